import { Head } from '@inertiajs/react'
import { EmptyState, PageHeader } from '~/components/ui/card'

export default function SubscriptionsOverview() {
  return (
    <>
      <Head title="Subscriptions overview" />
      <PageHeader title="Subscriptions overview" />
      <EmptyState title="No subscriptions yet">
        <p>
          Billing is not enabled on this installation. MRR, ARR, subscribers by plan and status,
          trials, churn and conversion appear here once it is.
        </p>
      </EmptyState>
    </>
  )
}
