import AuditLog from '#models/audit_log'
import User from '#models/user'

/**
 * The figures the admin dashboard has today: accounts and the audit log.
 */
export default class AdminOverview {
  async handle() {
    const [totals] = await User.query()
      .count('* as total')
      .select(
        User.query().client.raw(
          'SUM(CASE WHEN email_verified_at IS NOT NULL THEN 1 ELSE 0 END) as verified'
        )
      )
      .select(User.query().client.raw(`SUM(CASE WHEN role = 'admin' THEN 1 ELSE 0 END) as admins`))
      .pojo<{
        total: number | string
        verified: number | string | null
        admins: number | string | null
      }>()
    const audit = await AuditLog.query()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
    return {
      users: {
        total: Number(totals.total),
        verified: Number(totals.verified ?? 0),
        admins: Number(totals.admins ?? 0),
      },
      auditLog: audit.map((entry) => ({
        id: entry.id,
        actor: entry.actorLabel,
        action: entry.action,
        subject: entry.subjectLabel,
        createdAt: entry.createdAt.toISO()!,
      })),
    }
  }
}
