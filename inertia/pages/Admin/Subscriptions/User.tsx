import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent, ReactNode } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import {
  PLAN_LABELS,
  STATUS_LABELS,
  formatDate,
  formatDateTime,
  formatMoney,
} from '~/components/admin/admin_parts'
import { route } from '~/lib/routes'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SubscriptionUsersController from '#controllers/admin/subscription_users_controller'

type Props = InferPageProps<SubscriptionUsersController, 'show'>

/**
 * One user as the admin sees them, with the admin actions. Each action asks
 * for the admin's password first when it was not confirmed in the last 3 hours.
 */
export default function SubscriptionUser({
  account,
  subscription,
  billingEvents,
  auditLog,
  plans,
}: Props) {
  const paidPlans = plans.filter((plan) => plan.id !== 'free')
  const grant = useForm({ plan: 'premium_monthly', trialDays: '14', until: '' })
  const change = useForm({ plan: subscription?.plan ?? 'premium_monthly' })
  const cancel = useForm({ atPeriodEnd: true })
  const simple = useForm({})
  const params = { id: account.id }

  const submitGrant = (event: FormEvent) => {
    event.preventDefault()
    grant.transform((data) => ({
      plan: data.plan,
      ...(data.trialDays ? { trialDays: Number(data.trialDays) } : {}),
      ...(data.until ? { until: data.until } : {}),
    }))
    grant.post(route('admin.subscriptions.users.grant', params), { preserveScroll: true })
  }

  return (
    <>
      <Head title={`${account.name} · admin`} />
      <PageHeader title={account.name}>
        <Link href={route('admin.subscriptions.users')} className="underline">
          All subscription users
        </Link>
      </PageHeader>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Account">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-500">E-mail</dt>
            <dd className="break-all">{account.email}</dd>
            <dt className="text-gray-500">Role</dt>
            <dd>{account.role}</dd>
            <dt className="text-gray-500">Signed up</dt>
            <dd>{formatDate(account.signedUpAt)}</dd>
            <dt className="text-gray-500">E-mail verified</dt>
            <dd>{account.verified ? 'yes' : 'no'}</dd>
            <dt className="text-gray-500">Account</dt>
            <dd>
              {account.disabledAt ? `disabled since ${formatDate(account.disabledAt)}` : 'enabled'}
            </dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            {!account.verified && (
              <Button
                variant="secondary"
                type="button"
                disabled={simple.processing}
                onClick={() =>
                  simple.post(route('admin.subscriptions.users.verification', params), {
                    preserveScroll: true,
                  })
                }
              >
                Resend verification e-mail
              </Button>
            )}
            {account.disabledAt ? (
              <Button
                variant="secondary"
                type="button"
                disabled={simple.processing}
                onClick={() =>
                  simple.post(route('admin.subscriptions.users.enable', params), {
                    preserveScroll: true,
                  })
                }
              >
                Enable account
              </Button>
            ) : (
              <Button
                variant="danger"
                type="button"
                disabled={simple.processing}
                onClick={() => {
                  if (
                    window.confirm(`Disable ${account.email}? They will not be able to sign in.`)
                  ) {
                    simple.post(route('admin.subscriptions.users.disable', params), {
                      preserveScroll: true,
                    })
                  }
                }}
              >
                Disable account
              </Button>
            )}
          </div>
        </Card>

        <Card title="Subscription">
          {subscription ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-500">Plan</dt>
              <dd>{PLAN_LABELS[subscription.plan]}</dd>
              <dt className="text-gray-500">Status</dt>
              <dd>
                {STATUS_LABELS[subscription.status]}
                {subscription.cancelAtPeriodEnd ? ', ends at period end' : ''}
              </dd>
              <dt className="text-gray-500">Source</dt>
              <dd>{subscription.source === 'admin' ? 'granted by an admin' : 'Stripe'}</dd>
              <dt className="text-gray-500">Price</dt>
              <dd>
                {subscription.amountCents > 0
                  ? `${formatMoney(subscription.amountCents, subscription.currency)} / ${subscription.interval}`
                  : '—'}
              </dd>
              <dt className="text-gray-500">Trial ends</dt>
              <dd>{formatDate(subscription.trialEndsAtIso)}</dd>
              <dt className="text-gray-500">Period ends</dt>
              <dd>{formatDate(subscription.currentPeriodEndIso)}</dd>
            </dl>
          ) : (
            <p className="text-sm text-gray-600">On Free: no subscription.</p>
          )}
        </Card>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Grant or extend" description="A trial extends a running one from its end.">
          <form onSubmit={submitGrant} className="space-y-3" aria-label="Grant or extend">
            <SelectField
              label="Plan"
              name="plan"
              value={grant.data.plan}
              options={paidPlans.map((plan) => ({ value: plan.id, label: plan.name }))}
              onChange={(event) => grant.setData('plan', event.target.value)}
              error={grant.errors.plan}
            />
            <Field
              label="Trial days (empty: Premium without a trial)"
              type="number"
              name="trialDays"
              min={1}
              max={365}
              value={grant.data.trialDays}
              onChange={(event) => grant.setData('trialDays', event.target.value)}
              error={grant.errors.trialDays}
            />
            <Field
              label="Premium until (optional)"
              type="date"
              name="until"
              value={grant.data.until}
              onChange={(event) => grant.setData('until', event.target.value)}
              error={grant.errors.until}
            />
            <Button disabled={grant.processing}>Grant</Button>
          </form>
        </Card>
        {subscription ? (
          <>
            <Card title="Change plan">
              <form
                className="space-y-3"
                aria-label="Change plan"
                onSubmit={(event) => {
                  event.preventDefault()
                  change.post(route('admin.subscriptions.users.plan', params), {
                    preserveScroll: true,
                  })
                }}
              >
                <SelectField
                  label="New plan"
                  name="plan"
                  value={change.data.plan}
                  options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
                  onChange={(event) => change.setData('plan', event.target.value as never)}
                  error={change.errors.plan}
                />
                <Button disabled={change.processing}>Change plan</Button>
              </form>
            </Card>
            <Card title="Cancel">
              <form
                className="space-y-3"
                aria-label="Cancel subscription"
                onSubmit={(event) => {
                  event.preventDefault()
                  cancel.post(route('admin.subscriptions.users.cancel', params), {
                    preserveScroll: true,
                  })
                }}
              >
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={cancel.data.atPeriodEnd}
                    onChange={(event) => cancel.setData('atPeriodEnd', event.target.checked)}
                  />
                  At the end of the paid period (otherwise now)
                </label>
                <Button variant="danger" disabled={cancel.processing}>
                  Cancel subscription
                </Button>
              </form>
            </Card>
          </>
        ) : (
          <Card title="Change or cancel">
            <p className="text-sm text-gray-600">
              On Free: there is no plan to change or cancel. Grant one first.
            </p>
          </Card>
        )}
      </div>

      <Card title="Billing events" description="The latest 50, newest first.">
        <EventTable
          empty="No billing events."
          head={['When', 'Type', 'Source', 'Amount']}
          rows={billingEvents.map((event) => [
            event.id,
            formatDateTime(event.occurredAt),
            <span className="font-mono text-xs">{event.type}</span>,
            event.source,
            event.amountCents === null
              ? '—'
              : formatMoney(event.amountCents, subscription?.currency ?? 'eur'),
          ])}
        />
      </Card>
      <Card title="Admin actions on this user">
        <EventTable
          empty="No administrator actions."
          head={['When', 'Who', 'Action']}
          rows={auditLog.map((entry) => [
            entry.id,
            formatDateTime(entry.createdAt),
            entry.actor,
            <span className="font-mono text-xs">{entry.action}</span>,
          ])}
        />
      </Card>
    </>
  )
}

function EventTable({
  head,
  rows,
  empty,
}: {
  head: string[]
  rows: [number, ...ReactNode[]][]
  empty: string
}) {
  if (rows.length === 0) return <p className="text-sm text-gray-600">{empty}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-gray-500">
            {head.map((cell) => (
              <th key={cell} className="py-1 pr-3 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([id, ...cells]) => (
            <tr key={id} className="border-t border-gray-100">
              {cells.map((cell, index) => (
                <td key={index} className="py-1 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
