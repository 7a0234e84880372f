import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { MultipartStream } from '@adonisjs/core/types/bodyparser'
import type { UploadFolder } from '#services/upload_folder'

/**
 * The files one request wrote into the upload folder, and their removal when the request
 * ends (docs/security.md#uploads). `discard()` may come while a part is still being
 * written (the client went away, the size cap was passed): a write that ends after it
 * removes its own file, and a part that starts after it is not written at all.
 */
export class ReceivedUploads {
  #paths = new Set<string>()
  #discarded = false

  constructor(private folder: UploadFolder) {}

  /** The body parser's file handler: streams one part to a new file of this request. */
  async write(part: MultipartStream, reportChunk: (chunk: Buffer) => void) {
    if (this.#discarded) {
      part.resume()
      return {}
    }
    const tmpPath = await this.folder.newPath()
    this.#paths.add(tmpPath)
    try {
      // As the body parser's own handler does: every chunk is counted against the cap.
      part.pause()
      part.on('data', reportChunk)
      await pipeline(part, createWriteStream(tmpPath, { mode: 0o600 }))
    } catch (error) {
      await remove(tmpPath)
      throw error
    } finally {
      if (this.#discarded) await remove(tmpPath)
    }
    return { tmpPath }
  }

  /** Removes every file of this request; later writes remove theirs. Never throws; safe twice. */
  async discard() {
    this.#discarded = true
    const paths = [...this.#paths]
    this.#paths.clear()
    await Promise.all(paths.map(remove))
  }
}

/**
 * Removes a file, and never fails the request for it: a file that cannot be removed now
 * (a permission changed under us) is left to the sweep at the next start.
 */
async function remove(path: string) {
  await rm(path, { force: true }).catch(() => {})
}
