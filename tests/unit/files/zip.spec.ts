import { test } from '@japa/runner'
import { gzipSync, strToU8, zipSync } from 'fflate'
import {
  MAX_ARCHIVE_ENTRY_BYTES,
  MAX_ARCHIVE_FILES,
  MAX_ARCHIVE_TOTAL_BYTES,
  MAX_COMPRESSION_RATIO,
  extractArchive,
  listArchive,
} from '#domain/files/zip'
import { zipOfZeros } from '#tests/support/activity_files'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { fixture, syntheticActivity } from '#tests/unit/files/helpers'

/** Patches every central-directory "uncompressed size" to `size`, as a lying archive would. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice()
  const view = new DataView(out.buffer)
  for (let i = 0; i + 46 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true)
    if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, size, true)
  }
  return out
}

test.group('ZIP archives', () => {
  test('exports sensible default limits', ({ assert }) => {
    assert.equal(MAX_ARCHIVE_FILES, 5000)
    assert.equal(MAX_ARCHIVE_TOTAL_BYTES, 2 * 1024 ** 3)
    assert.equal(MAX_ARCHIVE_ENTRY_BYTES, 50_000_000)
  })

  test('a Strava-style export: gunzips .gz, keeps base names, skips media and junk', ({
    assert,
  }) => {
    const fit = encodeFitActivity(syntheticActivity(30))
    const gpx = fixture('strava_run.gpx')
    const zip = zipSync({
      'activities/123.fit.gz': gzipSync(fit),
      'activities/124.gpx.gz': gzipSync(gpx),
      'activities/125.tcx': fixture('garmin_run.tcx'),
      'activities/126.FIT': fit,
      'other/123.fit': fit,
      'activities.csv': strToU8('id,name\n123,Run\n'),
      'media/photo.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0]),
      '__MACOSX/activities/._123.fit': new Uint8Array([1, 2]),
      '.DS_Store': new Uint8Array([1]),
      'activities/': new Uint8Array(),
    })
    const result = extractArchive(zip)
    assert.deepEqual(
      result.entries.map((e) => e.name),
      ['123.fit', '124.gpx', '125.tcx', '126.FIT', '123 (2).fit']
    )
    assert.deepEqual(result.entries[0].bytes, fit)
    assert.deepEqual(result.entries[1].bytes, gpx)
    assert.deepEqual(result.rejected, [])
    assert.deepEqual(result.errors, [])
    assert.equal(result.skippedCount, 2)
  })

  test('rejects path traversal, absolute and backslash names per entry', ({ assert }) => {
    const bytes = strToU8('<gpx/>')
    const zip = zipSync({
      '../evil.gpx': bytes,
      'a/../../evil2.gpx': bytes,
      '/etc/evil.gpx': bytes,
      'C:/evil.gpx': bytes,
      'dir\\evil.gpx': bytes,
      'fine.gpx': bytes,
    })
    const result = extractArchive(zip)
    assert.deepEqual(
      result.entries.map((e) => e.name),
      ['fine.gpx']
    )
    assert.deepEqual(
      result.rejected.map((r) => r.name),
      ['../evil.gpx', 'a/../../evil2.gpx', '/etc/evil.gpx', 'C:/evil.gpx', 'dir\\evil.gpx']
    )
    assert.isTrue(result.rejected.every((r) => r.error.length > 0))
  })

  test('a ZIP bomb is stopped at the per-entry cap, even when its header lies', ({ assert }) => {
    const zeros = new Uint8Array(20 * 1024 * 1024)
    const zip = zipSync({ 'bomb.fit': zeros, 'ok.gpx': fixture('strava_run.gpx') }, { level: 9 })
    assert.isBelow(zip.length, 100_000)
    const honest = extractArchive(zip, { maxEntryBytes: 1_000_000 })
    assert.deepEqual(honest.rejected, [
      { name: 'bomb.fit', error: 'The file is larger than 1 MB uncompressed.' },
    ])
    const lying = extractArchive(lieAboutSizes(zip, 100), { maxEntryBytes: 1_000_000 })
    assert.deepEqual(
      lying.rejected.map((r) => r.error),
      ['The file is larger than 1 MB uncompressed.']
    )
    assert.deepEqual(
      lying.entries.map((e) => e.name),
      ['ok.gpx']
    )
  })

  test('a gzip bomb inside the archive is capped after gunzip too', ({ assert }) => {
    const zip = zipSync({ 'a.fit.gz': gzipSync(new Uint8Array(10 * 1024 * 1024)) })
    const result = extractArchive(zip, { maxEntryBytes: 1_000_000 })
    assert.match(result.rejected[0].error, /larger than 1 MB/)
  })

  test('stops at the total size and file count caps', ({ assert }) => {
    const file = new Uint8Array(400_000).fill(7)
    const zip = zipSync({ 'a.fit': file, 'b.fit': file, 'c.fit': file })
    const bySize = extractArchive(zip, { maxTotalBytes: 1_000_000 })
    assert.lengthOf(bySize.entries, 2)
    assert.match(bySize.errors[0], /uncompressed; the rest was not read/)
    const byCount = extractArchive(zip, { maxFiles: 2 })
    assert.lengthOf(byCount.entries, 2)
    assert.match(byCount.errors[0], /more than 2 activity files/)
  })

  test('a bomb is refused by its compression ratio, from its header or while inflating', ({
    assert,
  }) => {
    assert.equal(MAX_COMPRESSION_RATIO, 100)
    const bomb = zipOfZeros(3, 8 * 1024 ** 2)
    assert.isBelow(bomb.length, 30_000)
    const honest = extractArchive(bomb)
    assert.lengthOf(honest.entries, 0)
    assert.lengthOf(honest.rejected, 3)
    for (const entry of honest.rejected) assert.match(entry.error, /more than 100 times.*ZIP bomb/)

    const lying = zipOfZeros(3, 8 * 1024 ** 2, 1000)
    const listed = listArchive(lying)
    assert.lengthOf(listed.entries, 3, 'the header alone looks harmless')
    const result = extractArchive(lying)
    assert.lengthOf(result.entries, 0)
    assert.deepEqual(
      result.rejected.map((entry) => entry.name),
      ['bomb-1.fit', 'bomb-2.fit', 'bomb-3.fit']
    )
    for (const entry of result.rejected) assert.match(entry.error, /ZIP bomb/)
  })

  test('many small entries under the per-entry floor still meet the archive ratio cap', ({
    assert,
  }) => {
    // 40 entries of 1 MiB of zeros: each is under the 1 MiB floor, together 40 MiB from ~45 KB.
    const zip = zipOfZeros(40, 1024 ** 2)
    const listing = listArchive(zip)
    assert.equal(listing.maxTotalBytes, 16 * 1024 ** 2)
    const result = extractArchive(zip)
    assert.lengthOf(result.entries, 16)
    assert.match(result.errors[0], /more than 16 MiB of files uncompressed; the rest was not read/)
  })

  test('real activity files are far below the ratio cap', ({ assert }) => {
    const fit = encodeFitActivity(syntheticActivity(3600))
    const gpx = fixture('strava_run.gpx')
    const tcx = fixture('garmin_run.tcx')
    const result = extractArchive(zipSync({ 'a.fit': fit, 'b.gpx': gpx, 'c.tcx': tcx }))
    assert.deepEqual(result.rejected, [])
    assert.lengthOf(result.entries, 3)
  })

  test('damaged archives and damaged entries', ({ assert }) => {
    assert.deepEqual(extractArchive(strToU8('PK\x03\x04 not really')).errors, [
      'The ZIP archive is damaged or incomplete.',
    ])
    const zip = zipSync({ 'a.fit.gz': strToU8('not gzip at all') }, { level: 0 })
    assert.match(extractArchive(zip).rejected[0].error, /damaged/)
  })
})
