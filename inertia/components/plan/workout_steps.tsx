import type { WorkoutStep } from '#domain/plans/types'
import type { UnitSystem } from '#domain/units'
import {
  hrRangeText,
  intensityLabel,
  paceRangeText,
  stepKindLabel,
  stepSize,
} from '~/components/plan/plan_format'

/**
 * A workout's structure: warm-up, steps and repeats, cool-down, each with its pace range (per km
 * or per mile) and heart-rate range when the athlete has zones.
 */
export default function WorkoutSteps({
  steps,
  units,
}: {
  steps: WorkoutStep[]
  units: UnitSystem
}) {
  if (steps.length === 0) {
    return <p className="text-sm text-gray-600">No structured steps: rest and recover.</p>
  }
  return (
    <ol className="space-y-2" aria-label="Workout steps">
      {steps.map((step, index) => (
        <StepItem key={index} step={step} units={units} />
      ))}
    </ol>
  )
}

function StepItem({ step, units }: { step: WorkoutStep; units: UnitSystem }) {
  if (step.repeat) {
    return (
      <li className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
        <p className="text-sm font-semibold text-gray-900">Repeat {step.repeat.count} ×</p>
        <ol className="mt-2 space-y-2 border-l-2 border-gray-300 pl-3">
          {step.repeat.steps.map((inner, index) => (
            <StepItem key={index} step={inner} units={units} />
          ))}
        </ol>
      </li>
    )
  }
  const hr = step.target ? hrRangeText(step.target) : null
  return (
    <li className="text-sm">
      <p className="text-gray-900">
        <span className="font-semibold">{stepKindLabel(step)}</span>{' '}
        <span className="tabular-nums">{stepSize(step, units)}</span>
        {step.target && <span className="text-gray-600"> · {intensityLabel(step.target)}</span>}
      </p>
      {step.target && (
        <p className="tabular-nums text-gray-700">
          Pace {paceRangeText(step.target, units)}
          {hr && <> · Heart rate {hr}</>}
        </p>
      )}
    </li>
  )
}
