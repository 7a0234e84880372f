import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Card, PageHeader } from '~/components/ui/card'
import ImportDropzone from '~/components/activities/import_dropzone'
import { ManualActivityDialog } from '~/components/activities/manual_activity_form'
import TodayCards from '~/components/plan/today_card'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/pages_controller'
import GettingStarted from '~/components/progress/getting_started'
import DemoImportBanner from '~/components/progress/demo_import_banner'
import {
  CoachNoteCard,
  FitnessCard,
  NextRaceCard,
  RecentActivitiesCard,
} from '~/components/progress/dashboard_cards'

export default function Dashboard({
  onboarding,
  plan = null,
  fitness = null,
  nextRace = null,
  recentActivities = [],
  coachNote = null,
  hasActivities,
  demoImport = null,
}: InferPageProps<PagesController, 'dashboard'>) {
  const { auth, preferences } = usePage<SharedProps>().props
  const firstName = auth.user?.name.split(' ')[0] ?? ''
  const units = preferences?.units ?? 'metric'
  const hasData = hasActivities ?? recentActivities.length > 0
  return (
    <>
      <Head title="Dashboard" />
      <PageHeader title={`Hello, ${firstName}`}>Your training at a glance.</PageHeader>
      <DemoImportBanner progress={demoImport} />
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
      <TodayCards plan={plan} units={units} />
      {((hasData && fitness) || nextRace) && (
        <div
          className={`grid grid-cols-1 gap-4 ${hasData && fitness && nextRace ? 'lg:grid-cols-2' : ''}`}
        >
          {hasData && fitness && <FitnessCard fitness={fitness} />}
          {nextRace && <NextRaceCard race={nextRace} units={units} />}
        </div>
      )}
      <Card title="Upload activity">
        <ImportDropzone compact />
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <ManualActivityDialog />
          <Link href={route('activities.index')} className="font-medium text-brand-700 underline">
            All activities
          </Link>
        </div>
      </Card>
      {hasData ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <RecentActivitiesCard activities={recentActivities} units={units} />
          <CoachNoteCard note={coachNote} />
        </div>
      ) : (
        <>
          {/* The plan card above already leads to plan creation. */}
          <GettingStarted planLink={false}>
            <p>
              Fitness, fatigue and form, and your next race will show here once you have activities.
            </p>
          </GettingStarted>
          <CoachNoteCard note={coachNote} />
        </>
      )}
    </>
  )
}
