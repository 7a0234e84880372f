import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { productionConfigProblems } from '#domain/deployment/production_config'

/**
 * The benchmarks start the production build (bench/lib/server.js) with the
 * secrets of bench/lib/secrets.js: production must accept them, and each run
 * must make its own.
 */
function benchSecretsOfOneRun(env: Record<string, string> = {}): Record<string, string> {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { benchSecrets } = await import('./bench/lib/secrets.js'); console.log(JSON.stringify(benchSecrets))",
    ],
    // No APP_KEY or PUSHER_* from this process: as on a machine without configuration.
    { cwd: app.appRoot, encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH, ...env } }
  )
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout)
}

test.group('Benchmark secrets (bench/lib/secrets.js)', (group) => {
  group.each.timeout(20_000)

  test('production accepts them, with the SMTP mailer the benchmark sets', ({ assert }) => {
    const secrets = benchSecretsOfOneRun()
    assert.deepEqual(
      productionConfigProblems({ ...secrets, MAIL_MAILER: 'smtp', SMTP_HOST: '127.0.0.1' }),
      []
    )
  })

  test('each run makes new ones', ({ assert }) => {
    const first = benchSecretsOfOneRun()
    const second = benchSecretsOfOneRun()
    for (const name of ['APP_KEY', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET']) {
      assert.notEqual(first[name], second[name], name)
    }
  })

  test('a value set in the environment wins', ({ assert }) => {
    const secrets = benchSecretsOfOneRun({ PUSHER_APP_SECRET: 'f'.repeat(8) + 'given-by-caller' })
    assert.equal(secrets.PUSHER_APP_SECRET, 'ffffffffgiven-by-caller')
  })
})
