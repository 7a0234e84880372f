import AuditLog from '#models/audit_log'
import type User from '#models/user'

/**
 * One admin audit log entry: who did what to whom, from where.
 */
export default async function recordAdminAction(input: {
  admin: User
  action: string
  subject: User | null
  details?: Record<string, unknown> | null
  ip?: string | null
}) {
  return AuditLog.create({
    actorId: input.admin.id,
    actorLabel: input.admin.email,
    action: input.action,
    subjectUserId: input.subject?.id ?? null,
    subjectLabel: input.subject?.email ?? null,
    details: input.details ?? null,
    ip: input.ip ?? null,
  })
}
