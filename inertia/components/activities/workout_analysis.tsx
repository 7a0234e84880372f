/*
 * The activity page's workout analysis (docs/science.md#workout-analysis): the file's laps or
 * the detected work and recovery segments, each with pace, heart rate and grade-adjusted pace,
 * and the matched plan workout's steps against what was run.
 */
import type { WorkoutAnalysisDto } from '#dtos/activity'
import type { SegmentFigures, StepGroup } from '#domain/activities/workout'
import {
  formatDistance,
  formatDuration,
  formatPace,
  NOT_A_VALUE,
  paceUnit,
  type UnitSystem,
} from '#domain/units'
import { Card } from '~/components/ui/card'
import { TableHead } from '~/components/ui/table_head'

const KIND_LABELS = {
  warmup: 'Warm-up',
  work: 'Work',
  recovery: 'Recovery',
  cooldown: 'Cool-down',
} as const

const STEP_LABELS = {
  warmup: 'Warm-up',
  active: 'Work',
  recovery: 'Recovery',
  cooldown: 'Cool-down',
  repeat: 'Repeat',
} as const

function pace(secPerKm: number | null, units: UnitSystem) {
  return secPerKm === null ? NOT_A_VALUE : formatPace(secPerKm, units)
}

function bpm(value: number | null) {
  return value === null ? NOT_A_VALUE : `${Math.round(value)}`
}

function SegmentsTable({
  caption,
  rows,
  units,
  testId,
}: {
  caption: string
  rows: { key: string; label: string; kind: string | null; figures: SegmentFigures }[]
  units: UnitSystem
  testId: string
}) {
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <TableHead
          columns={[
            '#',
            'Type',
            'Distance',
            'Time',
            'Moving',
            `Pace (${paceUnit(units)})`,
            'Grade-adjusted',
            'Avg HR',
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {rows.map(({ key, label, kind, figures }) => (
            <tr key={key} className={kind === 'Work' ? 'bg-brand-50/50' : undefined}>
              <th scope="row" className="py-1.5 pr-4 font-medium tabular-nums text-gray-900">
                {label}
              </th>
              <td className="py-1.5 pr-4">{kind ?? NOT_A_VALUE}</td>
              <td className="py-1.5 pr-4 tabular-nums">
                {formatDistance(figures.distanceMeters, units)}
              </td>
              <td className="py-1.5 pr-4 tabular-nums">{formatDuration(figures.elapsedSeconds)}</td>
              <td className="py-1.5 pr-4 tabular-nums">{formatDuration(figures.movingSeconds)}</td>
              <td className="py-1.5 pr-4 tabular-nums">{pace(figures.paceSecPerKm, units)}</td>
              <td className="py-1.5 pr-4 tabular-nums">
                {pace(figures.gradeAdjustedSecPerKm, units)}
              </td>
              <td className="py-1.5 tabular-nums">{bpm(figures.avgHr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Laps that describe the session, else detected intervals, else the (auto-)laps. */
export function LapsCard({ workout, units }: { workout: WorkoutAnalysisDto; units: UnitSystem }) {
  const { laps, lapsMeaningful, intervals } = workout
  if (lapsMeaningful || (intervals.length === 0 && laps.length > 1)) {
    return (
      <Card
        title="Laps"
        description={
          lapsMeaningful
            ? 'The laps your device recorded.'
            : 'Your device laps automatically; no work and recovery intervals stand out in this run.'
        }
      >
        <SegmentsTable
          caption="Laps"
          testId="laps-table"
          units={units}
          rows={laps.map((lap) => ({
            key: String(lap.index),
            label: String(lap.index),
            kind: lap.kind ? KIND_LABELS[lap.kind] : null,
            figures: lap,
          }))}
        />
      </Card>
    )
  }
  if (intervals.length > 0) {
    let rep = 0
    return (
      <Card
        title="Intervals"
        description="Work and recovery found in your speed (your device only recorded auto-laps)."
      >
        <SegmentsTable
          caption="Detected intervals"
          testId="intervals-table"
          units={units}
          rows={intervals.map((segment, i) => ({
            key: String(i),
            label: segment.kind === 'work' ? String(++rep) : '',
            kind: KIND_LABELS[segment.kind],
            figures: segment,
          }))}
        />
      </Card>
    )
  }
  return null
}

function stepSize(
  step: { distanceMeters: number | null; durationSeconds: number | null },
  units: UnitSystem
) {
  if (step.distanceMeters !== null) {
    return step.distanceMeters < 1000 && units === 'metric'
      ? `${Math.round(step.distanceMeters)} m`
      : formatDistance(step.distanceMeters, units)
  }
  return step.durationSeconds !== null ? formatDuration(step.durationSeconds) : NOT_A_VALUE
}

function targetText(group: Pick<StepGroup, 'target'>, units: UnitSystem) {
  if (!group.target) return null
  const [fast, slow] = group.target.paceSecPerKm
  return `${formatPace(fast, units)}–${formatPace(slow, units)}${paceUnit(units)}`
}

/** "3 × 1600 m at 4:10–4:20/km: 4:13, 4:16, 4:19". */
export function groupLine(group: StepGroup, units: UnitSystem) {
  const size = stepSize(group, units)
  const target = targetText(group, units)
  const planned = `${group.count > 1 ? `${group.count} × ` : ''}${size}${target ? ` at ${target}` : ''}`
  const done = group.done.map((figures) => pace(figures?.paceSecPerKm ?? null, units))
  return { planned, done }
}

export function PlannedVsDone({
  plan,
  units,
}: {
  plan: NonNullable<WorkoutAnalysisDto['plan']>
  units: UnitSystem
}) {
  const { comparison } = plan
  return (
    <Card
      title="Planned and done"
      description={`${plan.title}, from your plan. ${
        comparison.source === 'laps'
          ? 'Each lap is paired with a planned step.'
          : comparison.source === 'intervals'
            ? 'The work intervals found in your speed are paired with the planned reps.'
            : 'The planned steps could not be told apart in this recording.'
      }`}
    >
      <ul className="space-y-2 text-sm" data-testid="planned-vs-done">
        {comparison.groups.map((group, i) => {
          const { planned, done } = groupLine(group, units)
          const label = STEP_LABELS[group.kind]
          return (
            <li key={i} className="flex flex-wrap gap-x-2">
              <span className="font-medium text-gray-900">
                {label}: {planned}
              </span>
              <span className="tabular-nums text-gray-700">
                {comparison.source ? `: ${done.join(', ')}` : ''}
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
