import { open, readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'

/*
 * The read stage of an import (docs/decisions/066-one-import-flow.md): an upload's or a stored
 * archive's bytes, in memory a worker can take without a copy.
 */

/** The first bytes of a file, enough to recognise a ZIP. */
export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const head = new Uint8Array(4)
    const { bytesRead } = await handle.read(head, 0, 4, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * A file's bytes in a buffer of their own (transferable to a worker), without the copy that
 * `new Uint8Array(buffer)` makes: on the event loop, that copy of a 25 MB upload costs hundreds
 * of milliseconds (docs/decisions/061-event-loop-budget.md).
 */
export async function readOwn(path: string): Promise<Uint8Array> {
  const buffer = await readFile(path)
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/**
 * A file read into shared memory, so that every worker task on it (the directory, each
 * entry) sees the same bytes without a copy.
 */
export async function readShared(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const { size } = await handle.stat()
    const bytes = new Uint8Array(new SharedArrayBuffer(size))
    let offset = 0
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, size - offset, offset)
      if (bytesRead === 0) break
      offset += bytesRead
    }
    return offset === size ? bytes : bytes.subarray(0, offset)
  } finally {
    await handle.close()
  }
}

/**
 * A stored archive streamed into shared memory a chunk at a time: copying the whole file at
 * once into fresh memory would hold the event loop for hundreds of milliseconds on a 20 MB
 * archive (docs/decisions/061-event-loop-budget.md).
 */
export async function readSharedFromDrive(key: string): Promise<Uint8Array> {
  const disk = drive.use()
  const { contentLength } = await disk.getMetaData(key)
  const shared = new Uint8Array(new SharedArrayBuffer(contentLength))
  let offset = 0
  for await (const chunk of await disk.getStream(key)) {
    const bytes = chunk as Uint8Array
    if (offset + bytes.byteLength > contentLength) throw new Error(`${key} grew while read`)
    shared.set(bytes, offset)
    offset += bytes.byteLength
  }
  return offset === contentLength ? shared : shared.subarray(0, offset)
}
