import type { PlanWeekDto } from '#dtos/plan'
import { formatDistance, type UnitSystem } from '#domain/units'
import { WEEK_LEVEL_STYLES } from '~/components/plan/plan_format'

/**
 * A week's planned vs done distance as a bar, with the compliance label as text (the colour
 * only repeats it).
 */
export default function WeekProgress({
  week,
  units,
}: {
  week: Pick<
    PlanWeekDto,
    'plannedDistanceMeters' | 'doneDistanceMeters' | 'compliance' | 'targetDistanceMeters'
  >
  units: UnitSystem
}) {
  const planned = week.plannedDistanceMeters
  const done = week.doneDistanceMeters
  const share = planned > 0 ? Math.min(1, done / planned) : done > 0 ? 1 : 0
  const style = WEEK_LEVEL_STYLES[week.compliance.level]
  return (
    <div className="min-w-0" data-testid="week-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
        <span className="tabular-nums text-gray-700">
          <span className="font-semibold text-gray-900">{formatDistance(done, units, 1)}</span>
          {' done of '}
          {formatDistance(planned, units, 1)}
          {' planned'}
        </span>
        <span className={`font-medium ${style.text}`}>{week.compliance.label}</span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
        role="img"
        aria-label={`${Math.round(share * 100)} % of the planned distance done`}
      >
        <div className={`h-full rounded-full ${style.bar}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  )
}
