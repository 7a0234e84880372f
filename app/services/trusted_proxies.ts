import { BlockList, isIP } from 'node:net'

/**
 * The `trustProxy` function of config/app.ts from TRUSTED_PROXIES: a
 * comma-separated list of IP addresses and CIDR ranges (IPv4 or IPv6). Only
 * a request arriving from one of them may set the client address with
 * `X-Forwarded-For` (and the scheme with `X-Forwarded-Proto`); an empty list
 * trusts nobody, so `request.ip()` is the socket's peer. An entry that is
 * neither an address nor a range fails at boot.
 */
export function trustedProxies(value: string | undefined): (address: string) => boolean {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (entries.length === 0) return () => false

  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? null : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== null && (!/^\d{1,3}$/.test(prefix) || bits > maxBits))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.0/8)`
      )
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === null) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }

  return (address: string) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    const plain = mapped ? mapped[1] : address
    const family = isIP(plain)
    if (family === 0) return false
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client address of a request that reached us through `trust`ed proxies,
 * as `request.ip()` computes it (the `proxy-addr` rule): walk from the TCP
 * peer leftwards through `X-Forwarded-For` and stop at the first address
 * that is not a trusted proxy. For requests that bypass the HTTP router,
 * like WebSocket upgrades.
 */
export function forwardedClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: (address: string) => boolean
) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse()
  const chain = [peer ?? '', ...forwarded]
  for (const [index, address] of chain.entries()) {
    if (index === chain.length - 1 || !trust(address)) return address
  }
  return chain[0]
}
