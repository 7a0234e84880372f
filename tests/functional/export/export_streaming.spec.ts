import { randomUUID } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { strFromU8, unzipSync } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { importActivityFile } from '#tests/support/import_file'
import BuildDataExport, { exportKey } from '#actions/export/build_data_export'
import { syntheticFit } from '#tests/support/activity_files'
import db from '@adonisjs/lucid/services/db'
import queue from '#services/queue'
import { functionalGroup, queuedMailsTo } from '../helpers.js'

const ACTIVITIES = 10
const HIGH_WATER_MARK_BYTES = 64 * 1024
/** The mark plus one command's output (a 64 KiB slice of a file, or one activity's streams). */
const BUFFER_BOUND_BYTES = 4 * HIGH_WATER_MARK_BYTES

/**
 * Watches what the build hands to Drive: the largest single write, and every byte, whether
 * it comes as one buffer (`put`) or as a stream (`putStream`).
 */
function watchDiskWrites() {
  const disk = drive.use()
  const seen = { largestWriteBytes: 0, totalBytes: 0 }
  const put = disk.put.bind(disk)
  const putStream = disk.putStream.bind(disk)
  disk.put = async (key, contents, options) => {
    const bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength
    seen.largestWriteBytes = Math.max(seen.largestWriteBytes, bytes)
    seen.totalBytes += bytes
    return put(key, contents, options)
  }
  disk.putStream = async (key, contents: Readable, options) => {
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen.largestWriteBytes = Math.max(seen.largestWriteBytes, chunk.byteLength)
        seen.totalBytes += chunk.byteLength
        done(null, chunk)
      },
    })
    contents.on('error', (error) => counted.destroy(error))
    return putStream(key, contents.pipe(counted), options)
  }
  return {
    seen,
    restore: () => {
      disk.put = put
      disk.putStream = putStream
    },
  }
}

test.group('Data export | streamed to Drive', (group) => {
  functionalGroup(group)

  test('the ZIP is written in bounded pieces, never held whole, and is complete', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const activityIds: number[] = []
    for (let day = 1; day <= ACTIVITIES; day++) {
      const imported = await importActivityFile({
        userId: user.id,
        fileName: `run ${day}.fit`,
        bytes: new Uint8Array(
          syntheticFit({
            startTime: DateTime.utc().minus({ days: day }).set({ hour: 7 }).toISO()!,
            durationSeconds: 7200,
            speedMps: 3 + day / 10,
          })
        ),
      })
      if (imported.status !== 'imported') throw new Error(`import: ${imported.status}`)
      activityIds.push(imported.activityId!)
    }

    const watch = watchDiskWrites()
    const exportId = randomUUID()
    let built: Awaited<ReturnType<BuildDataExport['handle']>>
    try {
      built = await new BuildDataExport().handle({
        userId: user.id,
        exportId,
        highWaterMarkBytes: HIGH_WATER_MARK_BYTES,
      })
    } finally {
      watch.restore()
    }

    // The ZIP is many times the bound, yet no more than the bound waited in memory at once.
    assert.isAbove(watch.seen.totalBytes, 6 * BUFFER_BOUND_BYTES)
    assert.isAtMost(watch.seen.largestWriteBytes, BUFFER_BOUND_BYTES)
    assert.isAtMost(built!.peakBufferedBytes, BUFFER_BOUND_BYTES)
    const stored = await drive.use().getBytes(exportKey(user.id, exportId))
    assert.equal(stored.byteLength, watch.seen.totalBytes)

    const zip = unzipSync(new Uint8Array(stored))
    const activities = JSON.parse(strFromU8(zip['activities/activities.json']))
    assert.sameMembers(
      activities.map((row: { id: number }) => row.id),
      activityIds
    )
    for (const id of activityIds) {
      const streams = JSON.parse(strFromU8(zip[`activities/streams/${id}.json`]))
      assert.isAtLeast(streams.time.length, 7000)
      assert.exists(
        Object.keys(zip).find((name) => name.startsWith(`activities/files/${id}-`)),
        `original file of ${id}`
      )
    }
    assert.isAbove(JSON.parse(strFromU8(zip['activities/best_efforts.json'])).length, 0)
    assert.isAbove(JSON.parse(strFromU8(zip['progress/daily_loads.json'])).length, 0)
    assert.sameMembers(Object.keys(zip), built!.entries)
  }).timeout(120_000)
})

test.group('Data export | a failed build', (group) => {
  functionalGroup(group)

  test('leaves no file and frees the athlete for another request', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const disk = drive.use()
    await disk.deleteAll(`users/${user.id}/exports`)
    const putStream = disk.putStream.bind(disk)
    // The store fails after the first bytes, as a full disk or a dropped S3 upload would.
    disk.putStream = async (key, contents: Readable, options) => {
      const failing = new Transform({
        transform(_chunk: Buffer, _encoding, done) {
          done(new Error('disk full'))
        },
      })
      return putStream(key, contents.pipe(failing), options)
    }
    const ask = () =>
      client.post('/profile/export').loginAs(user).withCsrfToken().withInertia().redirects(0)
    try {
      const first = await ask()
      assert.exists(first.flashMessages()?.success)
      await queue.drain()
    } finally {
      disk.putStream = putStream
    }
    const rows = await db.from('data_exports').where('user_id', user.id)
    assert.deepEqual(
      rows.map((row) => [row.status, row.in_flight_user_id]),
      [['failed', null]]
    )
    const listed = await disk.listAll(`users/${user.id}/exports`, { recursive: true })
    assert.lengthOf([...listed.objects], 0, 'no partial ZIP left')
    assert.lengthOf(queuedMailsTo(user.email), 0)

    const again = await ask()
    assert.exists(again.flashMessages()?.success, 'a new request is accepted')
    await queue.drain()
    assert.lengthOf(queuedMailsTo(user.email), 1)
  }).timeout(60_000)
})
