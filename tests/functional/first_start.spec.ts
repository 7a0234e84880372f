import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { until } from '#tests/support/wait_for'
import { CookieClient } from '#tests/support/cookie_client'
import { staleReason } from '../../bin/lib/build_freshness.js'

/**
 * `npm start` (bin/start.js) as a person runs it, on an existing build: the
 * trial server answers, the demo users are seeded, the demo history is
 * imported in the background (the fixture history: a few short weeks) while
 * the Dashboard says how far it got, and a second start neither imports it
 * again nor breaks. When build/ is missing or older than the sources, the
 * test builds it first (`node ace build`, as npm start would).
 */

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Started {
  child: ChildProcess
  output: () => string
  exit: Promise<number | null>
}

function npmStart(port: number, sqlitePath: string): Started {
  const child = spawn(process.execPath, ['bin/start.js'], {
    cwd: app.appRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      SQLITE_PATH: sqlitePath,
      DRIVE_FS_ROOT: `${sqlitePath}-storage`,
      LOG_LEVEL: 'warn',
      DEMO_HISTORY_KIND: 'fixture',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, output: () => output, exit }
}

async function stop(started: Started) {
  if (started.child.exitCode !== null) return
  // bin/start.js and the server and importer it started (one process group).
  process.kill(-started.child.pid!, 'SIGTERM')
  await started.exit
}

interface DashboardProps {
  demoImport: { phase: string; processed: number; total: number } | null
  hasActivities: boolean
}

async function inertiaProps(client: CookieClient, path: string, version = '') {
  const response = await client.get(path, {
    'X-Inertia': 'true',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia-Version': version,
  })
  return response
}

async function dashboard(client: CookieClient): Promise<DashboardProps> {
  let response = await inertiaProps(client, '/dashboard')
  if (response.status === 409) {
    // Answer with this build's asset version, read from the document.
    const document = await client.get('/dashboard')
    const html = await document.text()
    const version = /&quot;version&quot;:&quot;([^&]+)&quot;/.exec(html)?.[1] ?? ''
    response = await inertiaProps(client, '/dashboard', version)
  }
  const page = (await response.json()) as { props: DashboardProps }
  return page.props
}

async function status(url: string) {
  const response = await fetch(url)
  return response.status
}

test.group('npm start | the trial on the production build', (group) => {
  const sqlitePath = `tmp/first-start-test-${process.pid}.sqlite3`
  group.each.timeout(600_000)
  group.teardown(() => {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(join(app.appRoot.pathname, `${sqlitePath}${suffix}`), { force: true })
    }
    rmSync(join(app.appRoot.pathname, `${sqlitePath}-storage`), { recursive: true, force: true })
  })

  test('answers, seeds the demo users and imports their history in the background', async ({
    assert,
    cleanup,
  }) => {
    const root = app.appRoot.pathname
    const port = await freePort()
    let started = npmStart(port, sqlitePath)
    cleanup(() => stop(started))
    const baseUrl = `http://127.0.0.1:${port}`

    const buildMinutes = staleReason(root, join(root, 'build')) ? 10 : 2
    await until(
      'the trial server to answer GET / with 200',
      async () => (await status(`${baseUrl}/`)) === 200,
      buildMinutes * 60_000,
      100
    ).catch((error) => {
      throw new Error(`${error.message}\n--- output ---\n${started.output()}`)
    })
    const landingResponse = await fetch(`${baseUrl}/`)
    const landing = await landingResponse.text()
    assert.include(landing, 'Train smarter with a coach that knows your running.')
    // Development, not production: the mailbox is served.
    assert.equal(await status(`${baseUrl}/dev/mailbox`), 200)
    // Built assets, not the Vite dev server.
    assert.match(landing, /src="\/assets\/[^"]+\.js"/)
    assert.notInclude(landing, '@vite/client')

    const client = new CookieClient(baseUrl)
    await client.signIn('athlete@pacewise.test', 'pacewise')
    const admin = new CookieClient(baseUrl)
    await admin.signIn('admin@pacewise.test', 'pacewise')

    await until(
      'the demo history import to finish',
      async () => {
        const props = await dashboard(client)
        if (props.demoImport) {
          assert.isAtMost(props.demoImport.processed, props.demoImport.total)
        }
        return props.demoImport === null && props.hasActivities
      },
      5 * 60_000,
      250
    )
    // The trial's own database file, read directly.
    db.manager.add('first_start', {
      client: 'better-sqlite3',
      connection: { filename: join(root, sqlitePath) },
      useNullAsDefault: true,
    })
    cleanup(() => db.manager.close('first_start'))
    const counts = async () => {
      const trial = db.connection('first_start')
      const activities = await trial.from('activities').count('* as total')
      const jobs = await trial.from('import_jobs').where('kind', 'demo').select('imported')
      return {
        activities: Number(activities[0].total),
        jobs: jobs.length,
        imported: Number(jobs[0]?.imported),
      }
    }
    const first = await counts()
    assert.isAbove(first.activities, 0)
    assert.equal(first.jobs, 1)
    assert.equal(first.imported, first.activities)

    // A second start finds the import done and imports nothing twice.
    await stop(started)
    started = npmStart(port, sqlitePath)
    await until(
      'the second start to answer',
      async () => (await status(`${baseUrl}/`)) === 200,
      2 * 60_000,
      100
    )
    await until(
      'the second importer to find the history imported',
      () => started.output().includes('(0 in this run)'),
      2 * 60_000,
      100
    )
    assert.deepEqual(await counts(), first)
    const again = await dashboard(client)
    assert.isNull(again.demoImport)
    assert.isTrue(again.hasActivities)
  })
    // The trial always runs on its own SQLite file (bin/start.js), whatever database the suite
    // runs on: the PostgreSQL + Redis pass would start the same trial again.
    .skip(process.env.DB_CONNECTION === 'pg', 'the trial runs on SQLite; run on the SQLite pass')
})
