import { DateTime } from 'luxon'
import { latestAuditEntries } from '#queries/audit_logs'
import queue from '#services/queue'
import { pusherServer } from '#realtime/main'
import { coachUsageSince } from '#queries/coach_messages'
import type { AdminDashboardDto } from '#dtos/admin'
import { activityFiguresSince } from '#queries/activities'
import { accountCounts, signupsPerWeekSince } from '#queries/users'

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

    const [users, signups, activities, coach, queueStats, audit] = await Promise.all([
      accountCounts(),
      signupsPerWeekSince(firstWeek),
      activityFiguresSince(weekAgo),
      coachUsageSince(weekAgo),
      queue.stats(),
      latestAuditEntries(20),
    ])

    const signupsPerWeek = Array.from({ length: SIGNUP_WEEKS }, (_, index) => {
      const week = firstWeek.plus({ weeks: index }).toISODate()!
      return { week, count: signups.get(week) ?? 0 }
    })

    return {
      generatedAt: now.toISO()!,
      users,
      signupsPerWeek,
      weeklyActiveAthletes: activities.activeAthletes,
      activities: {
        total: activities.total,
        last7Days: activities.addedSince,
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
