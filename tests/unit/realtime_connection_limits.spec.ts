import { test } from '@japa/runner'
import {
  ConnectionCounts,
  FrameBudget,
  QUEUED_MESSAGE_OVERHEAD_BYTES,
  addressKey,
  unsentOutputBytes,
} from '#realtime/connection_limits'
import { forwardedClientAddress, trustedProxies } from '#services/trusted_proxies'

test.group('Realtime | connection limits', () => {
  test('a frame budget allows the burst at once, then the rate', ({ assert }) => {
    const budget = new FrameBudget(20, 200, 0)
    let spent = 0
    while (budget.spend(0)) spent += 1
    assert.equal(spent, 200)
    // 100 ms refill 2 frames at 20 per second.
    assert.isTrue(budget.spend(100))
    assert.isTrue(budget.spend(100))
    assert.isFalse(budget.spend(100))
    // A long pause refills up to the burst, not beyond.
    let afterPause = 0
    while (budget.spend(60_000)) afterPause += 1
    assert.equal(afterPause, 200)
  })

  test('a client within the rate never runs dry', ({ assert }) => {
    const budget = new FrameBudget(20, 5, 0)
    for (let i = 0; i < 10_000; i++) assert.isTrue(budget.spend(i * 50))
  })

  test('IPv6 addresses count per /64, IPv4 and mapped IPv4 per address', ({ assert }) => {
    assert.equal(addressKey('203.0.113.9'), '203.0.113.9')
    assert.equal(addressKey('::ffff:203.0.113.9'), '203.0.113.9')
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64')
    assert.equal(addressKey('2001:0db8:0001:0002:ffff:0:0:9'), '2001:db8:1:2::/64')
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64')
    assert.equal(addressKey('::1'), '0:0:0:0::/64')
    assert.equal(addressKey(''), '')
  })

  test('connection counts refuse past the total first, then past the address cap', ({ assert }) => {
    const counts = new ConnectionCounts()
    const limits = { maxConnections: 3, maxConnectionsPerAddress: 2 }
    counts.add('a')
    counts.add('a')
    assert.equal(counts.refusal('a', limits), 'address')
    assert.isNull(counts.refusal('b', limits))
    counts.add('b')
    assert.equal(counts.refusal('c', limits), 'total')
    counts.remove('a')
    assert.isNull(counts.refusal('a', limits))
    assert.equal(counts.of('a'), 1)
    assert.equal(counts.total, 2)
  })

  test('unsent output counts each queued message beyond its bytes', ({ assert }) => {
    assert.equal(unsentOutputBytes(0, 0), 0)
    assert.equal(unsentOutputBytes(500, 3), 500 + 3 * QUEUED_MESSAGE_OVERHEAD_BYTES)
  })

  test('the client address is the first untrusted hop from the right', ({ assert }) => {
    const caddy = trustedProxies('127.0.0.1,::1')
    assert.equal(forwardedClientAddress('127.0.0.1', '198.51.100.7', caddy), '198.51.100.7')
    // A client's own X-Forwarded-For entries left of the proxy's are not believed.
    assert.equal(
      forwardedClientAddress('127.0.0.1', '192.0.2.1, 198.51.100.7', caddy),
      '198.51.100.7'
    )
    assert.equal(forwardedClientAddress('203.0.113.5', '192.0.2.1', caddy), '203.0.113.5')
    assert.equal(forwardedClientAddress('127.0.0.1', undefined, caddy), '127.0.0.1')
    assert.equal(forwardedClientAddress('127.0.0.1', ['10.0.0.1', '::1'], caddy), '10.0.0.1')
    assert.equal(
      forwardedClientAddress('127.0.0.1', '198.51.100.7', trustedProxies('')),
      '127.0.0.1'
    )
  })
})
