import { test } from '@japa/runner'
import { trustedProxies } from '#services/trusted_proxies'

test.group('Trusted proxies (TRUSTED_PROXIES)', () => {
  test('unset or empty trusts nobody, loopback included', ({ assert }) => {
    for (const value of [undefined, '', ' , ']) {
      const trust = trustedProxies(value)
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.1']) {
        assert.isFalse(trust(address), `${String(value)} / ${address}`)
      }
    }
  })

  test('addresses and CIDR ranges, IPv4 and IPv6', ({ assert }) => {
    const trust = trustedProxies('127.0.0.1, ::1, 10.1.0.0/16 ,fd00::/8')
    assert.isTrue(trust('127.0.0.1'))
    assert.isTrue(trust('::ffff:127.0.0.1'))
    assert.isTrue(trust('::1'))
    assert.isTrue(trust('10.1.200.3'))
    assert.isTrue(trust('fd12:3456::1'))
    assert.isFalse(trust('127.0.0.2'))
    assert.isFalse(trust('10.2.0.1'))
    assert.isFalse(trust('fe80::1'))
    assert.isFalse(trust('not-an-address'))
  })

  test('a malformed entry fails at boot: {$self}')
    .with(['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.0/x', '300.1.1.1'])
    .run(({ assert }, value) => {
      assert.throws(() => trustedProxies(value), /TRUSTED_PROXIES: ".+" is not an IP address/)
    })
})
