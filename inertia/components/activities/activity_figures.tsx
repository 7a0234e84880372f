import type { InferPageProps } from '@adonisjs/inertia/types'
import type ActivitiesController from '#controllers/activities_controller'
import { isPaceSport } from '~/lib/sports'
import { Card } from '~/components/ui/card'
import { DataTable, RowHeader } from '~/components/ui/table_head'
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatSpeed,
  NOT_A_VALUE,
  type UnitSystem,
} from '#domain/units'
import { averagePaceText, paceText } from '~/lib/pace_text'

type Activity = InferPageProps<ActivitiesController, 'show'>['activity']

const LOAD_LABELS: Record<Activity['loadFigures']['source'], string> = {
  hrss: 'HRSS',
  pace: 'pace load',
  trimp: 'TRIMP',
  duration: 'an estimate from duration',
  rpe: 'perceived effort × duration',
}

/** The activity's headline figures as tiles: distance, time, pace or speed, heart rate, load. */
export function KeyFigures({ activity, units }: { activity: Activity; units: UnitSystem }) {
  const pace = isPaceSport(activity.sport)
  const figures: { label: string; value: string }[] = [
    { label: 'Distance', value: formatDistance(activity.distanceMeters, units) },
    { label: 'Duration', value: formatDuration(activity.durationSeconds) },
    { label: 'Moving time', value: formatDuration(activity.movingSeconds) },
    pace
      ? { label: 'Average pace', value: averagePaceText(activity.avgSpeedMps, units) }
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

/** A heart rate in beats per minute, or the no-value mark. */
export function bpm(value: number | null) {
  return value === null ? NOT_A_VALUE : `${Math.round(value)} bpm`
}

/** Time in each heart-rate zone, as a bar a zone. */
export function HrZones({ zones }: { zones: Activity['timeInHrZones'] }) {
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

/** The load this activity adds (which figure counts) and the VDOT it suggests. */
export function LoadCard({ activity }: { activity: Activity }) {
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

/** A best-effort distance by its usual name ("1 mile", "Half marathon"). */
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

/** The fastest stretch of each standard distance in this activity. */
export function BestEffortsTable({
  efforts,
  units,
}: {
  efforts: Activity['bestEfforts']
  units: UnitSystem
}) {
  return (
    <DataTable columns={['Distance', 'Time', 'Pace', 'Starts at']}>
      {efforts.map((effort) => (
        <tr key={effort.distanceMeters}>
          <RowHeader>{effortName(effort.distanceMeters, units)}</RowHeader>
          <td className="py-1.5 pr-4 tabular-nums">{formatDuration(effort.durationSeconds)}</td>
          <td className="py-1.5 pr-4 tabular-nums">
            {paceText(effort.durationSeconds, effort.distanceMeters, units)}
          </td>
          <td className="py-1.5 tabular-nums">{formatDuration(effort.startSeconds)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
