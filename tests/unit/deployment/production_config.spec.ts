import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import {
  DEVELOPMENT_PUSHER_CREDENTIALS,
  estimatedBits,
  formatProductionConfigProblems,
  productionConfigProblems,
  weakSecretReason,
  type EnvironmentValues,
} from '#domain/deployment/production_config'
import { generatePusherCredentials } from '#commands/pusher_credentials'

/**
 * A configuration production accepts; each test spoils one thing. Made at
 * random: a secret written here would be one more value anyone can read.
 */
const PUSHER = generatePusherCredentials()
const GOOD: EnvironmentValues = {
  APP_KEY: randomBytes(24).toString('base64url'),
  MAIL_MAILER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  PUSHER_APP_ID: PUSHER.appId,
  PUSHER_APP_KEY: PUSHER.key,
  PUSHER_APP_SECRET: PUSHER.secret,
}

const variables = (env: EnvironmentValues) =>
  productionConfigProblems(env).map((problem) => problem.variable)

/** The value of NAME in a committed dotenv file. */
function committedValue(file: string, name: string): string | undefined {
  const match = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8').match(
    new RegExp(`^${name}=(.*)$`, 'm')
  )
  return match?.[1]?.trim()
}

test.group('Production configuration | accepted', () => {
  test('a production configuration has no problems', ({ assert }) => {
    assert.deepEqual(productionConfigProblems(GOOD), [])
  })

  test('keys made the documented ways are accepted', ({ assert }) => {
    // `node ace generate:key` (32 characters), `openssl rand -hex 16` / `-hex 32` / `-base64 32`.
    for (let i = 0; i < 200; i++) {
      for (const key of [
        randomBytes(24).toString('base64url'),
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('base64'),
      ]) {
        assert.isNull(weakSecretReason(key), key)
      }
    }
  })

  test('random keys that happen to have many equal or consecutive neighbours are accepted', ({
    assert,
  }) => {
    // Both came out of `randomBytes(16).toString('hex')`; 16 of their 31 neighbours differ by
    // at most one, which an earlier rule took for a sequence.
    for (const key of ['c9900e5efcd243998edccccde24d67de', '876eedde4cc8acdeef9962cde09843db']) {
      assert.isNull(weakSecretReason(key), key)
    }
  })

  test('what `node ace pusher:credentials` prints is accepted', ({ assert }) => {
    for (let i = 0; i < 50; i++) {
      const credentials = generatePusherCredentials()
      assert.match(credentials.appId, /^\d+$/)
      assert.isAtLeast(credentials.secret.length, 32)
      assert.deepEqual(
        variables({
          ...GOOD,
          PUSHER_APP_ID: credentials.appId,
          PUSHER_APP_KEY: credentials.key,
          PUSHER_APP_SECRET: credentials.secret,
        }),
        []
      )
    }
  })

  test('the development app id may stay: it is not a secret', ({ assert }) => {
    assert.deepEqual(
      variables({ ...GOOD, PUSHER_APP_ID: DEVELOPMENT_PUSHER_CREDENTIALS.appId }),
      []
    )
    assert.deepEqual(variables({ ...GOOD, PUSHER_APP_ID: undefined }), [])
  })
})

test.group('Production configuration | APP_KEY', () => {
  test('{name} is refused with the command that makes a good one')
    .with([
      { name: 'a missing key', value: undefined, reason: /not set/ },
      { name: 'an empty key', value: '', reason: /not set/ },
      { name: 'a blank key', value: '   ', reason: /not set/ },
      {
        name: 'a short key',
        value: randomBytes(15).toString('base64url'),
        reason: /20 characters long/,
      },
      { name: 'one repeated character', value: 'a'.repeat(40), reason: /repeated/ },
      { name: 'a repeated word', value: 'password'.repeat(4), reason: /repeated/ },
      { name: 'a repeated pair', value: 'ab'.repeat(16), reason: /repeated/ },
      { name: 'an alphabet run', value: 'abcdefghijklmnopqrstuvwxyz012345', reason: /sequential/ },
      {
        name: 'a run with a few breaks',
        value: 'abcdexyz12345ABCDEqrstu6789FGHIJ',
        reason: /sequential/,
      },
      {
        name: 'few different characters',
        value: 'axqxaqqaxxaqxqaaxqxqaqxxaqaxqqxaxa',
        reason: /low entropy/,
      },
    ])
    .run(({ assert }, { value, reason }) => {
      const problems = productionConfigProblems({ ...GOOD, APP_KEY: value })
      assert.deepEqual(
        problems.map((problem) => problem.variable),
        ['APP_KEY']
      )
      assert.match(problems[0].problem, reason)
      assert.include(problems[0].fix, 'node ace generate:key')
    })

  test('the key committed in .env.test is refused', ({ assert }) => {
    const testKey = committedValue('.env.test', 'APP_KEY')
    assert.isString(testKey)
    const problems = productionConfigProblems({ ...GOOD, APP_KEY: testKey })
    assert.deepEqual(
      problems.map((problem) => problem.variable),
      ['APP_KEY']
    )
    assert.match(problems[0].problem, /committed to the repository/)
  })

  test('the key in .env.example (empty) is refused', ({ assert }) => {
    const exampleKey = committedValue('.env.example', 'APP_KEY')
    assert.deepEqual(variables({ ...GOOD, APP_KEY: exampleKey }), ['APP_KEY'])
  })

  test('the entropy estimate follows the character frequencies', ({ assert }) => {
    assert.equal(estimatedBits('aaaa'), 0)
    assert.equal(estimatedBits('abab'), 4)
    assert.equal(estimatedBits('0123456789abcdef'), 64)
  })
})

