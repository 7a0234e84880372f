import { Head } from '@inertiajs/react'
import { EmptyState, PageHeader } from '~/components/ui/card'

export default function SubscriptionUsers() {
  return (
    <>
      <Head title="Subscription users" />
      <PageHeader title="Subscription users" />
      <EmptyState title="No subscribers yet">
        <p>
          Billing is not enabled on this installation. Subscribers, with search, filters, trials and
          plan changes, appear here once it is.
        </p>
      </EmptyState>
    </>
  )
}
