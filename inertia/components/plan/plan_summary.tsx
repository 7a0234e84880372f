import type { PlanDto } from '#dtos/plan'
import { formatDuration, formatPace, paceUnit, type UnitSystem } from '#domain/units'
import { predictedRaceSeconds } from '#domain/plans/targets'
import { countdown, longDate, raceName, shortDate } from '~/components/plan/plan_format'
import PlanHeadline from '~/components/plan/plan_headline'

const VDOT_SOURCES: Record<PlanDto['fitness']['vdotSource'], string> = {
  input: 'from your profile',
  race_result: 'from your race result',
  effort: 'from a hard effort in your recent training',
  estimated: 'estimated from your weekly volume',
}

/**
 * The race goal: the athlete's time, or without one the VDOT prediction the race-day and
 * marathon-pace targets use, saying where it comes from.
 */
function goalFigure(plan: PlanDto, units: UnitSystem) {
  const km = plan.raceDistanceMeters! / 1000
  if (plan.goalSeconds) {
    return {
      label: 'Goal',
      value: formatDuration(plan.goalSeconds),
      detail: `${formatPace(plan.goalSeconds / km, units)} ${paceUnit(units)}${plan.headline?.goalIsStretch ? ', a stretch' : ''}`,
    }
  }
  // The plan's own prediction; plans stored before it existed: the unadjusted VDOT time.
  const stored = plan.headline?.prediction
  const predicted =
    stored?.seconds ?? predictedRaceSeconds(plan.fitness.vdot, plan.raceDistanceMeters!)
  return {
    label: 'Goal',
    value: `About ${formatDuration(predicted)}`,
    detail: `${formatPace(predicted / km, units)} ${paceUnit(units)}, predicted from VDOT ${plan.fitness.vdot.toFixed(1)}${stored ? '' : ' (Daniels & Gilbert)'}`,
  }
}

interface Figure {
  label: string
  value: string
  detail: string
}

/** The four figures: race day (or end) with a countdown, the goal, fitness and the plan's length. */
function planFigures(plan: PlanDto, today: string, units: UnitSystem): Figure[] {
  const race = plan.raceDate !== null
  return [
    race
      ? {
          label: 'Race day',
          value: shortDate(plan.raceDate!),
          detail: countdown(today, plan.raceDate!),
        }
      : { label: 'Ends', value: shortDate(plan.endDate), detail: countdown(today, plan.endDate) },
    race ? goalFigure(plan, units) : { label: 'Goal', value: 'Build your base', detail: 'No race' },
    {
      label: 'Fitness',
      value: `VDOT ${plan.fitness.vdot.toFixed(1)}`,
      detail: VDOT_SOURCES[plan.fitness.vdotSource],
    },
    {
      label: 'Plan',
      value: `${plan.weeks.length} weeks`,
      detail: `${shortDate(plan.startDate)} – ${shortDate(plan.endDate)}`,
    },
  ]
}

/**
 * The plan at a glance: the race and its date with a countdown, the goal, current fitness
 * (labelled "estimated" when it is), the plan's length note and any warnings.
 */
export default function PlanSummary({
  plan,
  today,
  units,
}: {
  plan: PlanDto
  today: string
  units: UnitSystem
}) {
  return (
    <section
      aria-labelledby="plan-summary-heading"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="plan-summary-heading" className="text-lg font-semibold text-gray-900">
        {raceName(plan.raceDistanceMeters, units)}
        {plan.raceDate !== null && (
          <span className="font-normal text-gray-600"> on {longDate(plan.raceDate)}</span>
        )}
      </h2>
      <PlanHeadline headline={plan.headline} goalSeconds={plan.goalSeconds} units={units} />
      <PlanFigures
        figures={planFigures(plan, today, units)}
        estimated={plan.fitness.vdotSource === 'estimated'}
      />
      {plan.note && <PlanNote note={plan.note} compressed={plan.compressed} />}
      {plan.warnings.length > 0 && <PlanWarnings warnings={plan.warnings} />}
    </section>
  )
}

/** The figures as a list of terms, the fitness one labelled "estimated" when it is. */
function PlanFigures({ figures, estimated }: { figures: Figure[]; estimated: boolean }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Plan figures">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">
            {figure.label}
          </dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-gray-900">
            {figure.value}
            {figure.label === 'Fitness' && estimated && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900">
                estimated
              </span>
            )}
          </dd>
          {figure.detail && <dd className="text-xs text-gray-600">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  )
}

/** The plan's length note, highlighted when the plan is shorter than usual. */
function PlanNote({ note, compressed }: { note: string; compressed: boolean }) {
  return (
    <p
      className={`mt-4 text-sm ${
        compressed
          ? 'rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200'
          : 'text-gray-700'
      }`}
    >
      {compressed && <span className="font-semibold">Shorter than usual: </span>}
      {note}
    </p>
  )
}

/** The generator's warnings about the plan, one a line. */
function PlanWarnings({ warnings }: { warnings: PlanDto['warnings'] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm" aria-label="Warnings">
      {warnings.map((warning) => (
        <li
          key={warning.code + warning.message}
          className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200"
        >
          <span className="font-semibold">Warning: </span>
          {warning.message}
        </li>
      ))}
    </ul>
  )
}
