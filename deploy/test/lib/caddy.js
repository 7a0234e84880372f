/*
 * Caddy with the shipped deploy/Caddyfile, unchanged: the site address, the
 * upstreams and the global options go in through its environment variables.
 * Used by the deployment test (TLS with Caddy's internal CA on its own ports)
 * and by bench/cluster.js (plain HTTP on a benchmark port).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { start, sleep, waitFor } from './processes.js'

const CADDYFILE = fileURLToPath(new URL('../../Caddyfile', import.meta.url))

/**
 * Starts `caddy run` on deploy/Caddyfile; its state (certificates, config
 * autosave) lives under `dir`, never in the user's home.
 *
 * @param {object} options
 * @param {string} options.name        process name (logs, crash reports)
 * @param {string} options.dir         a temporary directory of the caller's
 * @param {string} options.logFile
 * @param {string[]} options.upstreams e.g. ['127.0.0.1:3481', '127.0.0.1:3482']
 * @param {string} [options.config]    another Caddyfile (a benchmark's variant); default deploy/Caddyfile
 * @param {number} [options.httpsPort] TLS site on localhost:<httpsPort> with Caddy's internal CA
 * @param {number} [options.httpPort]  with httpsPort: Caddy's HTTP port (redirects);
 *                                     without: a plain-HTTP site on 127.0.0.1:<httpPort>
 * @returns {Promise<{ child, ca: Buffer | null, baseUrl: string }>} the root CA (TLS only)
 */
export async function startCaddy({
  name = 'caddy',
  dir,
  logFile,
  upstreams,
  httpsPort,
  httpPort,
  config = CADDYFILE,
}) {
  const storage = join(dir, 'caddy')
  const tls = Boolean(httpsPort)
  const site = tls ? `localhost:${httpsPort}` : `http://127.0.0.1:${httpPort}`
  const globalOptions = ['admin off', `storage file_system ${storage}`]
  if (tls) {
    globalOptions.push('skip_install_trust', 'local_certs', `https_port ${httpsPort}`)
    if (httpPort) globalOptions.push(`http_port ${httpPort}`)
  } else {
    // Nothing to redirect to: the only site is the plain-HTTP one.
    globalOptions.push('auto_https off', `http_port ${httpPort}`)
  }
  const child = start(name, 'caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: join(dir, 'caddy-home'),
      XDG_DATA_HOME: join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: join(dir, 'caddy-config'),
      PACEWISE_DOMAIN: site,
      PACEWISE_UPSTREAMS: upstreams.join(' '),
      CADDY_GLOBAL_OPTIONS: globalOptions.join('\n'),
    },
    logFile,
  })
  let ca = null
  if (tls) {
    const rootCert = join(storage, 'pki/authorities/local/root.crt')
    await waitFor('Caddy root CA', () => existsSync(rootCert), 30000)
    await sleep(200)
    ca = readFileSync(rootCert)
  }
  return { child, ca, baseUrl: tls ? `https://localhost:${httpsPort}` : site }
}
