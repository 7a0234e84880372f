import { randomBytes } from 'node:crypto'
import { open, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where an upload could have been left: the app's upload folder (recursively) and the OS
 * temp folder, where the body parser wrote every file part before docs/security.md#uploads.
 * Other processes write to the OS temp folder too, so a file counts only if it is at least
 * as new as `since` and starts like the upload (a whole copy or the part a crash left).
 */
export async function copiesOf(
  upload: Buffer,
  options: { folders: string[]; since: number }
): Promise<string[]> {
  const found: string[] = []
  for (const folder of [...options.folders, tmpdir()]) {
    const recursive = folder !== tmpdir()
    for (const path of await filesIn(folder, recursive)) {
      if (await startsLike(path, upload, options.since)) found.push(path)
    }
  }
  return found
}

/** Every file under a folder (or only its own files), as paths; none if it does not exist. */
export async function filesIn(folder: string, recursive = true): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Random bytes that start a blob, so that its copies can be told from anything else. */
export function markedBlob(bytes: number) {
  const blob = Buffer.alloc(bytes, 0x61)
  randomBytes(64).copy(blob)
  return blob
}

async function startsLike(path: string, upload: Buffer, since: number) {
  const info = await stat(path).catch(() => null)
  if (!info || info.size === 0 || info.size > upload.length || info.mtimeMs < since - 1000) {
    return false
  }
  const handle = await open(path, 'r').catch(() => null)
  if (!handle) return false
  try {
    const length = Math.min(info.size, 4096)
    const head = Buffer.alloc(length)
    const { bytesRead } = await handle.read(head, 0, length, 0)
    return bytesRead === length && head.equals(upload.subarray(0, length))
  } finally {
    await handle.close()
  }
}
