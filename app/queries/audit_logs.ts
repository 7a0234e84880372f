import AuditLog from '#models/audit_log'

/* Reads of audit_logs: what admins did, newest first. */

/** The latest entries, for the admin dashboard. */
export function latestAuditEntries(limit: number) {
  return AuditLog.query().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit)
}

/** The latest entries about one user, for their admin page. */
export function auditEntriesAbout(userId: number, limit: number) {
  return AuditLog.query()
    .where('subjectUserId', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}
