import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import queue from '#services/queue'
import { pusherServer } from '#realtime/main'
import { sqlTimestamp } from '#queries/sql_dialect'
import CoachUsage from '#actions/admin/coach_usage'
import { weekStartSql } from '#queries/sql_dialect'
import type { AdminDashboardDto } from '#dtos/admin'
import { activeAthletesSince, activityCounts } from '#queries/activities'

/** Weeks of sign-ups on the chart. */
export const SIGNUP_WEEKS = 26

/**
 * The admin dashboard's figures at `now`: accounts, sign-ups per week, weekly
 * active athletes, imported activities, coach usage, queue depth, realtime
 * connections of this process and the recent audit log. Definitions are on the page.
 */
export default class AdminOverview {
  async handle({ now = DateTime.utc() }: { now?: DateTime } = {}): Promise<AdminDashboardDto> {
    const weekAgo = now.minus({ days: 7 })
    const firstWeek = now.startOf('week').minus({ weeks: SIGNUP_WEEKS - 1 })

    const [users, signups, active, activities, coach, queueStats, audit] = await Promise.all([
      db
        .from('users')
        .select(
          db.raw('COUNT(*) as total'),
          db.raw('SUM(CASE WHEN email_verified_at IS NOT NULL THEN 1 ELSE 0 END) as verified'),
          db.raw(`SUM(CASE WHEN role = 'admin' THEN 1 ELSE 0 END) as admins`),
          db.raw('SUM(CASE WHEN disabled_at IS NOT NULL THEN 1 ELSE 0 END) as disabled')
        )
        .first(),
      db
        .from('users')
        .where('created_at', '>=', sqlTimestamp(firstWeek))
        .select(db.raw(`${weekStartSql('created_at')} as week`), db.raw('COUNT(*) as total'))
        .groupByRaw('1'),
      activeAthletesSince(weekAgo),
      activityCounts(weekAgo),
      new CoachUsage().handle({ since: weekAgo }),
      queue.stats(),
      AuditLog.query().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(20),
    ])

    const perWeek = new Map<string, number>(
      signups.map((row: { week: string; total: number | string }) => [
        String(row.week),
        Number(row.total),
      ])
    )
    const signupsPerWeek = Array.from({ length: SIGNUP_WEEKS }, (_, index) => {
      const week = firstWeek.plus({ weeks: index }).toISODate()!
      return { week, count: perWeek.get(week) ?? 0 }
    })

    return {
      generatedAt: now.toISO()!,
      users: {
        total: Number(users?.total ?? 0),
        verified: Number(users?.verified ?? 0),
        admins: Number(users?.admins ?? 0),
        disabled: Number(users?.disabled ?? 0),
      },
      signupsPerWeek,
      weeklyActiveAthletes: active,
      activities: {
        total: activities.total,
        last7Days: activities.since,
      },
      coach,
      queue: queueStats,
      realtime: { connections: pusherServer.connectionCount },
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
