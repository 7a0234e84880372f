import { Head } from '@inertiajs/react'
import { EmptyState, PageHeader } from '~/components/ui/card'

export default function Coach() {
  return (
    <>
      <Head title="Coach" />
      <PageHeader title="Coach">Ask about your training, your plan and your numbers.</PageHeader>
      <EmptyState title="No conversations yet">
        <p>
          The coach is not available on this installation yet. When it is, your conversations will
          be listed here, and its answers will cite your own activities, zones and plan.
        </p>
      </EmptyState>
    </>
  )
}
