import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import {
  ChartWithTable,
  Definitions,
  formatDateTime,
  formatMoney,
} from '~/components/admin/admin_parts'
import {
  ChurnTable,
  OverviewStats,
  SubscribersTable,
  overviewDefinitions,
} from '~/components/admin/overview_parts'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'

type Props = InferPageProps<AdminController, 'subscriptions'>

/** Revenue and subscriber figures over every account, with their definitions. */
export default function SubscriptionsOverview(props: Props) {
  const { currency, mrrSeries, revenueSeries } = props
  const money = useCallback((cents: number) => formatMoney(cents, currency), [currency])
  const mrrLabels = useMemo(() => mrrSeries.map((point) => point.month), [mrrSeries])
  const mrrValues = useMemo(() => mrrSeries.map((point) => point.mrrCents), [mrrSeries])
  const revenueLabels = useMemo(() => revenueSeries.map((point) => point.month), [revenueSeries])
  const revenueValues = useMemo(
    () => revenueSeries.map((point) => point.collectedCents),
    [revenueSeries]
  )

  return (
    <>
      <Head title="Subscriptions overview" />
      <PageHeader title="Subscriptions overview">
        As of {formatDateTime(props.generatedAt)}; amounts in {currency.toUpperCase()}.
      </PageHeader>
      <OverviewStats props={props} money={money} />

      <Card title="MRR per month" description="At the end of each month; the current month now.">
        <ChartWithTable
          labels={mrrLabels}
          values={mrrValues}
          label="MRR"
          formatValue={money}
          columns={['Month', 'MRR']}
          emptyMessage="No recurring revenue in these 12 months."
        />
      </Card>

      <Card title="Subscribers by plan and status" description="Running subscriptions (not ended).">
        <SubscribersTable subscribers={props.subscribers} />
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Churn per month">
          <ChurnTable churn={props.churn} currentMonth={props.currentMonth} />
        </Card>
        <Card title="Collected per month" description="Paid invoices (Stripe's invoice.paid).">
          <ChartWithTable
            labels={revenueLabels}
            values={revenueValues}
            label="Collected"
            kind="bars"
            formatValue={money}
            columns={['Month', 'Collected']}
            emptyMessage="No paid invoices in these 12 months."
          />
        </Card>
      </div>

      <Card title="Definitions">
        <Definitions items={overviewDefinitions(props.conversion)} />
      </Card>
    </>
  )
}
