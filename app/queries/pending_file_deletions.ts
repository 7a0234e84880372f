import db from '@adonisjs/lucid/services/db'

/* Reads of pending_file_deletions: the files of deleted accounts still on the Drive disk. */

export interface PendingFileDeletion {
  id: number
  kind: 'file' | 'folder'
  fileKey: string
  attempts: number
}

/** The next `limit` entries after `afterId`, oldest first. */
export async function pendingFileDeletionsAfter(afterId: number, limit: number) {
  const rows = await db
    .from('pending_file_deletions')
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .select('id', 'kind', 'file_key', 'attempts')
  return rows.map((row): PendingFileDeletion => ({
    id: Number(row.id),
    kind: row.kind,
    fileKey: row.file_key,
    attempts: Number(row.attempts),
  }))
}

/** Whether any entry is still waiting (checked when a process starts). */
export async function hasPendingFileDeletions() {
  const row = await db.from('pending_file_deletions').select('id').first()
  return row !== null && row !== undefined
}
