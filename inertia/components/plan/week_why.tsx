import type { PlanWeekDto } from '#dtos/plan'
import type { WeekReason } from '#domain/plans/types'
import { formatDistance, type UnitSystem } from '#domain/units'

/*
 * "Why this week": the phase, the rule that set the week's volume and the one that set its long
 * run, in words (docs/plans.md#why-this-week). The domain gives the reason as numbers in SI units;
 * the sentences are made here in the athlete's units.
 */

const PHASE_WHY: Record<PlanWeekDto['phase'], string> = {
  base: 'Base: easy running and strides build the aerobic engine before harder work.',
  build: 'Build: race-specific quality sessions join the easy running.',
  peak: 'Peak: the biggest and most race-like weeks of the plan.',
  taper: 'Taper: less volume, same intensity, so you arrive fresh.',
  race: 'Race week: a short sharpening session, easy running, then the race.',
}

const percent = (share: number) => `${Math.round(share * 100)} %`
const hours = (seconds: number) => `${Number((seconds / 3600).toFixed(1))} h`

export function volumeWhy(reason: WeekReason, units: UnitSystem): string {
  const { rule, meters, referenceMeters, currentMeters } = reason.volume
  const d = (value: number) => formatDistance(value, units, 1)
  switch (rule) {
    case 'start':
      return `Volume ${d(meters)}: where you are now (${d(currentMeters)} a week, at least ${d(8000)}).`
    case 'growth':
      return `Volume ${d(meters)}: up to 10 % more than your best week so far (${d(referenceMeters)}).`
    case 'ramp':
      return `Volume ${d(meters)}: a step towards the plan's peak of ${d(referenceMeters)}, reached when the peak weeks begin.`
    case 'two_week':
      return `Volume ${d(meters)}: held so that two weeks together grow at most 30 %.`
    case 'peak':
      return `Volume ${d(meters)}: the plan's peak, grown from your ${d(currentMeters)} a week.`
    case 'cutback':
      return `Cutback week: ${d(meters)}, 75 % of your best week (${d(referenceMeters)}), to absorb the training.`
    case 'taper':
      return `Volume ${d(meters)}: ${percent(meters / referenceMeters)} of the peak week (${d(referenceMeters)}).`
    case 'returner':
      return `Volume ${d(meters)}: a shorter first week after your break (from ${d(currentMeters)} a week).`
    case 'capacity':
      return `Volume ${d(meters)}: what your running days hold with safe run lengths (long run and the runs around it).`
  }
}

export function longRunWhy(reason: WeekReason, units: UnitSystem): string | null {
  const long = reason.longRun
  if (!long) return null
  const d = (value: number) => formatDistance(value, units, 1)
  let text: string
  switch (long.rule) {
    case 'share':
      text = `Long run ${d(long.meters)}: at most ${percent(long.maxShare)} of the week.`
      break
    case 'growth':
      text = `Long run ${d(long.meters)}: at most ${d(2000)} longer than your longest so far.`
      break
    case 'duration':
      text = `Long run ${d(long.meters)}: capped at about ${hours(long.maxSeconds)} at easy pace.`
      break
    case 'distance':
      text = `Long run ${d(long.meters)}: the longest this race needs (${d(long.distanceMaxMeters)}).`
      break
    case 'current_longest':
      text = `Long run ${d(long.meters)}: kept at your recent longest run rather than cut back.`
      break
    case 'cutback':
      text = `Long run ${d(long.meters)}: shorter, as the cutback week is.`
      break
    case 'taper':
      text = `Long run ${d(long.meters)}: shortened with the taper.`
      break
    case 'min_run':
      text = `Long run ${d(long.meters)}: a small week, so the long run carries most of it.`
      break
  }
  if (long.belowRecentLongest && long.longestRecentMeters !== null)
    text += ` It is below your recent ${d(long.longestRecentMeters)} for that reason.`
  return text
}

export default function WeekWhy({ week, units }: { week: PlanWeekDto; units: UnitSystem }) {
  const reason = week.reason
  if (!reason) return null
  const lines = [
    PHASE_WHY[week.phase],
    volumeWhy(reason, units),
    longRunWhy(reason, units),
    reason.runWalk
      ? 'Run/walk: easy running with one-minute walks while the weeks are small.'
      : null,
    reason.easedFirstDay
      ? "The plan's first day is an easy run, not a hard session: you may have trained the day before."
      : null,
  ].filter((line): line is string => line !== null)
  return (
    <details className="mt-2 text-xs text-gray-700" data-testid={`week-${week.index}-why`}>
      <summary className="cursor-pointer font-medium text-gray-800">Why this week</summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  )
}
