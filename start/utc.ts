/*
|--------------------------------------------------------------------------
| The process keeps its clock in UTC
|--------------------------------------------------------------------------
|
| Imported first by every entry point (bin/server.ts, bin/console.ts,
| bin/test.ts), before anything reads a date. Lucid writes `DateTime.now()`
| into SQLite as wall-clock text in the process's zone, while the queries read
| that text as UTC (app/queries/sql_dialect.ts): on a host in New York every
| timestamp moved by five hours and "today" began at the wrong hour. Athletes'
| days are computed in their own zones, never the host's, so the process's
| zone is UTC whatever the machine is set to.
| See docs/decisions/052-the-process-runs-in-utc.md.
|
*/
process.env.TZ = 'UTC'
