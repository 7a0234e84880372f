import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { SubscriptionUserPageDto } from '#dtos/admin'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { route } from '~/lib/routes'
import { bindField } from '~/components/ui/bind'

type Page = SubscriptionUserPageDto
type Plan = Page['plans'][number]

/** Grants a paid plan, with an optional trial and end date. */
export function GrantCard({ userId, plans }: { userId: number; plans: Plan[] }) {
  const grant = useForm({ plan: 'premium_monthly', trialDays: '14', until: '' })
  const paidPlans = plans.filter((plan) => plan.id !== 'free')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    grant.transform((data) => ({
      plan: data.plan,
      ...(data.trialDays ? { trialDays: Number(data.trialDays) } : {}),
      ...(data.until ? { until: data.until } : {}),
    }))
    grant.post(route('admin.subscriptions.users.grant', { id: userId }), { preserveScroll: true })
  }
  return (
    <Card title="Grant or extend" description="A trial extends a running one from its end.">
      <form onSubmit={submit} className="space-y-3" aria-label="Grant or extend">
        <SelectField
          label="Plan"
          name="plan"
          {...bindField(grant, 'plan')}
          options={paidPlans.map((plan) => ({ value: plan.id, label: plan.name }))}
        />
        <Field
          label="Trial days (empty: Premium without a trial)"
          type="number"
          name="trialDays"
          min={1}
          max={365}
          {...bindField(grant, 'trialDays')}
        />
        <Field
          label="Premium until (optional)"
          type="date"
          name="until"
          {...bindField(grant, 'until')}
        />
        <Button disabled={grant.processing}>Grant</Button>
      </form>
    </Card>
  )
}

/** Moves a running subscription to another plan. */
export function ChangePlanCard({
  userId,
  plans,
  current,
}: {
  userId: number
  plans: Plan[]
  current: Plan['id']
}) {
  const change = useForm({ plan: current })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change.post(route('admin.subscriptions.users.plan', { id: userId }), { preserveScroll: true })
  }
  return (
    <Card title="Change plan">
      <form className="space-y-3" aria-label="Change plan" onSubmit={submit}>
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
  )
}

/** Cancels a running subscription, now or at the end of its paid period. */
export function CancelCard({ userId }: { userId: number }) {
  const cancel = useForm({ atPeriodEnd: true })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    cancel.post(route('admin.subscriptions.users.cancel', { id: userId }), {
      preserveScroll: true,
    })
  }
  return (
    <Card title="Cancel">
      <form className="space-y-3" aria-label="Cancel subscription" onSubmit={submit}>
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
  )
}
