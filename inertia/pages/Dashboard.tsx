import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Card, EmptyState, PageHeader } from '~/components/ui/card'
import ImportDropzone from '~/components/activities/import_dropzone'
import { ManualActivityDialog } from '~/components/activities/manual_activity_form'
import TodayCards from '~/components/plan/today_card'
import type { PlanTodayDto } from '~/types/plan'

export default function Dashboard({
  onboarding,
  plan = null,
}: {
  onboarding: { completed: boolean; step: string }
  /** Today's workout and this week (the server adds it; absent or null: no plan). */
  plan?: PlanTodayDto | null
}) {
  const { auth, preferences } = usePage<SharedProps>().props
  const firstName = auth.user?.name.split(' ')[0] ?? ''
  return (
    <>
      <Head title="Dashboard" />
      <PageHeader title={`Hello, ${firstName}`}>Your training at a glance.</PageHeader>
      {!onboarding.completed && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
          <p className="text-sm text-brand-800">
            Finish setting up your profile so that your zones, paces and plan fit you.
          </p>
          <Link
            href={route('welcome')}
            className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Continue setup
          </Link>
        </div>
      )}
      <TodayCards plan={plan} units={preferences?.units ?? 'metric'} />
      <Card title="Upload activity">
        <ImportDropzone compact />
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <ManualActivityDialog />
          <Link href={route('activities.index')} className="font-medium text-brand-700 underline">
            All activities
          </Link>
        </div>
      </Card>
      <EmptyState
        title="No training data yet"
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              href={route('welcome')}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Set up your profile
            </Link>
            <Link
              href={route('profile.apps')}
              className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Connect an app or upload a file
            </Link>
          </div>
        }
      >
        <p>
          Fitness, fatigue and form, and your next race will show here once you have activities.
        </p>
      </EmptyState>
    </>
  )
}
