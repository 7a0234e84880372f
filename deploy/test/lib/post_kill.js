/*
 * The `post-kill` scenario of the deployment test: app1 is SIGKILLed and POSTs
 * with a form body (the shape of pusher-js's channel authorization) go through
 * Caddy at once, before its active check has seen the death. Caddy 2.6.2 sends
 * the retry of such a POST to the survivor without its body (502); with passive
 * checks (max_fails 1) that failure also took the survivor out, and every POST
 * was answered 503 for fail_duration. A killed process must never take the
 * survivor out: no 503 at all, and once the active check has seen the dead
 * process every POST reaches the survivor (docs/decisions/020-deployment-topology.md).
 */
import { readFileSync } from 'node:fs'
import { Client } from './client.js'
import { waitFor } from './processes.js'

/** Statuses that come from Caddy itself, not from a process. */
const PROXY_STATUSES = new Set([502, 503, 504])

/**
 * @param {object} env { baseUrl, ca, caddyLog, deadPort, kill(), restart(), healthy() }
 */
export async function postKillScenario({
  baseUrl,
  ca,
  caddyLog,
  deadPort,
  kill,
  restart,
  healthy,
}) {
  const client = new Client(baseUrl, ca)
  const body = new URLSearchParams({
    socket_id: '1234.5678',
    channel_name: 'private-App.Models.User.1',
  }).toString()
  const post = async () => {
    const res = await client.request('POST', '/broadcasting/auth', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept': 'application/json',
      },
      body,
    })
    return res.status
  }
  // A process answers (a guest is refused: 403, or 419 without an anti-forgery token).
  const before = await post()
  if (PROXY_STATUSES.has(before)) throw new Error(`POST before the kill answered ${before}`)

  await kill()
  const killedAt = Date.now() / 1000
  const sent = []
  // Caddy's log says when its active check first failed on the dead process.
  const checkSawDeath = () =>
    readFileSync(caddyLog, 'utf8')
      .split('\n')
      .some((line) => {
        if (!line.includes('health_checker.active') || !line.includes(`:${deadPort}"`)) return false
        try {
          return JSON.parse(line).ts >= killedAt
        } catch {
          return false
        }
      })
  let seenAt = null
  // POSTs back to back until the check has seen the death, then ten more.
  await waitFor(
    'the active check to see the dead process, then ten POSTs',
    async () => {
      const status = await post()
      const afterCheck = seenAt !== null
      sent.push({ status, afterCheck })
      if (!afterCheck && checkSawDeath()) seenAt = sent.length
      return afterCheck && sent.filter((s) => s.afterCheck).length >= 10
    },
    20000,
    0
  )
  restart()
  await waitFor('app1 back', healthy, 60000)

  const count = (list, status) => list.filter((s) => s.status === status).length
  const unavailable = count(sent, 503)
  const afterCheck = sent.filter((s) => s.afterCheck)
  const unreachedAfterCheck = afterCheck.filter((s) => PROXY_STATUSES.has(s.status)).length
  const failures = []
  if (unavailable) failures.push(`${unavailable} POSTs answered 503: the survivor was taken out`)
  if (unreachedAfterCheck) {
    failures.push(
      `${unreachedAfterCheck} of ${afterCheck.length} POSTs after the check saw the death did not reach the survivor`
    )
  }
  return {
    pass: failures.length === 0,
    ...(failures.length ? { error: failures.join('; ') } : {}),
    posts: sent.length,
    beforeCheck: {
      reached: sent.slice(0, seenAt).filter((s) => !PROXY_STATUSES.has(s.status)).length,
      proxy502: count(sent.slice(0, seenAt), 502),
      proxy503: count(sent.slice(0, seenAt), 503),
    },
    afterCheck: {
      reached: afterCheck.length - unreachedAfterCheck,
      proxy502: count(afterCheck, 502),
      proxy503: count(afterCheck, 503),
    },
  }
}
