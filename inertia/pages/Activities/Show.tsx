import { Head, Link, usePage } from '@inertiajs/react'
import { lazy, Suspense, useMemo } from 'react'
import type { SharedProps } from '~/types/shared'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ActivitiesController from '#controllers/activities_controller'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { formatDateTime, isPaceSport, SPORT_LABELS } from '~/lib/sports'
import { createCursorStore } from '~/lib/cursor_store'
import { Card, PageHeader } from '~/components/ui/card'
import ActivityEditForm from '~/components/activities/activity_edit_form'
import DeleteActivityDialog from '~/components/activities/delete_activity_dialog'
import { LapsCard, PlannedVsDone } from '~/components/activities/workout_analysis'
import {
  BestEffortsTable,
  HrZones,
  KeyFigures,
  LoadCard,
} from '~/components/activities/activity_figures'
import { SplitsTable } from '~/components/activities/splits_table'
import { ChartsCard } from '~/components/activities/charts_card'
import { Placeholder } from '~/components/activities/chart_readout'
import { useActivityStreams } from '~/components/activities/use_activity_streams'

type Props = InferPageProps<ActivitiesController, 'show'>

// Leaflet stays out of every other page: a lazy chunk used only here.
const RouteMap = lazy(() => import('~/components/activities/route_map'))

/** One activity: figures, map and charts, the analysis, and its edit and delete. */
export default function Show({ activity, streams: initialStreams, workout, gear, map }: Props) {
  const { preferences } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const { streams, loading, loadFullResolution } = useActivityStreams(activity.id, initialStreams)
  const cursor = useMemo(() => createCursorStore(), [])
  const track =
    activity.hasGps && streams?.lat && streams.lng && streams.lat.some((value) => value !== null)
      ? { lat: streams.lat, lng: streams.lng }
      : null
  const splits = units === 'metric' ? activity.splitsKm : activity.splitsMile

  return (
    <>
      <Head title={activity.name} />
      <ActivityHeader activity={activity} timeZone={preferences?.timeZone} />
      <KeyFigures activity={activity} units={units} />
      <Card title="Route">
        {track ? (
          <Suspense fallback={<Placeholder label="Loading the map…" tall />}>
            <RouteMap lat={track.lat} lng={track.lng} map={map} cursor={cursor} />
          </Suspense>
        ) : (
          <p className="text-sm text-gray-600">
            No GPS track was recorded for this activity, so there is no map.
          </p>
        )}
      </Card>
      <ChartsCard
        activityId={activity.id}
        sport={activity.sport}
        units={units}
        streams={streams}
        loading={loading}
        onLoadFull={loadFullResolution}
        cursor={cursor}
      />
      {workout.plan && <PlannedVsDone plan={workout.plan} units={units} />}
      <LapsCard workout={workout} units={units} />
      {splits.length > 0 && (
        <Card
          title={units === 'metric' ? 'Splits per kilometre' : 'Splits per mile'}
          description="Time is the split's elapsed time; pace is its moving time over its distance."
        >
          <SplitsTable splits={splits} units={units} pace={isPaceSport(activity.sport)} />
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <HrZones zones={activity.timeInHrZones} />
        <LoadCard activity={activity} />
      </div>
      {activity.bestEfforts.length > 0 && (
        <Card
          title="Best efforts"
          description="The fastest stretch of each distance in this activity."
        >
          <BestEffortsTable efforts={activity.bestEfforts} units={units} />
        </Card>
      )}
      <ActivityEditForm activity={activity} gear={gear} />
      <FileCard activity={activity} />
    </>
  )
}

/** The way back to the list, the activity's name, and when, what and from where. */
function ActivityHeader({
  activity,
  timeZone,
}: {
  activity: Props['activity']
  timeZone: string | undefined
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={route('activities.index')} className="text-brand-700 underline">
          Activities
        </Link>
      </nav>
      <PageHeader title={activity.name}>
        <span>{formatDateTime(activity.startTime, timeZone)}</span>
        <span aria-hidden="true"> · </span>
        <span>{SPORT_LABELS[activity.sport]}</span>
        <span aria-hidden="true"> · </span>
        <span>{sourceText(activity)}</span>
      </PageHeader>
    </>
  )
}

/** Where the activity came from, in words. */
function sourceText(activity: Props['activity']) {
  if (activity.source === 'strava') return 'Imported from Strava'
  if (activity.source === 'manual') return 'Entered by hand'
  return activity.device ? `Recorded by ${activity.device}` : 'Imported from a file'
}

/** The original file to download, and the delete button. */
function FileCard({ activity }: { activity: Props['activity'] }) {
  return (
    <Card title="Original file and deletion">
      <div className="flex flex-wrap items-center gap-3">
        {activity.fileName ? (
          <a
            href={route('activities.file', { id: activity.id })}
            download={activity.fileName}
            className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Download original file
            <span className="sr-only"> ({activity.fileName})</span>
          </a>
        ) : (
          <p className="text-sm text-gray-600">There is no original file for this activity.</p>
        )}
        <DeleteActivityDialog id={activity.id} name={activity.name} />
      </div>
    </Card>
  )
}
