import { test } from '@japa/runner'
import { publicRealtimeSettings, realtimeSocketOrigin } from '#realtime/public_config'
import { socketOptions } from '../../inertia/lib/realtime_options.js'

/**
 * Where browsers open the realtime socket: the shared config built from
 * PUSHER_* and the pusher-js options built from it.
 */
const base = { key: 'k', appPort: 3333 }

test.group('Realtime | public address', () => {
  test('{name}')
    .with([
      {
        name: 'development: plain ws on the app port',
        input: { ...base, inProduction: false },
        config: { key: 'k', host: null, port: 3333, scheme: 'http' },
        socket: { wsHost: 'page.test', wsPort: 3333, wssPort: 3333, forceTLS: false },
      },
      {
        name: 'production: wss on 443 by default',
        input: { ...base, inProduction: true },
        config: { key: 'k', host: null, port: 443, scheme: 'https' },
        socket: { wsHost: 'page.test', wsPort: 443, wssPort: 443, forceTLS: true },
      },
      {
        name: 'https with PUSHER_PORT: wss on that port',
        input: { ...base, inProduction: true, host: 'rt.example.org', port: 8443 },
        config: { key: 'k', host: 'rt.example.org', port: 8443, scheme: 'https' },
        socket: { wsHost: 'rt.example.org', wsPort: 8443, wssPort: 8443, forceTLS: true },
      },
      {
        name: 'PUSHER_SCHEME=https in development: 443',
        input: { ...base, inProduction: false, scheme: 'https' as const },
        config: { key: 'k', host: null, port: 443, scheme: 'https' },
        socket: { wsHost: 'page.test', wsPort: 443, wssPort: 443, forceTLS: true },
      },
      {
        name: 'PUSHER_SCHEME=http in production with a host and port',
        input: { ...base, inProduction: true, scheme: 'http' as const, host: 'rt', port: 6001 },
        config: { key: 'k', host: 'rt', port: 6001, scheme: 'http' },
        socket: { wsHost: 'rt', wsPort: 6001, wssPort: 6001, forceTLS: false },
      },
    ])
    .run(({ assert }, row) => {
      const config = publicRealtimeSettings(row.input)
      assert.deepEqual(config, row.config)
      const options = socketOptions(config, 'page.test')
      assert.deepEqual(options, { ...row.socket, enabledTransports: ['ws', 'wss'] })
    })
})

test.group('Realtime | the socket origin the CSP allows', () => {
  test("exactly the configured origin, or none (the page's own, 'self') without a host", ({
    assert,
  }) => {
    const origin = (input: Parameters<typeof publicRealtimeSettings>[0]) =>
      realtimeSocketOrigin(publicRealtimeSettings(input))
    assert.isNull(origin({ ...base, inProduction: true }))
    assert.isNull(origin({ ...base, inProduction: false }))
    assert.equal(
      origin({ ...base, inProduction: true, host: 'rt.example.org' }),
      'wss://rt.example.org'
    )
    assert.equal(
      origin({ ...base, inProduction: true, host: 'rt.example.org', port: 8443 }),
      'wss://rt.example.org:8443'
    )
    assert.equal(
      origin({ ...base, inProduction: true, scheme: 'http', host: 'rt', port: 6001 }),
      'ws://rt:6001'
    )
    assert.equal(origin({ ...base, inProduction: false, host: 'rt', port: 80 }), 'ws://rt')
  })
})
