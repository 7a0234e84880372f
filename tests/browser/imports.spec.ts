import { test } from '@japa/runner'
import Activity from '#models/activity'
import ImportJob from '#models/import_job'
import { INLINE_ARCHIVE_MAX_FILES } from '#domain/files/import_limits'
import { syntheticFit, zipOf } from '#tests/support/activity_files'
import {
  browserGroup,
  createUser,
  progressDone,
  RENDER_TIMEOUT,
  screenshotPath,
  signIn,
  waitForHeading,
  watchBrowser,
} from './support.js'

test.group('Imports | a bulk archive', (group) => {
  browserGroup(group)

  test('a ZIP of more than 50 files imports in the background; leaving and coming back shows it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const browserConsole = await watchBrowser(browserContext)
    const user = await createUser({ fullName: 'Bulk Importer' })
    const count = INLINE_ARCHIVE_MAX_FILES + 10
    const entries: Record<string, Uint8Array> = {}
    for (let i = 0; i < count; i++) {
      const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)
      entries[`export/activities/${1000 + i}.fit`] = syntheticFit({
        startTime: `${day}T06:30:00.000Z`,
        durationSeconds: 900,
        serialNumber: 500 + i,
      })
    }
    entries['export/activities/broken.fit'] = Buffer.from('this is not a FIT file')
    entries['export/profile.csv'] = Buffer.from('name\nBulk\n')

    const page = await signIn(visit, user.email)
    await page.goto('/profile/apps')
    await waitForHeading(page, 'Profile')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose files…' }).click()
    const fileChooser = await chooser
    await fileChooser.setFiles([
      { name: 'export.zip', mimeType: 'application/zip', buffer: zipOf(entries) },
    ])
    await page.getByText('Queued, see progress below').waitFor({ timeout: RENDER_TIMEOUT })

    // Leave at once, then come back: the import is still listed, with its progress.
    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await waitForHeading(page, /^Hello, /)
    await page.goto('/profile/apps')
    await waitForHeading(page, 'Profile')
    const job = page.getByText(/^export\.zip:/)
    await job.waitFor({ timeout: RENDER_TIMEOUT })
    await page.getByText('export.zip: done').waitFor({ timeout: 60_000 })
    await page.getByText(`${count} imported · 0 already there · 1 not imported`).waitFor()
    await page.getByText('Files not imported').click()
    await page.getByText(/broken\.fit: /).waitFor()
    await progressDone(page)
    await page.screenshot({ path: await screenshotPath('import-bulk-done.png'), fullPage: true })

    const stored = await Activity.query().where('user_id', user.id).count('* as total')
    assert.equal(Number(stored[0].$extras.total), count)
    const record = await ImportJob.findByOrFail('user_id', user.id)
    assert.equal(record.status, 'done')

    // The list has them.
    await page.getByRole('link', { name: 'See your activities' }).click()
    await waitForHeading(page, 'Activities')
    browserConsole.assertNone(assert)
  }).timeout(120_000)
})
