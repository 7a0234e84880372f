import { Head, Link } from '@inertiajs/react'
import { route } from '~/lib/routes'
import { EmptyState, PageHeader } from '~/components/ui/card'

export default function Progress() {
  return (
    <>
      <Head title="Progress" />
      <PageHeader title="Progress">
        Fitness, fatigue and form, volume, predictions and bests.
      </PageHeader>
      <p className="text-sm">
        <Link href={route('activities.index')} className="font-medium text-brand-700 underline">
          All your activities
        </Link>{' '}
        <span className="text-gray-600">with their maps, splits and charts.</span>
      </p>
      <EmptyState
        title="No activities yet"
        action={
          <Link href={route('profile.apps')} className="font-medium text-brand-700 underline">
            Add your activities
          </Link>
        }
      >
        <p>Your progress charts and activity list are built from your activities.</p>
      </EmptyState>
    </>
  )
}
