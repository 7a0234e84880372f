import type { SplitDto } from '#dtos/activity'
import { splitNote } from '#domain/activities/workout'
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  NOT_A_VALUE,
  paceUnit,
  type UnitSystem,
} from '#domain/units'
import { TableHead } from '~/components/ui/table_head'
import { bpm } from '~/components/activities/activity_figures'

/** The activity per kilometre or mile: time, pace or speed, climb, heart rate and notes. */
export function SplitsTable({
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
