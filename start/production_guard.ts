/*
|--------------------------------------------------------------------------
| Production guard
|--------------------------------------------------------------------------
|
| Imported right after start/env.ts whenever the app boots (bin/server.ts,
| bin/console.ts): with NODE_ENV=production the app refuses to boot on the
| development secrets or mailer, naming every variable to fix at once.
| Commands that do not boot the app (`node ace generate:key`,
| `node ace pusher:credentials`) still run, so the fix is at hand.
|
*/
import env from '#start/env'
import {
  formatProductionConfigProblems,
  productionConfigProblems,
} from '#domain/deployment/production_config'

if (env.get('NODE_ENV') === 'production') {
  const problems = productionConfigProblems({
    APP_KEY: env.get('APP_KEY'),
    MAIL_MAILER: env.get('MAIL_MAILER'),
    SMTP_HOST: env.get('SMTP_HOST'),
    PUSHER_APP_KEY: env.get('PUSHER_APP_KEY'),
    PUSHER_APP_SECRET: env.get('PUSHER_APP_SECRET'),
  })
  if (problems.length > 0) {
    // Plainly on stderr and exit: nothing has started yet, and the framework's
    // error printer would wrap the list word by word without a terminal.
    process.stderr.write(`${formatProductionConfigProblems(problems)}\n`)
    process.exit(1)
  }
}
