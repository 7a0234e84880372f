/*
 * The fault scenarios of the deployment test other than PostgreSQL's
 * (docs/decisions/020-deployment-topology.md): under a load of writes from two
 * clients (manual runs, FIT uploads, renames), Redis paused and stopped, an
 * app process SIGKILLed, the worker SIGKILLed during a queued import. Every
 * acknowledged write must be stored, no 5xx once the dependency has been back
 * for 5 s, and /health must have reported the fault.
 */
import { kill9, sleep, waitFor } from './processes.js'
import { writes } from './client.js'
import { zipOf } from './fit.js'

/**
 * @param {object} t the topology: { PORTS, state, loadClient, health, healthWatch, reported,
 *   sql, log, startApp, startWorker, startRedis, redisCli, redisPing }
 * @returns the scenario runner `faultScenario(name, fault, context)` and the faults by name
 */
export function faultScenarios(t) {
  const { PORTS, state, loadClient, health, healthWatch, reported, sql, log } = t
  const { startApp, startWorker, startRedis, redisCli, redisPing } = t

  /** Each client writes in turn a manual run, an upload and a rename until stopped (at most 300). */
  function startLoad(clients, tag) {
    let active = true
    const kinds = ['manual', 'upload', 'profile']
    const loops = clients.map(async (c) => {
      for (let n = 0; active && n < 300; n++) {
        const kind = kinds[n % 3]
        const at = Date.now()
        let outcome
        try {
          outcome =
            kind === 'manual'
              ? await writes.manual(c.client, n, tag)
              : kind === 'upload'
                ? await writes.upload(c.client, n, tag, c.fitFor)
                : await writes.profile(c.client, n, tag, c.email)
        } catch (error) {
          outcome = { status: 0, acknowledged: false, error: error.message }
        }
        c.log.push({ kind, n, at, end: Date.now(), ...outcome })
        if (outcome.status === 0 || outcome.status >= 500) await sleep(200)
        // The session's CSRF token survives; refresh it now and then anyway.
        if (n % 30 === 29) await c.client.page('/dashboard').catch(() => {})
      }
    })
    return {
      acks: (since = 0) =>
        clients.reduce(
          (sum, c) => sum + c.log.filter((w) => w.acknowledged && w.at >= since).length,
          0
        ),
      async stop() {
        active = false
        await Promise.all(loops)
      },
    }
  }

  async function faultScenario(name, fault, { ca, fit }) {
    const clients = [await loadClient(ca, fit, name), await loadClient(ca, fit, name)]
    const watch = healthWatch()
    const load = startLoad(clients, name)
    const extra = {}
    let faultStart = Date.now()
    let back
    let failure = null
    try {
      await waitFor('first acknowledged writes', () => load.acks() >= 4, 60000)
      faultStart = Date.now()
      back = await fault({ clients, watch, extra, ca })
      await waitFor(
        'every app healthy again',
        async () => (await Promise.all(PORTS.apps.map(health))).every((h) => h.status === 200),
        90000
      )
      const settled = back + 5000
      await waitFor(
        '5 s of load after recovery',
        () => Date.now() > settled && load.acks(settled) >= 6,
        120000
      )
    } catch (error) {
      failure = String(error.message ?? error)
      back ??= Date.now()
    } finally {
      await load.stop()
      await watch.stop()
    }

    // Every acknowledged write is stored.
    const all = clients.flatMap((c) => c.log.map((w) => ({ ...w, userId: c.userId })))
    const acked = all.filter((w) => w.acknowledged)
    const ids = acked.filter((w) => w.kind !== 'profile').map((w) => Number(w.key))
    const storedIds = new Set(
      (await sql('SELECT id FROM activities WHERE id = ANY($1::int[])', [ids])).map((r) =>
        Number(r.id)
      )
    )
    const lost = acked.filter((w) => w.kind !== 'profile' && !storedIds.has(Number(w.key)))
    for (const c of clients) {
      // A rename is kept unless a later one (acknowledged or not) replaced it.
      const lastAck = c.log.filter((w) => w.kind === 'profile' && w.acknowledged).at(-1)
      if (!lastAck) continue
      const later = new Set(
        c.log.filter((w) => w.kind === 'profile' && w.n >= lastAck.n).map((w) => w.key)
      )
      const stored = (await sql('SELECT full_name FROM users WHERE id = $1', [c.userId]))[0]
        ?.full_name
      if (!later.has(stored)) lost.push({ ...lastAck, stored })
    }
    const byKind = (kind) => ({
      attempted: all.filter((w) => w.kind === kind).length,
      acknowledged: acked.filter((w) => w.kind === kind).length,
      stored:
        kind === 'profile'
          ? undefined
          : acked.filter((w) => w.kind === kind && storedIds.has(Number(w.key))).length,
      answers: statuses(all.filter((w) => w.kind === kind)),
    })
    const settled = back + 5000
    const fivexx = (list) => list.filter((w) => w.status >= 500 || w.status === 0)
    const during = fivexx(all.filter((w) => w.at >= faultStart && w.at < settled))
    const after = fivexx(all.filter((w) => w.at >= settled))
    const statuses = (list) =>
      list.reduce(
        (m, w) => ({ ...m, [w.status || w.error]: (m[w.status || w.error] ?? 0) + 1 }),
        {}
      )
    const outageSeen = extra.expectHealth ? extra.expectHealth(watch.seen) : true
    const pass =
      !failure && lost.length === 0 && after.length === 0 && outageSeen && (extra.pass ?? true)
    return {
      pass,
      ...(failure ? { error: failure } : {}),
      writes: { manual: byKind('manual'), upload: byKind('upload'), profile: byKind('profile') },
      lost: lost.map((w) => ({ kind: w.kind, n: w.n, key: w.key, stored: w.stored })),
      errorsDuringFault: statuses(during),
      errorsAfterRecovery: statuses(after),
      errorSamples: [...during, ...after].slice(0, 5).map((w) => ({
        kind: w.kind,
        n: w.n,
        status: w.status,
        error: w.error,
        afterRecovery: w.at >= settled,
      })),
      health: watch.seen,
      outageSeenOnHealth: outageSeen,
      ...extra.report,
    }
  }

  async function redisPause({ watch, extra }) {
    extra.expectHealth = reported('redis')
    log('Redis SIGSTOP for 20 s')
    state.redis.kill('SIGSTOP')
    await sleep(20000)
    state.redis.kill('SIGCONT')
    void watch
    return Date.now()
  }

  async function redisStop({ extra }) {
    extra.expectHealth = reported('redis')
    log('Redis shutdown for 10 s')
    redisCli('shutdown')
    await state.redis.exited
    await sleep(10000)
    startRedis()
    await waitFor('Redis back', () => redisPing(), 15000)
    return Date.now()
  }

  async function appKill({ extra }) {
    extra.expectHealth = (seen) => seen[PORTS.apps[0]].includes('refused')
    log('app1 SIGKILL')
    await kill9(state.apps[0])
    // As systemd's Restart=on-failure would, a moment later.
    await sleep(2000)
    startApp(0)
    await waitFor('app1 back', async () => (await health(PORTS.apps[0])).status === 200, 60000)
    return Date.now()
  }

  async function workerKill({ clients, extra }) {
    const c = clients[0]
    const files = {}
    for (let i = 0; i < 60; i++) files[`bulk-${i}.fit`] = new Uint8Array(c.fitFor(1000 + i))
    const res = await c.client.upload('/activities/import', [
      { name: 'bulk.zip', bytes: zipOf(files) },
    ])
    const jobId = res.status === 200 ? JSON.parse(res.body).jobId : null
    if (!jobId) throw new Error(`the ZIP was not queued: ${res.status} ${res.body.slice(0, 300)}`)
    const job = async () =>
      JSON.parse(
        (
          await c.client.request('GET', `/activities/imports/${jobId}`, {
            headers: { accept: 'application/json' },
          })
        ).body
      )
    await waitFor(
      'the queued import to start',
      async () => (await job()).processed > 0,
      120000,
      100
    )
    log('worker SIGKILL during the import')
    await kill9(state.worker)
    await sleep(2000)
    startWorker()
    const back = Date.now()
    const finished = await waitFor(
      'the import to finish',
      async () => {
        const j = await job()
        return j.status === 'done' || j.status === 'failed' ? j : null
      },
      240000,
      500
    )
    const stored = await sql(
      'SELECT count(*)::int AS n FROM activities WHERE user_id = $1 AND start_time >= $2 AND start_time < $3',
      [
        c.userId,
        new Date(c.base + 1000 * 86400_000).toISOString(),
        new Date(c.base + 1060 * 86400_000).toISOString(),
      ]
    )
    // A file whose activity was committed just before the kill is found stored on resume and
    // reported as a duplicate: complete, nothing lost, no second row.
    extra.pass =
      finished.status === 'done' &&
      finished.imported + finished.duplicates === 60 &&
      stored[0]?.n === 60
    extra.report = {
      import: {
        status: finished.status,
        total: finished.total,
        imported: finished.imported,
        duplicates: finished.duplicates,
        rejected: finished.rejected,
        storedRows: stored[0]?.n,
      },
    }
    return back
  }

  return {
    faultScenario,
    faults: {
      'redis-pause': redisPause,
      'redis-stop': redisStop,
      'app-kill': appKill,
      'worker-kill': workerKill,
    },
  }
}
