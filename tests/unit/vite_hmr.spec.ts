import { test } from '@japa/runner'
import { fileURLToPath } from 'node:url'
import { loadConfigFromFile } from 'vite'
import { devServerOptionsFromEnv } from '#config/vite'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** vite.config.ts evaluated as `npm run dev` would, with these variables set. */
async function devConfigWith(vars: Record<string, string>) {
  const saved = { ...process.env }
  Object.assign(process.env, { NODE_ENV: 'development' }, vars)
  try {
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      `${root}vite.config.ts`,
      root,
      'silent'
    )
    return loaded!.config
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

test.group('Vite HMR behind a TLS proxy', () => {
  test('without VITE_HMR_* the socket keeps Vite defaults', ({ assert }) => {
    assert.deepEqual(devServerOptionsFromEnv({}), { hmr: {} })
  })

  test('the browser is sent to the proxy port, protocol, host and path', ({ assert }) => {
    assert.deepEqual(
      devServerOptionsFromEnv({
        VITE_HMR_PORT: '24680',
        VITE_HMR_CLIENT_PORT: '443',
        VITE_HMR_PROTOCOL: 'wss',
        VITE_HMR_HOST: 'dev.pacewise.test',
        VITE_HMR_PATH: '/__vite_hmr',
      }),
      {
        hmr: {
          port: 24680,
          clientPort: 443,
          protocol: 'wss',
          host: 'dev.pacewise.test',
          path: '/__vite_hmr',
        },
        allowedHosts: ['dev.pacewise.test'],
      }
    )
  })

  test('bad values are refused with the variable named', ({ assert }) => {
    assert.throws(
      () => devServerOptionsFromEnv({ VITE_HMR_CLIENT_PORT: '44x' }),
      /VITE_HMR_CLIENT_PORT/
    )
    assert.throws(() => devServerOptionsFromEnv({ VITE_HMR_PORT: '70000' }), /VITE_HMR_PORT/)
    assert.throws(() => devServerOptionsFromEnv({ VITE_HMR_PROTOCOL: 'https' }), /ws or wss/)
    assert.throws(() => devServerOptionsFromEnv({ VITE_HMR_PATH: 'hmr' }), /start with \//)
  })

  test('vite.config.ts hands them to the dev server', async ({ assert }) => {
    const config = await devConfigWith({
      VITE_HMR_CLIENT_PORT: '8443',
      VITE_HMR_PATH: '/__vite_hmr',
    })
    assert.deepEqual(config.server?.hmr, { clientPort: 8443, path: '/__vite_hmr' })
  }).timeout(20000)

  test('tests keep hot reload off', async ({ assert }) => {
    const config = await devConfigWith({ NODE_ENV: 'test', VITE_HMR_CLIENT_PORT: '8443' })
    assert.deepEqual(config.server, { hmr: false, ws: false })
  }).timeout(20000)
})
