import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DateTime } from 'luxon'
import type { Disk } from '@adonisjs/drive'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import db from '@adonisjs/lucid/services/db'
import { sqlTimestamp } from '#queries/sql_dialect'
import { userExists } from '#queries/users'
import queue from '#services/queue'
import uploadFolder from '#services/upload_folder'

/**
 * Where an athlete's files live on the Drive disk (fs or S3). Every key of a
 * user is under one of that user's folders, so that deleting the account can
 * remove the folders whatever was written last; see
 * docs/decisions/056-account-files-deleted-by-a-job.md.
 *
 * - `activities/<userId>/<uuid>.<format>`: original activity files;
 * - `imports/<userId>/<uuid>.zip`: archives waiting for the import job;
 * - `users/<userId>/exports/<uuid>.zip`: "download all my data" exports.
 */
export function userFileFolders(userId: number) {
  return [`activities/${userId}`, `imports/${userId}`, `users/${userId}`]
}

export function activityFileKey(userId: number, format: string) {
  return `activities/${userId}/${randomUUID()}.${format}`
}

export function importUploadKey(userId: number, importJobId: string) {
  return `imports/${userId}/${importJobId}.zip`
}

/** Where a user's data exports live (under the user's folder, removed with the account). */
export function exportFolder(userId: number) {
  return `users/${userId}/exports`
}

export function exportKey(userId: number, exportId: string) {
  return `${exportFolder(userId)}/${exportId}.zip`
}

/** An export's id (a UUID) as its download link carries it. */
export const EXPORT_ID_PATTERN = /^[0-9a-f-]{36}$/

/** The account was deleted while one of its files was being written. */
export class AccountGoneError extends Error {
  constructor(userId: number) {
    super(`account ${userId} no longer exists`)
  }
}

/**
 * Writes one file of an athlete, then checks that the athlete still exists.
 * A write that ends after the account's deletion has committed (an import or
 * export job still running) would otherwise outlive the sweep of the
 * account's folders: its key is queued for removal and AccountGoneError
 * thrown. A write that ended before is under a folder the sweep removes.
 */
export async function putUserFile(
  userId: number,
  key: string,
  write: (disk: Disk) => Promise<void>
) {
  if (!(await userExists(userId))) throw new AccountGoneError(userId)
  await write(drive.use())
  if (await userExists(userId)) return
  await db.table('pending_file_deletions').insert({
    kind: 'file',
    file_key: key,
    attempts: 0,
    created_at: sqlTimestamp(DateTime.now()),
  })
  await queue.dispatchFollowUp('files.purge', {})
  throw new AccountGoneError(userId)
}

/**
 * Removes every object under `folder/`. On the local disk that is one
 * directory. An object store matches prefixes as strings, so the folder
 * `activities/1` as a prefix would also match `activities/12/…` (and flydrive
 * strips a trailing slash): it is walked one level at a time (a listing with
 * the `/` delimiter) and each object deleted by its key.
 */
export async function deleteFolder(disk: Disk, folder: string): Promise<void> {
  if (disk.driver instanceof FSDriver) return disk.deleteAll(folder)
  let paginationToken: string | undefined
  do {
    const page = await disk.listAll(folder, { recursive: false, paginationToken })
    for (const object of page.objects) {
      if (object.isFile) await disk.delete(object.key)
      else await deleteFolder(disk, object.prefix)
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
}

/**
 * Writes a stream whose length is not known in advance (a ZIP being built). The local disk
 * takes it as it comes. An object store's single PUT needs the length first (the AWS SDK
 * refuses a stream without one), so there the stream is spooled to a file in this process's
 * upload folder (removed after, or swept at the next start after a crash,
 * docs/decisions/054-uploads-read-after-auth-and-removed.md) and sent with its length.
 */
export async function putStreamOfUnknownLength(disk: Disk, key: string, contents: Readable) {
  if (disk.driver instanceof FSDriver) return disk.putStream(key, contents)
  const spooled = await uploadFolder.newPath()
  try {
    await pipeline(contents, createWriteStream(spooled, { mode: 0o600 }))
    const { size } = await stat(spooled)
    await disk.putStream(key, createReadStream(spooled), { contentLength: size })
  } finally {
    await rm(spooled, { force: true })
  }
}
