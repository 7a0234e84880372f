import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import { ChartWithTable, Definitions, Stat, formatDateTime } from '~/components/admin/admin_parts'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'

type Props = InferPageProps<AdminController, 'dashboard'>

export default function AdminDashboard(props: Props) {
  const { users, signupsPerWeek, activities, coach, queue, realtime, auditLog } = props
  const labels = useMemo(() => signupsPerWeek.map((week) => week.week.slice(5)), [signupsPerWeek])
  const values = useMemo(() => signupsPerWeek.map((week) => week.count), [signupsPerWeek])
  const formatCount = useCallback((value: number) => String(Math.round(value)), [])
  const signupsTotal = values.reduce((sum, value) => sum + value, 0)
  const coachUsed = coach.modelMessages + coach.offlineMessages > 0

  return (
    <>
      <Head title="Admin dashboard" />
      <PageHeader title="Admin dashboard">As of {formatDateTime(props.generatedAt)}.</PageHeader>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Users"
          value={users.total}
          hint={`${users.verified} verified · ${users.admins} ${users.admins === 1 ? 'admin' : 'admins'} · ${users.disabled} disabled`}
        />
        <Stat label="Weekly active athletes" value={props.weeklyActiveAthletes} />
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

      <Card
        title="Sign-ups per week"
        description={`${signupsTotal} accounts created in the last ${signupsPerWeek.length} weeks (weeks start on Monday, UTC).`}
      >
        <ChartWithTable
          labels={labels}
          values={values}
          label="Sign-ups per week"
          kind="bars"
          formatValue={formatCount}
          columns={['Week of (month-day)', 'Sign-ups']}
          emptyMessage="No sign-ups in these weeks."
        />
      </Card>

      <Card title="Audit log" description="The 20 most recent administrator actions.">
        {auditLog.length === 0 ? (
          <p className="text-sm text-gray-600">No administrator actions recorded yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-gray-500">
                  <th className="py-1 pr-3 font-medium">When</th>
                  <th className="py-1 pr-3 font-medium">Who</th>
                  <th className="py-1 pr-3 font-medium">Action</th>
                  <th className="py-1 font-medium">Subject</th>
                </tr>
              </thead>
              <tbody>
                {auditLog.map((entry) => (
                  <tr key={entry.id} className="border-t border-gray-100">
                    <td className="py-1 pr-3 whitespace-nowrap">
                      {formatDateTime(entry.createdAt)}
                    </td>
                    <td className="py-1 pr-3">{entry.actor}</td>
                    <td className="py-1 pr-3 font-mono text-xs">{entry.action}</td>
                    <td className="py-1">{entry.subject ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title="Definitions">
        <Definitions
          items={[
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
          ]}
        />
      </Card>
    </>
  )
}
