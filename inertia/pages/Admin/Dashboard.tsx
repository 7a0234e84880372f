import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import { ChartWithTable, Definitions, formatDateTime } from '~/components/admin/admin_parts'
import {
  AuditLogTable,
  DASHBOARD_DEFINITIONS,
  DashboardStats,
} from '~/components/admin/dashboard_parts'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'

type Props = InferPageProps<AdminController, 'dashboard'>

/** The admin's view of the whole app: figures, sign-ups per week, the audit log. */
export default function AdminDashboard(props: Props) {
  const { signupsPerWeek, auditLog } = props
  const labels = useMemo(() => signupsPerWeek.map((week) => week.week.slice(5)), [signupsPerWeek])
  const values = useMemo(() => signupsPerWeek.map((week) => week.count), [signupsPerWeek])
  const formatCount = useCallback((value: number) => String(Math.round(value)), [])
  const signupsTotal = values.reduce((sum, value) => sum + value, 0)

  return (
    <>
      <Head title="Admin dashboard" />
      <PageHeader title="Admin dashboard">As of {formatDateTime(props.generatedAt)}.</PageHeader>
      <DashboardStats {...props} />

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
        <AuditLogTable entries={auditLog} />
      </Card>

      <Card title="Definitions">
        <Definitions items={DASHBOARD_DEFINITIONS} />
      </Card>
    </>
  )
}
