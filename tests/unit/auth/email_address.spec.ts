import { test } from '@japa/runner'
import { canonicalStoredEmail, normalizeEmail, oneSpellingPlan } from '#services/email_address'

test.group('E-mail addresses: one spelling per mailbox', () => {
  test('an internationalised domain and its punycode form are one address', ({ assert }) => {
    const idn = normalizeEmail('Anna@Bücher.Example')
    const punycode = normalizeEmail('anna@xn--bcher-kva.example')
    assert.deepEqual(idn, { ok: true, email: 'anna@xn--bcher-kva.example' })
    assert.deepEqual(punycode, idn)
  })

  test('composed and decomposed characters are one address (NFC)', ({ assert }) => {
    const composed = normalizeEmail('j\u00F6rg@example.test')
    const decomposed = normalizeEmail('jo\u0308rg@example.test')
    assert.deepEqual(decomposed, composed)
  })

  test('the whole address is lowercased, as before', ({ assert }) => {
    assert.deepEqual(normalizeEmail('Paula.R@EXAMPLE.test'), {
      ok: true,
      email: 'paula.r@example.test',
    })
  })

  test('a quoted local part is refused', ({ assert }) => {
    for (const address of ['"john"@example.test', '"john doe"@example.test', 'a."b".c@x.test']) {
      assert.deepEqual(normalizeEmail(address), { ok: false, reason: 'quoted' }, address)
    }
  })

  test('no domain, or one that is not a host name, is invalid', ({ assert }) => {
    for (const address of ['nobody', 'nobody@', '@example.test', 'a@exa mple.test']) {
      assert.deepEqual(normalizeEmail(address), { ok: false, reason: 'invalid' }, address)
    }
  })

  test('stored addresses: needless quotes go, needed ones stay', ({ assert }) => {
    assert.equal(canonicalStoredEmail('"John"@Bücher.example'), 'john@xn--bcher-kva.example')
    assert.equal(canonicalStoredEmail('"john doe"@example.test'), '"john doe"@example.test')
  })

  test('the migration plan: the account already in the one spelling keeps it', ({ assert }) => {
    const plan = oneSpellingPlan([
      { id: 1, email: 'anna@bücher.example', verified: true },
      { id: 2, email: 'anna@xn--bcher-kva.example', verified: false },
      { id: 3, email: 'Solo@Example.test', verified: false },
      { id: 4, email: 'plain@example.test', verified: true },
    ])
    assert.deepEqual(plan.updates, [{ id: 3, email: 'solo@example.test' }])
    assert.deepEqual(plan.unreachable, [
      { keeperId: 2, email: 'anna@xn--bcher-kva.example', ids: [1] },
    ])
  })

  test('the migration plan: else the first verified, else the lowest id', ({ assert }) => {
    const verifiedWins = oneSpellingPlan([
      { id: 5, email: '"bo"@example.test', verified: false },
      { id: 6, email: 'bo@EXAMPLE.test', verified: true },
    ])
    assert.deepEqual(verifiedWins.updates, [{ id: 6, email: 'bo@example.test' }])
    assert.deepEqual(verifiedWins.unreachable, [
      { keeperId: 6, email: 'bo@example.test', ids: [5] },
    ])

    const oldestWins = oneSpellingPlan([
      { id: 8, email: 'cy@Bücher.example', verified: false },
      { id: 7, email: '"cy"@bücher.example', verified: false },
    ])
    assert.deepEqual(oldestWins.updates, [{ id: 7, email: 'cy@xn--bcher-kva.example' }])
    assert.deepEqual(oldestWins.unreachable[0].ids, [8])
  })
})
