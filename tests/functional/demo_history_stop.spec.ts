import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import Activity from '#models/activity'
import ImportJob from '#models/import_job'
import { SeedDemoHistory } from '#database/demo/seed_demo_history'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup } from './helpers.js'

/*
| `node ace demo:import` stops on SIGTERM between two files (its terminating hook aborts the
| run before the database closes) and the next run resumes it: the stop itself, through the
| signal the command passes, and the resumed run that finishes with every file once.
*/
test.group('Demo history | stopping and resuming', (group) => {
  functionalGroup(group)

  test('a stopped run keeps its files and progress, and the next run imports every file once', async ({
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const cacheDir = await mkdtemp(join(tmpdir(), 'pacewise-demo-'))
    cleanup(() => rm(cacheDir, { recursive: true, force: true }))
    const input = {
      userId: user.id,
      timeZone: 'Europe/Paris',
      history: 'fixture' as const,
      todayIso: '2026-11-27',
      cacheDir,
    }

    // Stopped while the files are written: once the first is on disk.
    const stop = new AbortController()
    const stopped = new SeedDemoHistory().handle({
      ...input,
      signal: stop.signal,
      onProgress: (message) => {
        if (message.startsWith('Demo training files: 1 /')) stop.abort()
      },
    })
    await assert.rejects(() => stopped, /aborted/i)
    const activitiesOf = async () => {
      const activities = await Activity.query().where('user_id', user.id)
      return activities.length
    }
    const job = await ImportJob.query().where('user_id', user.id).firstOrFail()
    assert.equal(job.status, 'queued')
    assert.equal(await activitiesOf(), 0)
    const [historyDir] = await readdir(cacheDir)
    const names = await readdir(join(cacheDir, historyDir))
    const written = names.filter((name) => name.endsWith('.fit'))

    // The next run writes the rest and imports them all, once.
    const { imported, job: done } = await new SeedDemoHistory().handle(input)
    assert.isNotNull(done)
    assert.equal(done!.status, 'done')
    assert.equal(done!.processed, done!.total)
    assert.lengthOf(written, 1, 'the first run stopped after its first file')
    assert.isAbove(done!.total, 1)
    assert.equal(imported, done!.imported)
    assert.equal(await activitiesOf(), done!.imported)
    assert.equal(done!.imported + done!.duplicates + done!.rejected, done!.total)
  })
})