test.group('Production configuration | realtime', () => {
  test('{name} is refused with `node ace pusher:credentials`')
    .with([
      { name: 'an unset key', env: { PUSHER_APP_KEY: undefined }, variable: 'PUSHER_APP_KEY' },
      {
        name: 'the development key',
        env: { PUSHER_APP_KEY: 'pacewise-key' },
        variable: 'PUSHER_APP_KEY',
      },
      {
        name: 'an unset secret',
        env: { PUSHER_APP_SECRET: undefined },
        variable: 'PUSHER_APP_SECRET',
      },
      { name: 'an empty secret', env: { PUSHER_APP_SECRET: '' }, variable: 'PUSHER_APP_SECRET' },
      {
        name: 'the development secret',
        env: { PUSHER_APP_SECRET: 'pacewise-secret' },
        variable: 'PUSHER_APP_SECRET',
      },
      {
        name: 'a short secret',
        env: { PUSHER_APP_SECRET: '7ad3773142a6692b25b8' },
        variable: 'PUSHER_APP_SECRET',
      },
      {
        name: 'a low-entropy secret',
        env: { PUSHER_APP_SECRET: 'x'.repeat(64) },
        variable: 'PUSHER_APP_SECRET',
      },
      {
        name: 'the secret equal to APP_KEY',
        env: { PUSHER_APP_SECRET: GOOD.APP_KEY },
        variable: 'PUSHER_APP_SECRET',
      },
    ])
    .run(({ assert }, { env, variable }) => {
      const problems = productionConfigProblems({ ...GOOD, ...env })
      assert.deepEqual(
        problems.map((problem) => problem.variable),
        [variable]
      )
      assert.include(problems[0].fix, 'node ace pusher:credentials')
    })

  test('the development secret is named as public', ({ assert }) => {
    const [problem] = productionConfigProblems({ ...GOOD, PUSHER_APP_SECRET: 'pacewise-secret' })
    assert.include(problem.problem, 'public development secret')
  })
})

test.group('Production configuration | mail', () => {
  test('{name} is refused with the SMTP settings to make')
    .with([
      { name: 'the log mailer', env: { MAIL_MAILER: 'log' }, variable: 'MAIL_MAILER' },
      {
        name: 'no mailer (log is the default)',
        env: { MAIL_MAILER: undefined },
        variable: 'MAIL_MAILER',
      },
      { name: 'SMTP without a host', env: { SMTP_HOST: undefined }, variable: 'SMTP_HOST' },
    ])
    .run(({ assert }, { env, variable }) => {
      const problems = productionConfigProblems({ ...GOOD, ...env })
      assert.deepEqual(
        problems.map((problem) => problem.variable),
        [variable]
      )
      assert.include(problems[0].fix, 'MAIL_MAILER=smtp')
      assert.include(problems[0].fix, 'SMTP_HOST')
    })
})

test.group('Production configuration | all problems at once', () => {
  test('the development configuration is refused for every reason, in one message', ({
    assert,
  }) => {
    const problems = productionConfigProblems({
      APP_KEY: committedValue('.env.test', 'APP_KEY'),
      MAIL_MAILER: 'log',
    })
    assert.deepEqual(
      problems.map((problem) => problem.variable),
      ['APP_KEY', 'MAIL_MAILER', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET']
    )
    const message = formatProductionConfigProblems(problems)
    assert.match(message, /^Refusing to start in production .*: 4 settings to fix\./)
    for (const expected of [
      '- APP_KEY ',
      '- MAIL_MAILER ',
      '- PUSHER_APP_KEY ',
      '- PUSHER_APP_SECRET ',
      '`node ace generate:key',
      '`node ace pusher:credentials`',
      'set MAIL_MAILER=smtp',
    ]) {
      assert.include(message, expected)
    }
  })
})
