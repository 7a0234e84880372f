import { Head, Link, usePage } from '@inertiajs/react'
import axios from 'axios'
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react'
import type { SharedProps } from '~/types/shared'
import type { DisplayStreamsDto, SplitDto } from '#dtos/activity'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ActivitiesController from '#controllers/activities_controller'
import { route } from '~/lib/routes'
import { formatDateTime, isPaceSport, SPORT_LABELS } from '~/lib/sports'
import { chartData, seriesStats, type ChartData, type XAxis } from '~/lib/activity_streams'
import { createCursorStore, type CursorStore } from '~/lib/cursor_store'
import { Card, PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import ActivityEditForm from '~/components/activities/activity_edit_form'
import DeleteActivityDialog from '~/components/activities/delete_activity_dialog'
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
import { TableHead } from '~/components/ui/table_head'
import { LapsCard, PlannedVsDone } from '~/components/activities/workout_analysis'
import { splitNote } from '#domain/activities/workout'
import { SMOOTHING_WINDOWS_SECONDS, type SmoothingSeconds } from '#domain/activities/smoothing'
import { formatLocale } from '~/lib/format_locale'

type Props = InferPageProps<ActivitiesController, 'show'>

// Leaflet and uPlot stay out of every other page: lazy chunks used only here.
const RouteMap = lazy(() => import('~/components/activities/route_map'))
const ActivityCharts = lazy(() => import('~/components/activities/activity_charts'))

const LOAD_LABELS: Record<Props['activity']['loadFigures']['source'], string> = {
  hrss: 'HRSS',
  pace: 'pace load',
  trimp: 'TRIMP',
  duration: 'an estimate from duration',
  rpe: 'perceived effort × duration',
}

export default function Show({ activity, streams: initialStreams, workout, gear, map }: Props) {
  const { preferences } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const [streams, setStreams] = useState<DisplayStreamsDto | null>(initialStreams)
  const [xAxis, setXAxis] = useState<XAxis>(initialStreams?.distance ? 'distance' : 'time')
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [smoothing, setSmoothing] = useState<SmoothingSeconds>(0)
  const cursor = useMemo(() => createCursorStore(), [])

  const charts = useMemo(
    () => (streams ? chartData(streams, units, activity.sport, xAxis, smoothing) : null),
    [streams, units, activity.sport, xAxis, smoothing]
  )
  const hasTrack =
    activity.hasGps && streams?.lat && streams.lng && streams.lat.some((value) => value !== null)

  const loadFullResolution = async () => {
    setLoading('loading')
    try {
      const response = await axios.get<DisplayStreamsDto>(
        route('activities.streams', { id: activity.id }),
        { headers: { Accept: 'application/json' } }
      )
      setStreams(response.data)
      setLoading('idle')
    } catch {
      setLoading('failed')
    }
  }

  const splits = units === 'metric' ? activity.splitsKm : activity.splitsMile

  return (
    <>
      <Head title={activity.name} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={route('activities.index')} className="text-brand-700 underline">
          Activities
        </Link>
      </nav>
      <PageHeader title={activity.name}>
        <span>{formatDateTime(activity.startTime, preferences?.timeZone)}</span>
        <span aria-hidden="true"> · </span>
        <span>{SPORT_LABELS[activity.sport]}</span>
        <span aria-hidden="true"> · </span>
        <span>{sourceText(activity)}</span>
      </PageHeader>

      <KeyFigures activity={activity} units={units} />

      <Card title="Route">
        {hasTrack ? (
          <Suspense fallback={<Placeholder label="Loading the map…" tall />}>
            <RouteMap lat={streams!.lat!} lng={streams!.lng!} map={map} cursor={cursor} />
          </Suspense>
        ) : (
          <p className="text-sm text-gray-600">
            No GPS track was recorded for this activity, so there is no map.
          </p>
        )}
      </Card>

      <Card title="Charts">
        {charts && charts.series.length > 0 ? (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <fieldset className="flex items-center gap-1 text-sm">
                <legend className="sr-only">Horizontal axis</legend>
                {(['distance', 'time'] as const).map((axis) => (
                  <label
                    key={axis}
                    className={`cursor-pointer rounded-md px-3 py-1.5 font-medium ring-1 ${
                      charts.xAxis === axis
                        ? 'bg-brand-50 text-brand-800 ring-brand-700'
                        : 'text-gray-700 ring-gray-300'
                    } ${axis === 'distance' && !streams?.distance ? 'cursor-not-allowed opacity-50' : ''}`}
                  >
                    <input
                      type="radio"
                      name="x-axis"
                      value={axis}
                      className="sr-only"
                      checked={charts.xAxis === axis}
                      disabled={axis === 'distance' && !streams?.distance}
                      onChange={() => setXAxis(axis)}
                    />
                    {axis === 'distance' ? 'By distance' : 'By time'}
                  </label>
                ))}
              </fieldset>
              <label className="flex items-center gap-2 text-sm text-gray-700">
                Smoothing
                <select
                  value={smoothing}
                  onChange={(event) => setSmoothing(Number(event.target.value) as SmoothingSeconds)}
                  className="rounded-md border-gray-300 py-1 text-sm"
                  data-testid="chart-smoothing"
                >
                  {SMOOTHING_WINDOWS_SECONDS.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {seconds === 0 ? 'Off (raw samples)' : `${seconds} s average`}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex items-center gap-3 text-sm text-gray-600">
                <span>
                  {streams!.fullResolution
                    ? `All ${streams!.sampleCount.toLocaleString(formatLocale())} samples`
                    : `${streams!.time.length.toLocaleString(formatLocale())} of ${streams!.sampleCount.toLocaleString(formatLocale())} samples`}
                </span>
                {!streams!.fullResolution && streams!.time.length < streams!.sampleCount && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={loadFullResolution}
                    disabled={loading === 'loading'}
                  >
                    {loading === 'loading' ? 'Loading…' : 'Load full resolution'}
                  </Button>
                )}
              </div>
            </div>
            {loading === 'failed' && (
              <p role="alert" className="mb-2 text-sm text-red-700">
                The full-resolution data could not be loaded. Please try again.
              </p>
            )}
            <CursorReadout charts={charts} cursor={cursor} />
            <Suspense fallback={<Placeholder label="Loading the charts…" tall />}>
              <ActivityCharts data={charts} syncKey={`activity-${activity.id}`} cursor={cursor} />
            </Suspense>
            <ChartFigures charts={charts} />
          </>
        ) : (
          <p className="text-sm text-gray-600">
            This activity has no recorded pace, heart rate or elevation to chart.
          </p>
        )}
      </Card>

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
          <table className="w-full text-left text-sm">
            <TableHead columns={['Distance', 'Time', 'Pace', 'Starts at']} />
            <tbody className="divide-y divide-gray-100">
              {activity.bestEfforts.map((effort) => (
                <tr key={effort.distanceMeters}>
                  <th scope="row" className="py-1.5 pr-4 font-medium text-gray-900">
                    {effortName(effort.distanceMeters, units)}
                  </th>
                  <td className="py-1.5 pr-4 tabular-nums">
                    {formatDuration(effort.durationSeconds)}
                  </td>
                  <td className="py-1.5 pr-4 tabular-nums">
                    {formatPace((effort.durationSeconds / effort.distanceMeters) * 1000, units)}{' '}
                    {paceUnit(units)}
                  </td>
                  <td className="py-1.5 tabular-nums">{formatDuration(effort.startSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}

      <ActivityEditForm activity={activity} gear={gear} />

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
    </>
  )
}

function sourceText(activity: Props['activity']) {
  if (activity.source === 'strava') return 'Imported from Strava'
  if (activity.source === 'manual') return 'Entered by hand'
  return activity.device ? `Recorded by ${activity.device}` : 'Imported from a file'
}

function KeyFigures({ activity, units }: { activity: Props['activity']; units: UnitSystem }) {
  const pace = isPaceSport(activity.sport)
  const figures: { label: string; value: string }[] = [
    { label: 'Distance', value: formatDistance(activity.distanceMeters, units) },
    { label: 'Duration', value: formatDuration(activity.durationSeconds) },
    { label: 'Moving time', value: formatDuration(activity.movingSeconds) },
    pace
      ? {
          label: 'Average pace',
          value:
            activity.avgSpeedMps > 0
              ? `${formatPace(speedMpsToSecPerKm(activity.avgSpeedMps), units)} ${paceUnit(units)}`
              : NOT_A_VALUE,
        }
      : { label: 'Average speed', value: formatSpeed(activity.avgSpeedMps, units) },
    { label: 'Elevation gain', value: formatElevation(activity.elevationGainMeters, units) },
    { label: 'Average heart rate', value: bpm(activity.avgHr) },
    { label: 'Max heart rate', value: bpm(activity.maxHr) },
    { label: 'Load', value: String(Math.round(activity.loadFigures.load)) },
  ]
  if (activity.avgCadence !== null) {
    figures.push({
      label: 'Cadence',
      value: `${Math.round(activity.avgCadence)} ${pace ? 'spm' : 'rpm'}`,
    })
  }
  if (activity.avgPowerWatts !== null) {
    figures.push({ label: 'Average power', value: `${Math.round(activity.avgPowerWatts)} W` })
  }
  if (activity.perceivedEffort !== null) {
    figures.push({ label: 'Perceived effort', value: `${activity.perceivedEffort} / 10` })
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Key figures">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">
            {figure.label}
          </dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-gray-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function bpm(value: number | null) {
  return value === null ? NOT_A_VALUE : `${Math.round(value)} bpm`
}

function Placeholder({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center rounded-md bg-gray-50 text-sm text-gray-500 ${
        tall ? 'h-72' : 'h-16'
      }`}
    >
      {label}
    </div>
  )
}

/**
 * The values under the charts' shared cursor, as text.
 */
function CursorReadout({ charts, cursor }: { charts: ChartData; cursor: CursorStore }) {
  const index = useSyncExternalStore(cursor.subscribe, cursor.get, () => null)
  const position = index === null ? -1 : charts.sourceIndex.indexOf(index)
  return (
    <p className="mb-2 min-h-5 text-sm tabular-nums text-gray-700" data-testid="chart-readout">
      {position >= 0 ? (
        <>
          <span className="font-medium">
            {charts.xAxis === 'distance'
              ? `${charts.formatX(charts.x[position])} ${charts.xLabel.includes('km') ? 'km' : 'mi'}`
              : charts.formatX(charts.x[position])}
          </span>
          {charts.series.map((series) => {
            const value = series.values[position]
            return (
              <span key={series.key}>
                {' · '}
                {series.label}{' '}
                {value === null ? NOT_A_VALUE : `${series.format(value)} ${series.unit}`}
              </span>
            )
          })}
        </>
      ) : (
        <span className="text-gray-500">Point at a chart to read its values.</span>
      )}
    </p>
  )
}

/**
 * The charts' text alternative: each series' range and mean.
 */
function ChartFigures({ charts }: { charts: ChartData }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-gray-700">Chart figures as text</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Chart figures as text</caption>
        <TableHead columns={['Series', 'Lowest', 'Average', 'Highest']} />
        <tbody className="divide-y divide-gray-100">
          {charts.series.map((series) => {
            const stats = seriesStats(series.values)
            const show = (value: number | undefined) =>
              value === undefined ? NOT_A_VALUE : `${series.format(value)} ${series.unit}`
            // For a pace the fastest is the lowest number of seconds.
            const [low, high] = series.inverted
              ? [stats?.max, stats?.min]
              : [stats?.min, stats?.max]
            return (
              <tr key={series.key}>
                <th scope="row" className="py-1 pr-4 font-medium text-gray-900">
                  {series.label}
                  {series.inverted ? ' (slowest to fastest)' : ''}
                </th>
                <td className="py-1 pr-4 tabular-nums">{show(low)}</td>
                <td className="py-1 pr-4 tabular-nums">{show(stats?.mean)}</td>
                <td className="py-1 tabular-nums">{show(high)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="mt-2 text-gray-600">The splits table below has the figures per split.</p>
    </details>
  )
}

function SplitsTable({
  splits,
  units,
  pace,
}: {
  splits: SplitDto[]
  units: UnitSystem
  pace: boolean
}) {
  const unit = units === 'metric' ? 'km' : 'mi'
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <TableHead
          columns={[
            unit === 'km' ? 'Km' : 'Mile',
            'Time',
            pace ? `Pace (${paceUnit(units)})` : 'Speed',
            ...(pace ? ['Grade-adjusted'] : []),
            'Elevation +/−',
            'Avg HR',
            'Note',
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {splits.map((split) => {
            const secPerKm =
              split.distanceMeters > 0
                ? (split.movingSeconds / split.distanceMeters) * 1000
                : Number.NaN
            const nominal = unit === 'km' ? 1000 : 1609.344
            const partial = Math.abs(split.distanceMeters - nominal) > 1
            const note = splitNote(split, nominal)
            const notes = [
              note.partialMeters !== null
                ? `partial: ${formatDistance(note.partialMeters, units)}`
                : null,
              note.pausedSeconds !== null
                ? `includes ${formatDuration(note.pausedSeconds)} paused`
                : null,
            ].filter((text) => text !== null)
            return (
              <tr key={split.index}>
                <th scope="row" className="py-1.5 pr-4 font-medium tabular-nums text-gray-900">
                  {partial ? formatDistance(split.distanceMeters, units) : split.index}
                </th>
                <td className="py-1.5 pr-4 tabular-nums">{formatDuration(split.elapsedSeconds)}</td>
                <td className="py-1.5 pr-4 tabular-nums">
                  {pace
                    ? formatPace(secPerKm, units)
                    : formatSpeed(split.distanceMeters / split.movingSeconds, units)}
                </td>
                {pace && (
                  <td className="py-1.5 pr-4 tabular-nums">
                    {split.gradeAdjustedSecPerKm === null
                      ? NOT_A_VALUE
                      : formatPace(split.gradeAdjustedSecPerKm, units)}
                  </td>
                )}
                <td className="py-1.5 pr-4 tabular-nums">
                  +{formatElevation(split.elevationGainMeters, units)} / −
                  {formatElevation(split.elevationLossMeters, units)}
                </td>
                <td className="py-1.5 pr-4 tabular-nums">{bpm(split.avgHr)}</td>
                <td className="py-1.5 text-gray-600">{notes.join('; ')}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function HrZones({ zones }: { zones: Props['activity']['timeInHrZones'] }) {
  if (!zones) {
    return (
      <Card title="Time in heart-rate zones">
        <p className="text-sm text-gray-600">
          No heart rate was recorded, or your zones are not set up yet (Profile → Training zones).
        </p>
      </Card>
    )
  }
  const total = zones.reduce((sum, zone) => sum + zone.seconds, 0)
  return (
    <Card title="Time in heart-rate zones">
      <ul className="space-y-2 text-sm">
        {zones.map((zone) => {
          const share = total > 0 ? zone.seconds / total : 0
          return (
            <li key={zone.name}>
              <div className="flex justify-between gap-2">
                <span className="font-medium text-gray-900">
                  {zone.name}{' '}
                  <span className="font-normal text-gray-500">
                    {zone.max === null ? `≥ ${zone.min}` : `${zone.min}–${zone.max - 1}`} bpm
                  </span>
                </span>
                <span className="tabular-nums text-gray-700">
                  {formatDuration(zone.seconds)} ({Math.round(share * 100)} %)
                </span>
              </div>
              <div className="mt-1 h-2 rounded bg-gray-100" aria-hidden="true">
                <div
                  className="h-2 rounded bg-red-500"
                  style={{ width: `${(share * 100).toFixed(1)}%` }}
                />
              </div>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

function LoadCard({ activity }: { activity: Props['activity'] }) {
  const { loadFigures, vdotEstimate } = activity
  const row = (label: string, value: number | null, counts: boolean) => (
    <div className="flex justify-between gap-2 py-1.5">
      <dt className="text-gray-600">
        {label}
        {counts && (
          <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
            counts
          </span>
        )}
      </dt>
      <dd className="tabular-nums text-gray-900">
        {value === null ? NOT_A_VALUE : Math.round(value)}
      </dd>
    </div>
  )
  return (
    <Card title="Training load">
      <dl className="divide-y divide-gray-100 text-sm">
        {row('TRIMP', loadFigures.trimp, loadFigures.source === 'trimp')}
        {row('HRSS', loadFigures.hrss, loadFigures.source === 'hrss')}
        {row('Pace load', loadFigures.paceLoad, loadFigures.source === 'pace')}
      </dl>
      <p className="mt-2 text-sm text-gray-700">
        This activity adds <strong className="tabular-nums">{Math.round(loadFigures.load)}</strong>{' '}
        to your daily load, from {LOAD_LABELS[loadFigures.source]}.
      </p>
      <div className="mt-4 border-t border-gray-100 pt-3 text-sm">
        <h3 className="font-semibold text-gray-900">VDOT</h3>
        {vdotEstimate ? (
          <p className="mt-1 text-gray-700">
            <strong className="text-lg tabular-nums">{vdotEstimate.value.toFixed(1)}</strong>{' '}
            <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
              {vdotEstimate.label}
            </span>
            <br />
            <span className="text-gray-600">
              From your best {formatDistance(vdotEstimate.fromDistanceMeters, 'metric', 1)} in{' '}
              {formatDuration(vdotEstimate.fromDurationSeconds)} here; not a race result.
            </span>
          </p>
        ) : (
          <p className="mt-1 text-gray-600">
            No effort in this activity was long enough to estimate one.
          </p>
        )}
      </div>
    </Card>
  )
}

function effortName(distanceMeters: number, units: UnitSystem) {
  const names: Record<string, string> = {
    '400': '400 m',
    '1000': '1 km',
    '1609.344': '1 mile',
    '5000': '5 km',
    '10000': '10 km',
    '21097.5': 'Half marathon',
    '42195': 'Marathon',
  }
  return names[String(distanceMeters)] ?? formatDistance(distanceMeters, units)
}
