import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'
import { Stat, formatDateTime } from '~/components/admin/admin_parts'
import { AdminTable } from '~/components/admin/admin_table'

type Props = InferPageProps<AdminController, 'dashboard'>

/** The admin dashboard's headline figures, one tile each. */
export function DashboardStats({
  users,
  activities,
  coach,
  queue,
  realtime,
  weeklyActiveAthletes,
}: Pick<Props, 'users' | 'activities' | 'coach' | 'queue' | 'realtime' | 'weeklyActiveAthletes'>) {
  const coachUsed = coach.modelMessages + coach.offlineMessages > 0
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Users"
        value={users.total}
        hint={`${users.verified} verified · ${users.admins} ${users.admins === 1 ? 'admin' : 'admins'} · ${users.disabled} disabled`}
      />
      <Stat label="Weekly active athletes" value={weeklyActiveAthletes} />
      <Stat
        label="Activities imported"
        value={activities.total}
        hint={`${activities.last7Days} in the last 7 days`}
      />
      <Stat
        label="Coach replies (7 days)"
        value={coach.modelMessages + coach.offlineMessages}
        hint={
          coachUsed
            ? `${coach.modelMessages} by a model · ${coach.offlineMessages} offline · ${coach.athletes} athletes`
            : 'no coach usage recorded yet'
        }
      />
      <Stat
        label="Model cost (7 days)"
        value={`$${((coach.costMicroUsd ?? 0) / 1e6).toFixed(2)}`}
        hint={coachUsed ? 'estimated by the coach per reply' : 'no coach usage recorded yet'}
      />
      <Stat
        label="Queue depth"
        value={queue.waiting + queue.delayed + queue.active}
        hint={`${queue.waiting} waiting · ${queue.delayed} delayed · ${queue.active} running · ${queue.failed} failed (${queue.driver})`}
      />
      <Stat label="Realtime connections" value={realtime.connections} hint="this process" />
    </div>
  )
}

/** The latest administrator actions over every user. */
export function AuditLogTable({ entries }: { entries: Props['auditLog'] }) {
  return (
    <AdminTable
      empty="No administrator actions recorded yet."
      columns={[
        { title: 'When', cellClassName: 'whitespace-nowrap' },
        { title: 'Who' },
        { title: 'Action', cellClassName: 'font-mono text-xs' },
        { title: 'Subject' },
      ]}
      rows={entries.map((entry) => ({
        key: entry.id,
        cells: [formatDateTime(entry.createdAt), entry.actor, entry.action, entry.subject ?? ''],
      }))}
    />
  )
}

/** What each figure of the admin dashboard counts, written under it. */
export const DASHBOARD_DEFINITIONS: [string, string][] = [
  ['Users', 'Every account, including admins and disabled accounts.'],
  [
    'Weekly active athletes',
    'Distinct accounts with at least one activity that started, or was imported or entered, in the last 7 days (rolling, from now). Sign-ins alone are not recorded, so they do not count.',
  ],
  [
    'Activities imported',
    'Every stored activity (files, Strava and entered by hand); the last 7 days count by when it was stored.',
  ],
  [
    'Coach replies and model cost',
    'Replies of the coach in the last 7 days, split into hosted-model and offline replies, and the model cost the coach recorded for them. Zero until the coach stores its messages.',
  ],
  [
    'Queue depth',
    'Background jobs waiting to run, delayed (due later) and running now; failed jobs are those BullMQ keeps (the in-process queue keeps none).',
  ],
  [
    'Realtime connections',
    'Open WebSocket connections on the app process that answered this page.',
  ],
]
