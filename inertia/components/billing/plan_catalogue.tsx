import type { ReactNode } from 'react'
import type { CataloguePlanDto } from '#dtos/billing'
import { priceLabel } from '~/components/billing/format'

const FEATURES: Record<'free' | 'premium', string[]> = {
  free: [
    'All your data, plans and progress, exportable any time',
    'Plans you adapt yourself',
    'File uploads and Strava history',
  ],
  premium: [
    'Plans that adapt automatically',
    'New Strava runs synced automatically',
    'More coach messages with AI models',
  ],
}

/** The plan catalogue as cards; `action` renders a button under a plan (the tab's checkout). */
export default function PlanCatalogue({
  plans,
  action,
}: {
  plans: CataloguePlanDto[]
  action?: (plan: CataloguePlanDto) => ReactNode
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h3 className="font-semibold text-gray-900">{plan.name}</h3>
          <p className="mt-1 text-2xl font-bold text-gray-900">{priceLabel(plan)}</p>
          {plan.trialDays > 0 && (
            <p className="text-sm text-gray-600">{plan.trialDays}-day free trial</p>
          )}
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-600">
            {FEATURES[plan.interval ? 'premium' : 'free'].map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {action && <div className="mt-4">{action(plan)}</div>}
        </li>
      ))}
    </ul>
  )
}
