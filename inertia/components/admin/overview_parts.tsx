import type { InferPageProps } from '@adonisjs/inertia/types'
import type AdminController from '#controllers/admin/admin_controller'
import { PLAN_LABELS, STATUS_LABELS, Stat, formatPercent } from '~/components/admin/admin_parts'
import { AdminTable } from '~/components/admin/admin_table'

type Props = InferPageProps<AdminController, 'subscriptions'>

const PLAN_ORDER = ['premium_monthly', 'premium_yearly', 'free'] as const
const STATUS_ORDER = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const

/** The subscriptions overview's headline figures, one tile each. */
export function OverviewStats({
  props,
  money,
}: {
  props: Props
  money: (cents: number) => string
}) {
  const { subscribers, conversion, lastMonthChurn } = props
  const paying = PLAN_ORDER.reduce(
    (sum, plan) => sum + subscribers[plan].active + subscribers[plan].past_due,
    0
  )
  return (
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
  )
}

/**
 * Running subscriptions counted by plan (rows) and status (columns). Scrolls
 * sideways on a phone: a named region, so that a keyboard can scroll it too.
 */
export function SubscribersTable({ subscribers }: { subscribers: Props['subscribers'] }) {
  return (
    <AdminTable
      region="Subscribers by plan and status"
      padLast
      columns={[
        { title: 'Plan', rowHeader: true },
        ...STATUS_ORDER.map((status) => ({ title: STATUS_LABELS[status], numeric: true })),
      ]}
      rows={PLAN_ORDER.map((plan) => ({
        key: plan,
        cells: [PLAN_LABELS[plan], ...STATUS_ORDER.map((status) => subscribers[plan][status])],
      }))}
    />
  )
}

/** Monthly churn: paying at the start of each month, ended during it, and the rate. */
export function ChurnTable({ churn, currentMonth }: Pick<Props, 'churn' | 'currentMonth'>) {
  return (
    <AdminTable
      gap=""
      columns={[
        { title: 'Month' },
        { title: 'Paying at start', numeric: true },
        { title: 'Ended', numeric: true },
        { title: 'Churn', numeric: true },
      ]}
      rows={churn.map((row) => ({
        key: row.month,
        cells: [
          `${row.month}${row.month === currentMonth ? ' (to date)' : ''}`,
          row.payingAtStart,
          row.ended,
          formatPercent(row.rate),
        ],
      }))}
    />
  )
}

/** What each figure of the overview counts; the conversion window is the page's. */
export function overviewDefinitions(conversion: Props['conversion']): [string, string][] {
  return [
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
  ]
}
