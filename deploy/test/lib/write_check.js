/*
 * What the outage scenarios require of every write
 * (docs/decisions/059-lost-writes-and-database-outages.md):
 * - acknowledged: stored, with every field the request set (else `lost`);
 * - refused with "Nothing was changed", or refused otherwise (4xx): not stored (else `phantom`);
 * - refused with "may or may not have been stored": either, but whole if stored (else `torn`);
 * - every answer is a success or a 503 with Retry-After that says one of the two
 *   (else `badAnswers`: a 500, a 502, no answer, a 503 without Retry-After).
 * Athlete data and renames are last-write-wins: the stored value must come from
 * the last acknowledged write or a later one.
 */

/** Every field of `expected` equal in `row` (numbers compared as numbers). */
export function differences(row, expected) {
  const diffs = []
  for (const [column, want] of Object.entries(expected)) {
    const got = row?.[column]
    const same =
      typeof want === 'number'
        ? got !== null && got !== undefined && Math.abs(Number(got) - want) < 1e-9
        : got === want
    if (!same) diffs.push({ column, expected: want, stored: got })
  }
  return diffs
}

const goodAnswer = (entry) =>
  (entry.status >= 200 && entry.status < 400) ||
  (entry.status === 503 &&
    entry.refusal?.retryAfter &&
    ['nothing', 'maybe'].includes(entry.refusal.says))

/** Checks the writers' logs against PostgreSQL; `sql(query, params)` answers rows. */
export async function checkWrites(writers, sql, tag) {
  const lost = []
  const phantom = []
  const torn = []
  const badAnswers = []
  const userIds = writers.map((w) => w.userId)
  const activities = await sql(
    `SELECT id, user_id, name, sport, local_date::text AS local_date, distance_meters,
            elapsed_seconds, perceived_effort, notes, file_name, source
       FROM activities WHERE user_id = ANY($1::int[]) AND (name LIKE $2 OR file_name LIKE $2)`,
    [userIds, `${tag}-%`]
  )
  const gear = await sql(
    `SELECT user_id, name, is_default, starting_distance_meters, retire_at_meters
       FROM gear WHERE user_id = ANY($1::int[]) AND name LIKE $2`,
    [userIds, `${tag}-%`]
  )
  const athletes = await sql(
    'SELECT user_id, weight_kg, resting_hr, max_hr FROM athlete_profiles WHERE user_id = ANY($1::int[])',
    [userIds]
  )
  const users = await sql('SELECT id, full_name FROM users WHERE id = ANY($1::int[])', [userIds])

  for (const writer of writers) {
    const mine = (rows, column = 'user_id') =>
      rows.filter((r) => Number(r[column]) === writer.userId)
    const stored = {
      manual: (e) =>
        e.acknowledged
          ? mine(activities).find((r) => String(r.id) === e.key)
          : mine(activities).find((r) => r.name === e.name),
      upload: (e) =>
        e.acknowledged
          ? mine(activities).find((r) => String(r.id) === e.key)
          : mine(activities).find((r) => r.file_name === e.name),
      gear: (e) => mine(gear).find((r) => r.name === e.key),
    }
    for (const entry of writer.log) {
      const where = { writer: writer.index, path: entry.path, n: entry.n, status: entry.status }
      if (!goodAnswer(entry)) {
        badAnswers.push({ ...where, refusal: entry.refusal, error: entry.error })
      }
      if (!stored[entry.path]) continue
      const row = stored[entry.path](entry)
      const diffs = row ? differences(row, entry.expected) : null
      if (entry.acknowledged) {
        if (!row || diffs.length) lost.push({ ...where, key: entry.key, diffs })
      } else if (row && entry.refusal?.says === 'maybe') {
        if (diffs.length) torn.push({ ...where, diffs })
      } else if (row) {
        phantom.push({ ...where, refusal: entry.refusal })
      }
    }
    // Last write wins: from the last acknowledged one on, any but those that said nothing changed.
    const lastWriteWins = [
      ['athlete', mine(athletes)[0]],
      ['rename', mine(users, 'id')[0]],
    ]
    for (const [path, row] of lastWriteWins) {
      const writes = writer.log.filter((e) => e.path === path)
      const lastAck = writes.filter((e) => e.acknowledged).at(-1)
      if (!lastAck) continue
      const candidates = writes.filter((e) => e.n >= lastAck.n && e.refusal?.says !== 'nothing')
      if (!candidates.some((e) => differences(row, e.expected).length === 0)) {
        lost.push({
          writer: writer.index,
          path,
          n: lastAck.n,
          status: lastAck.status,
          diffs: differences(row, lastAck.expected),
        })
      }
    }
  }

  const all = writers.flatMap((w) => w.log)
  const byPath = {}
  for (const entry of all) {
    const p = (byPath[entry.path] ??= { attempted: 0, acknowledged: 0, answers: {} })
    p.attempted++
    if (entry.acknowledged) p.acknowledged++
    const answer =
      entry.status === 503 ? `503 ${entry.refusal?.says}` : String(entry.status || entry.error)
    p.answers[answer] = (p.answers[answer] ?? 0) + 1
  }
  return { lost, phantom, torn, badAnswers, byPath }
}
