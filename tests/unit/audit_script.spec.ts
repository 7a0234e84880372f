import { spawnSync } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/**
 * bin/audit.js (`npm run audit:prod`, run by CI) judging saved
 * `npm audit --omit=dev --json` outputs: the registry is not asked.
 */
function audit(fixture: string) {
  const result = spawnSync(
    process.execPath,
    ['bin/audit.js', `--report=tests/fixtures/npm_audit/${fixture}`],
    { cwd: app.appRoot, encoding: 'utf8', timeout: 20_000 }
  )
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

test.group('npm audit gate (bin/audit.js)', (group) => {
  // A Node process per test: more than the unit suite's default 2 s on a busy machine.
  group.each.timeout(20_000)

  test('fails on a high finding, naming the package and the advisory', ({ assert }) => {
    const { code, output } = audit('high.json')
    assert.equal(code, 1)
    assert.include(output, 'FAIL high nodemailer <=9.1.0')
    assert.include(output, 'https://github.com/advisories/GHSA-2x7j-588g-ccc2')
    assert.include(output, '0 critical, 2 high, 0 moderate, 0 low, 0 info')
  })

  test('passes with moderate findings, listing them', ({ assert }) => {
    const { code, output } = audit('moderate.json')
    assert.equal(code, 0)
    assert.include(output, 'note moderate example-lib <1.2.3')
  })

  test('passes, saying it could not check, when the audit service answers an error', ({
    assert,
  }) => {
    const { code, output } = audit('unreachable.json')
    assert.equal(code, 0)
    assert.include(output, 'could not check the dependencies (405 Method Not Allowed')
  })

  test('passes, saying it could not check, when npm printed no report at all', ({ assert }) => {
    const { code, output } = audit('not_json.txt')
    assert.equal(code, 0)
    assert.include(output, 'could not check the dependencies (no audit report)')
  })
})
