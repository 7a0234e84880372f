import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import {
  ChartWithTable,
  Definitions,
  PLAN_LABELS,
  STATUS_LABELS,
  Stat,
  formatDateTime,
  formatMoney,
  formatPercent,
} from '~/components/admin/admin_parts'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'

type Props = InferPageProps<AdminController, 'subscriptions'>

const PLAN_ORDER = ['premium_monthly', 'premium_yearly', 'free'] as const
const STATUS_ORDER = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const

export default function SubscriptionsOverview(props: Props) {
  const { currency, subscribers, conversion, lastMonthChurn } = props
  const money = useCallback((cents: number) => formatMoney(cents, currency), [currency])
  const mrrLabels = useMemo(() => props.mrrSeries.map((point) => point.month), [props.mrrSeries])
  const mrrValues = useMemo(() => props.mrrSeries.map((point) => point.mrrCents), [props.mrrSeries])
  const revenueLabels = useMemo(
    () => props.revenueSeries.map((point) => point.month),
    [props.revenueSeries]
  )
  const revenueValues = useMemo(
    () => props.revenueSeries.map((point) => point.collectedCents),
    [props.revenueSeries]
  )
  const paying = PLAN_ORDER.reduce(
    (sum, plan) => sum + subscribers[plan].active + subscribers[plan].past_due,
    0
  )

  return (
    <>
      <Head title="Subscriptions overview" />
      <PageHeader title="Subscriptions overview">
        As of {formatDateTime(props.generatedAt)}; amounts in {currency.toUpperCase()}.
      </PageHeader>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat label="MRR" value={money(props.mrrCents)} />
        <Stat label="ARR" value={money(props.arrCents)} />
        <Stat label="Paying subscriptions" value={paying} hint="active or past due" />
        <Stat label="Trials in progress" value={props.trialsInProgress} />
        <Stat
          label={`Churn ${lastMonthChurn?.month ?? ''}`}
          value={formatPercent(lastMonthChurn?.rate ?? null)}
          hint={
            lastMonthChurn
              ? `${lastMonthChurn.ended} of ${lastMonthChurn.payingAtStart} paying at the start`
              : undefined
          }
        />
        <Stat
          label="Trial-to-paid conversion"
          value={formatPercent(conversion.rate)}
          hint={`${conversion.converted} of ${conversion.trials} trials that ended ${conversion.from} to ${conversion.to}`}
        />
      </div>

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
        {/* Scrolls sideways on a phone: focusable so that a keyboard can scroll it too. */}
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Subscribers by plan and status"
        >
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-gray-500">
                <th className="py-1 pr-3 font-medium">Plan</th>
                {STATUS_ORDER.map((status) => (
                  <th key={status} className="py-1 pr-3 text-right font-medium">
                    {STATUS_LABELS[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PLAN_ORDER.map((plan) => (
                <tr key={plan} className="border-t border-gray-100">
                  <th scope="row" className="py-1 pr-3 font-medium text-gray-900">
                    {PLAN_LABELS[plan]}
                  </th>
                  {STATUS_ORDER.map((status) => (
                    <td key={status} className="py-1 pr-3 text-right tabular-nums">
                      {subscribers[plan][status]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Churn per month">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-gray-500">
                <th className="py-1 font-medium">Month</th>
                <th className="py-1 text-right font-medium">Paying at start</th>
                <th className="py-1 text-right font-medium">Ended</th>
                <th className="py-1 text-right font-medium">Churn</th>
              </tr>
            </thead>
            <tbody>
              {props.churn.map((row) => (
                <tr key={row.month} className="border-t border-gray-100">
                  <td className="py-1">
                    {row.month}
                    {row.month === props.currentMonth ? ' (to date)' : ''}
                  </td>
                  <td className="py-1 text-right tabular-nums">{row.payingAtStart}</td>
                  <td className="py-1 text-right tabular-nums">{row.ended}</td>
                  <td className="py-1 text-right tabular-nums">{formatPercent(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
        <Definitions
          items={[
            [
              'MRR (monthly recurring revenue)',
              'Now: the sum of the running subscriptions whose status is active or past due, each amount normalised to a month (a yearly price counts one twelfth). Trials, the free plan and admin grants without a price add nothing.',
            ],
            ['ARR', 'MRR × 12.'],
            [
              'MRR per month',
              'For each past month, MRR at its end: subscriptions that started paying (at the end of their trial, or at their start without one) by then and had not ended. Statuses of the past are not stored, so a past-due subscription counts as paying. The last point is the current MRR.',
            ],
            [
              'Subscribers by plan and status',
              "Each user's current subscriptions (not ended) by plan and status. Users with no subscription are on Free and not counted here.",
            ],
            ['Trials in progress', 'Running subscriptions with status trialing.'],
            [
              'Churn (monthly)',
              'Subscriptions paying at the start of the month that ended during it, divided by the subscriptions paying at its start. A cancellation at the period end counts in the month the subscription ends.',
            ],
            [
              'Trial-to-paid conversion',
              `Trials that ended from ${conversion.from} to ${conversion.to} (complete months, so every outcome is known): the share that went on to pay, i.e. that were not canceled before or at the end of the trial. Trials still running are left out.`,
            ],
            [
              'Collected per month',
              'The amounts of the invoice.paid billing events of each month, as Stripe reported them.',
            ],
          ]}
        />
      </Card>
    </>
  )
}
