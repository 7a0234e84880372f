import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type User from '#models/user'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/user_factory'
import { CookieClient } from '#tests/support/cookie_client'
import { rawUpload } from '#tests/support/raw_upload'
import { copiesOf, filesIn, markedBlob } from '#tests/support/upload_copies'
import { until } from '#tests/support/wait_for'

/**
 * A server killed with SIGKILL in the middle of an upload leaves the part it was writing;
 * the next start removes it, and keeps what a live process owns (docs/security.md#uploads).
 * The server is a real child process (`bin/server.ts`, as in production) on the test
 * database, with its own upload folder.
 */

interface Started {
  child: ChildProcess
  output: () => string
  exit: Promise<unknown>
}

const children = new Set<ChildProcess>()
const killChildren = () => {
  for (const child of children) child.kill('SIGKILL')
}
process.once('exit', killChildren)

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startServer(port: number, uploadsDir: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', 'bin/server.ts'],
    {
      cwd: app.appRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        SESSION_DRIVER: 'cookie',
        UPLOADS_TMP_DIR: uploadsDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  children.add(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exit = new Promise((resolve) =>
    child.on('exit', () => {
      children.delete(child)
      resolve(null)
    })
  )
  await until(
    `the server on port ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error('exited')
      const response = await fetch(`http://127.0.0.1:${port}/health`)
      await response.arrayBuffer()
      return response.status === 200
    },
    120_000,
    100
  ).catch((error) => {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${output}`)
  })
  return { child, output: () => output, exit }
}

test.group('Uploads: a crash mid-upload', (group) => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'pacewise-uploads-'))
  let user: User | null = null
  group.setup(async () => {
    user = await UserFactory.create()
  })
  group.teardown(async () => {
    killChildren()
    await user?.delete()
    rmSync(uploadsDir, { recursive: true, force: true })
  })

  test('SIGKILL mid-upload leaves a part file; the next start removes it, a live process keeps its own', async ({
    assert,
  }) => {
    const port = await freePort()
    const first = await startServer(port, uploadsDir)
    const browser = new CookieClient(`http://127.0.0.1:${port}`)
    await browser.signIn(user!.email, FACTORY_PASSWORD)

    const since = Date.now()
    const blob = markedBlob(8 * 1024 ** 2)
    const upload = rawUpload(
      `${browser.baseUrl}/activities/import`,
      { 'Cookie': browser.cookieHeader(), 'X-CSRF-TOKEN': browser.csrfToken! },
      'bulk.zip'
    )
    upload.request.write(blob.subarray(0, 1024 ** 2))
    const copies = () => copiesOf(blob, { folders: [uploadsDir], since })
    await until('the first megabyte on disk', async () => {
      const found = await copies()
      return found.length === 1
    })
    const [partial] = await copies()

    first.child.kill('SIGKILL')
    await first.exit
    upload.request.destroy()
    assert.isTrue(existsSync(partial), 'the killed server left its part file')

    // This test runner's own folder on this host: a live process's, not the new server's to remove.
    const live = join(uploadsDir, `${process.pid}-0a1b2c3d@${hostname()}`)
    mkdirSync(live)
    writeFileSync(join(live, 'in-progress'), 'still being written')

    const second = await startServer(port, uploadsDir)
    assert.deepEqual(await copies(), [], second.output())
    assert.deepEqual(await filesIn(uploadsDir), [join(live, 'in-progress')])

    second.child.kill('SIGTERM')
    await second.exit
  }).timeout(300_000)
})
