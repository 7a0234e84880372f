import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseFit } from '#domain/files/fit'
import { COMPLETE_MARKER, REFERENCE_END_SUNDAY, ensureDemoFitFiles } from '#database/demo/fit_cache'
import { GENERATOR_VERSION, isoWeekday } from '#database/demo/training_history'

test.group('Demo FIT cache', (group) => {
  let cacheDir = ''
  group.each.setup(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'pacewise-demo-fit-'))
    return () => rm(cacheDir, { recursive: true, force: true })
  })

  test('week anchor: generated once, reused, moved by whole weeks to end at the end date', async ({
    assert,
  }) => {
    const endDateIso = '2026-03-04' // a Wednesday
    const options = { cacheDir, endDateIso, history: 'fixture' as const, seed: 3, weeks: 1 }
    const files = await ensureDemoFitFiles(options)
    // Tuesday and Wednesday of the fixture week; Thursday to Sunday are still to come.
    assert.deepEqual(
      files.map((file) => file.dateIso),
      ['2026-03-03', '2026-03-04']
    )
    const dir = dirname(files[0].path)
    assert.equal(
      dir.split('/').at(-1),
      `v${GENERATOR_VERSION}-3-ref${REFERENCE_END_SUNDAY}-w1-fixture`
    )
    // The whole reference week is cached, with the marker written last.
    const entries = await readdir(dir)
    const names = entries.sort()
    assert.lengthOf(names, 6)
    assert.include(names, COMPLETE_MARKER)
    for (const file of files) {
      assert.equal(file.shiftDays % 7, 0)
      assert.equal(isoWeekday(file.fileDateIso), isoWeekday(file.dateIso))
      const { activity } = parseFit(await readFile(file.path))
      assert.equal(activity!.startTime.slice(0, 10), file.fileDateIso)
    }

    // Another day: same files, no regeneration.
    const before = await stat(files[0].path)
    const later = await ensureDemoFitFiles({ ...options, endDateIso: '2026-03-15' })
    assert.lengthOf(later, 5)
    assert.equal(later[0].path, files[0].path)
    const after = await stat(files[0].path)
    assert.equal(after.mtimeMs, before.mtimeMs)
    assert.equal(later.at(-1)!.dateIso, '2026-03-15')
  }).timeout(10_000)

  test('a partial cache (no marker) is completed; exact anchor keys by end date', async ({
    assert,
  }) => {
    const options = {
      cacheDir,
      endDateIso: '2026-03-01',
      history: 'fixture' as const,
      seed: 5,
      weeks: 1,
      anchor: 'exact' as const,
    }
    const files = await ensureDemoFitFiles(options)
    assert.lengthOf(files, 5)
    assert.isTrue(files.every((file) => file.shiftDays === 0 && file.dateIso === file.fileDateIso))
    const dir = dirname(files[0].path)
    assert.match(dir, /v\d+-5-2026-03-01-w1-fixture$/)

    await rm(join(dir, COMPLETE_MARKER))
    await rm(files[2].path)
    const again = await ensureDemoFitFiles(options)
    assert.deepEqual(again, files)
    assert.isTrue(existsSync(files[2].path))
    assert.isTrue(existsSync(join(dir, COMPLETE_MARKER)))
  }).timeout(10_000)
})
