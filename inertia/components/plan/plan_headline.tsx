import type { PlanHeadlineDto } from '#dtos/plan_headline'
import { formatDuration, formatPace, paceUnit, type UnitSystem } from '#domain/units'

/** The method with the plan's VDOT in it: "VDOT 45.0 (Daniels & Gilbert), adjusted for …". */
function methodText(prediction: NonNullable<PlanHeadlineDto['prediction']>) {
  const vdot = `VDOT ${prediction.vdot.toFixed(1)}`
  if (/VDOT \d/.test(prediction.method)) return prediction.method
  if (prediction.method.startsWith('VDOT ')) return prediction.method.replace('VDOT', vdot)
  return `${prediction.method}, from ${vdot}`
}

/**
 * The plan's race figures under its title: the predicted finish with its method (the same
 * figure Progress and the coach show), what race day is paced at, and a goal out of reach shown
 * as a stretch. Nothing for plans stored before these figures existed, or without a race.
 */
export default function PlanHeadline({
  headline,
  goalSeconds,
  units,
}: {
  headline: PlanHeadlineDto | null
  goalSeconds: number | null
  units: UnitSystem
}) {
  if (!headline || (!headline.prediction && !headline.raceTarget)) return null
  const { prediction, raceTarget } = headline
  const target = raceTarget ? formatDuration(raceTarget.seconds) : null
  return (
    <div className="mt-3 space-y-1 text-sm text-gray-700" data-testid="plan-headline">
      {prediction && (
        <p>
          <span className="font-medium text-gray-900">Predicted finish: </span>
          <span className="font-semibold tabular-nums text-gray-900">
            {formatDuration(prediction.seconds)}
          </span>{' '}
          <span className="text-gray-600">({methodText(prediction)})</span>
        </p>
      )}
      {raceTarget && (
        <p>
          <span className="font-medium text-gray-900">Race day paced at: </span>
          <span className="font-semibold tabular-nums text-gray-900">{target}</span>{' '}
          <span className="text-gray-600">
            ({formatPace(raceTarget.paceSecPerKm, units)} {paceUnit(units)},{' '}
            {raceTarget.basis === 'goal' ? 'your goal' : 'the prediction'})
          </span>
        </p>
      )}
      {headline.goalIsStretch && goalSeconds !== null && target && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          Your goal {formatDuration(goalSeconds)} is a stretch: the plan paces race day at {target},
          the time your current fitness predicts.
        </p>
      )}
    </div>
  )
}
