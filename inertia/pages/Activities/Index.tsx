import { Head, Link, router, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import type { ActivityListItemDto, Sport } from '#dtos/activity'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ActivitiesController from '#controllers/activities_controller'
import { route } from '~/lib/routes'
import { formatLocalDate, isPaceSport, SPORT_LABELS, SPORT_OPTIONS } from '~/lib/sports'
import { EmptyState, PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { ManualActivityDialog } from '~/components/activities/manual_activity_form'
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  NOT_A_VALUE,
  paceUnit,
  speedMpsToSecPerKm,
  type UnitSystem,
} from '#domain/units'

type Props = InferPageProps<ActivitiesController, 'index'>

/**
 * Every activity, newest first, 20 a page, filtered by sport and date range (query
 * parameters, so a filtered list can be linked to and the back button works).
 */
export default function Index({ activities, filters }: Props) {
  const { preferences, errors } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const filtered = Boolean(filters.sport || filters.from || filters.to)
  const { meta } = activities

  return (
    <>
      <Head title="Activities" />
      <PageHeader title="Activities">
        {meta.total === 1 ? '1 activity' : `${meta.total.toLocaleString()} activities`}
        {filtered ? ' match these filters.' : ' in all.'}
      </PageHeader>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <Filters filters={filters} errors={errors} />
        <div className="flex gap-2">
          <Link
            href={route('profile.apps')}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Import files
          </Link>
          <ManualActivityDialog />
        </div>
      </div>

      {activities.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No activities match these filters"
            action={
              <Link
                href={route('activities.index')}
                className="font-medium text-brand-700 underline"
              >
                Show all activities
              </Link>
            }
          >
            <p>Try another sport or a wider date range.</p>
          </EmptyState>
        ) : (
          <EmptyState
            title="No activities yet"
            action={
              <Link
                href={route('profile.apps')}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Import your activities
              </Link>
            }
          >
            <p>
              Upload FIT, GPX or TCX files (or a whole ZIP export from Garmin, Polar, COROS, Suunto
              or Wahoo), connect an app, or add a session by hand.
            </p>
          </EmptyState>
        )
      ) : (
        <>
          <ActivityList items={activities.data} units={units} />
          <Pagination meta={meta} filters={filters} />
        </>
      )}
    </>
  )
}

function Filters({
  filters,
  errors,
}: {
  filters: Props['filters']
  errors: Record<string, string>
}) {
  const [sport, setSport] = useState<string>(filters.sport ?? '')
  const [from, setFrom] = useState(filters.from ?? '')
  const [to, setTo] = useState(filters.to ?? '')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(route('activities.index'), queryOf({ sport, from, to }), { preserveScroll: true })
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter activities"
      noValidate
    >
      <SelectField
        label="Sport"
        value={sport}
        onChange={(event) => setSport(event.target.value)}
        error={errors.sport}
        options={[{ value: '', label: 'All sports' }, ...SPORT_OPTIONS]}
      />
      <Field
        label="From"
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from}
      />
      <Field
        label="To"
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
      />
      <Button variant="secondary">Filter</Button>
      {(filters.sport || filters.from || filters.to) && (
        <Link
          href={route('activities.index')}
          className="min-h-10 py-2 text-sm font-medium text-brand-700 underline"
        >
          Clear
        </Link>
      )}
    </form>
  )
}

function ActivityList({ items, units }: { items: ActivityListItemDto[]; units: UnitSystem }) {
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={route('activities.show', { id: item.id })}
            className="grid gap-1 px-4 py-3 hover:bg-gray-50 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
          >
            <span>
              <span className="block font-semibold text-gray-900">{item.name}</span>
              <span className="block text-sm text-gray-600">
                {formatLocalDate(item.localDate)} · {SPORT_LABELS[item.sport]}
              </span>
            </span>
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums text-gray-700">
              <span>{formatDistance(item.distanceMeters, units)}</span>
              <span>{formatDuration(item.movingSeconds || item.durationSeconds)}</span>
              <span>{speedText(item, units)}</span>
              {item.elevationGainMeters > 0 && (
                <span>↗ {formatElevation(item.elevationGainMeters, units)}</span>
              )}
              {item.avgHr !== null && <span>{Math.round(item.avgHr)} bpm</span>}
              <span title="Training load">Load {Math.round(item.load)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function speedText(item: ActivityListItemDto, units: UnitSystem) {
  if (!(item.avgSpeedMps > 0)) return NOT_A_VALUE
  return isPaceSport(item.sport)
    ? `${formatPace(speedMpsToSecPerKm(item.avgSpeedMps), units)} ${paceUnit(units)}`
    : formatSpeed(item.avgSpeedMps, units)
}

function Pagination({
  meta,
  filters,
}: {
  meta: Props['activities']['meta']
  filters: Props['filters']
}) {
  if (meta.lastPage <= 1) return null
  const href = (page: number) =>
    `${route('activities.index')}?${new URLSearchParams(
      queryOf({ sport: filters.sport ?? '', from: filters.from ?? '', to: filters.to ?? '', page })
    )}`
  const linkClass =
    'inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50'
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {meta.page > 1 ? (
        <Link href={href(meta.page - 1)} className={linkClass} rel="prev">
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600">
        Page {meta.page} of {meta.lastPage}
      </span>
      {meta.page < meta.lastPage ? (
        <Link href={href(meta.page + 1)} className={linkClass} rel="next">
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** Query parameters without the empty ones (and page 1 left out). */
function queryOf(values: { sport: string; from: string; to: string; page?: number }) {
  const query: Record<string, string> = {}
  if (values.sport) query.sport = values.sport as Sport
  if (values.from) query.from = values.from
  if (values.to) query.to = values.to
  if (values.page && values.page > 1) query.page = String(values.page)
  return query
}
