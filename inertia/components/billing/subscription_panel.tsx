import { router } from '@inertiajs/react'
import { useState } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import PlanCatalogue from '~/components/billing/plan_catalogue'
import { day, money } from '~/components/billing/format'
import type { CurrentSubscriptionDto, SubscriptionTabDto } from '#dtos/billing'

type Post = (name: string, data?: Record<string, string>) => void

const STATUS: Record<CurrentSubscriptionDto['status'], string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due: the last payment failed',
  canceled: 'Canceled',
  incomplete: 'Incomplete: payment needed',
}

/**
 * The Subscription tab: current plan and status, renewal or end date,
 * cancel / resume / switch interval (password-confirmed on the server),
 * the billing portal, paid invoices, and the catalogue with checkout. Without
 * Stripe keys it says that plans are granted by an administrator.
 */
export default function SubscriptionPanel({ subscription }: { subscription: SubscriptionTabDto }) {
  const { current, stripeEnabled, catalogue, invoices, portalAvailable } = subscription
  const [processing, setProcessing] = useState(false)
  const premium = subscription.entitlements.tier === 'premium'

  const post = (name: string, data: Record<string, string> = {}) =>
    router.post(route(name), data, {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    })

  return (
    <div className="space-y-4">
      <Card title="Your plan">
        {current && premium ? (
          <Current current={current} />
        ) : (
          <p className="text-sm text-gray-700">
            You are on the <strong>Free</strong> plan. Your activities, plans and progress stay
            yours on every plan.
          </p>
        )}
        {current && premium && (
          <SubscriptionActions current={current} processing={processing} post={post} />
        )}
        {portalAvailable && (
          <a
            href={route('billing.portal')}
            className="mt-4 inline-block text-sm font-medium text-brand-700 underline"
          >
            Payment methods and billing details
          </a>
        )}
      </Card>

      {!stripeEnabled && (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Online payment is not set up on this installation: Premium is granted by an administrator.
          Ask yours if you need it.
        </p>
      )}

      {!premium && (
        <Card title="Plans">
          <PlanCatalogue
            plans={catalogue}
            action={
              stripeEnabled
                ? (plan) =>
                    plan.interval ? (
                      <Button
                        type="button"
                        disabled={processing}
                        onClick={() => post('billing.checkout', { plan: plan.id })}
                      >
                        {plan.trialDays > 0 ? 'Start free trial' : 'Upgrade'}
                      </Button>
                    ) : null
                : undefined
            }
          />
        </Card>
      )}

      {invoices.length > 0 && <Invoices invoices={invoices} />}
    </div>
  )
}

function Current({ current }: { current: CurrentSubscriptionDto }) {
  const end = current.currentPeriodEndIso
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-gray-500">Plan</dt>
      <dd>
        {current.planName}
        {current.amountCents > 0 && current.interval
          ? ` · ${money(current.amountCents, current.currency)} / ${current.interval}`
          : ''}
        {current.source === 'admin' ? ' (granted by an administrator)' : ''}
      </dd>
      <dt className="text-gray-500">Status</dt>
      <dd>{current.cancelAtPeriodEnd && end ? `Ending on ${day(end)}` : STATUS[current.status]}</dd>
      {current.status === 'trialing' && current.trialEndsAtIso && (
        <>
          <dt className="text-gray-500">Trial ends</dt>
          <dd>{day(current.trialEndsAtIso)}</dd>
        </>
      )}
      {end && !current.cancelAtPeriodEnd && (
        <>
          <dt className="text-gray-500">{current.source === 'stripe' ? 'Renews on' : 'Until'}</dt>
          <dd>{day(end)}</dd>
        </>
      )}
    </dl>
  )
}

/**
 * Stripe subscriptions cancel, resume and switch interval; an administrator's
 * grant with an end date can only be cancelled at that end.
 */
function SubscriptionActions({
  current,
  processing,
  post,
}: {
  current: CurrentSubscriptionDto
  processing: boolean
  post: Post
}) {
  const cancel = (
    <Button
      type="button"
      variant="secondary"
      disabled={processing}
      onClick={() => post('billing.cancel')}
    >
      Cancel at period end
    </Button>
  )
  const yearly = current.plan === 'premium_yearly'
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {current.source === 'stripe' && current.status !== 'canceled' && (
        <>
          {current.cancelAtPeriodEnd ? (
            <Button type="button" disabled={processing} onClick={() => post('billing.resume')}>
              Resume subscription
            </Button>
          ) : (
            cancel
          )}
          <Button
            type="button"
            variant="secondary"
            disabled={processing}
            onClick={() =>
              post('billing.switch', { plan: yearly ? 'premium_monthly' : 'premium_yearly' })
            }
          >
            {yearly ? 'Switch to monthly' : 'Switch to yearly'}
          </Button>
        </>
      )}
      {current.source === 'admin' &&
        !current.cancelAtPeriodEnd &&
        current.currentPeriodEndIso &&
        cancel}
    </div>
  )
}

function Invoices({ invoices }: { invoices: SubscriptionTabDto['invoices'] }) {
  return (
    <Card title="Invoices">
      <ul className="divide-y divide-gray-100 text-sm">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex items-center justify-between gap-4 py-2">
            <span>
              {day(invoice.dateIso)}
              {invoice.number ? ` · ${invoice.number}` : ''}
            </span>
            <span className="flex items-center gap-4">
              {money(invoice.amountCents, invoice.currency)}
              {invoice.url && (
                <a
                  href={invoice.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  View
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
