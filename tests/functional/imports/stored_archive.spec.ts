import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import { readSharedFromDrive } from '#services/upload_bytes'
import { functionalGroup } from '../helpers.js'

test.group('Import: a stored archive read back for the job', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('is read into shared memory chunk by chunk, byte for byte', async ({ assert }) => {
    // Several stream chunks (64 kB each) and a last, partial one.
    const stored = randomBytes(5 * 64 * 1024 + 123)
    await drive.use().put('imports/1/archive.zip', stored)
    const bytes = await readSharedFromDrive('imports/1/archive.zip')
    assert.instanceOf(bytes.buffer, SharedArrayBuffer)
    assert.equal(bytes.byteLength, stored.byteLength)
    assert.isTrue(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(stored))
  })

  test('an empty stored file gives no bytes', async ({ assert }) => {
    await drive.use().put('imports/1/empty.zip', new Uint8Array(0))
    const bytes = await readSharedFromDrive('imports/1/empty.zip')
    assert.equal(bytes.byteLength, 0)
  })
})
