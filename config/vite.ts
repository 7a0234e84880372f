import { defineConfig } from '@adonisjs/vite'

const viteBackendConfig = defineConfig({
  buildDirectory: 'public/assets',
  manifestFile: 'public/assets/.vite/manifest.json',
  assetsUrl: '/assets',
  scriptAttributes: {
    defer: true,
  },
})

export default viteBackendConfig

/**
 * The development server's HMR socket (read by vite.config.ts). Vite runs in
 * middleware mode inside the app, so its socket listens on a port of its own
 * (VITE_HMR_PORT, Vite's 24678 by default) and the browser connects to that
 * port on the page's host. Behind a TLS proxy the browser must instead reach
 * the proxy (VITE_HMR_CLIENT_PORT, e.g. 443, with wss) on a path the proxy
 * forwards to the HMR port (VITE_HMR_PATH); VITE_HMR_HOST is the public host
 * name when it differs from the page's, and is allowed as a Host header.
 * See https://vite.dev/config/server-options#server-hmr and the README.
 */
export function devServerOptionsFromEnv(env: Record<string, string | undefined>) {
  const port = portFrom(env.VITE_HMR_PORT, 'VITE_HMR_PORT')
  const clientPort = portFrom(env.VITE_HMR_CLIENT_PORT, 'VITE_HMR_CLIENT_PORT')
  const protocol = env.VITE_HMR_PROTOCOL || undefined
  if (protocol !== undefined && protocol !== 'ws' && protocol !== 'wss') {
    throw new Error(`VITE_HMR_PROTOCOL must be ws or wss, not ${JSON.stringify(protocol)}`)
  }
  const host = env.VITE_HMR_HOST || undefined
  const path = env.VITE_HMR_PATH || undefined
  if (path !== undefined && !path.startsWith('/')) {
    throw new Error(`VITE_HMR_PATH must start with /, not ${JSON.stringify(path)}`)
  }
  const hmr = Object.fromEntries(
    Object.entries({ port, clientPort, protocol, host, path }).filter(([, v]) => v !== undefined)
  ) as { port?: number; clientPort?: number; protocol?: string; host?: string; path?: string }
  return host ? { hmr, allowedHosts: [host] } : { hmr }
}

function portFrom(value: string | undefined, name: string) {
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), not ${JSON.stringify(value)}`)
  }
  return port
}
