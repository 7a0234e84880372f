import type { ReactNode } from 'react'
import { Checkbox } from '~/components/ui/checkbox'
import { FieldError } from '~/components/ui/field'
import { WEEKDAYS } from '~/components/plan/plan_format'

/** The ISO weekdays (1 = Monday) with `day` added or removed, sorted, each once. */
export function toggledDays<D extends number>(days: readonly D[], day: D, on: boolean): D[] {
  const next = on ? [...days, day] : days.filter((d) => d !== day)
  return [...new Set(next)].sort((a, b) => a - b)
}

/**
 * A set of weekdays as seven checkboxes under a legend, with the set's error: the days one can
 * run (new plan), can still run while away (adapting a plan), or trains on (preferences).
 */
export function WeekdayPicker<D extends number>({
  legend,
  days,
  onChange,
  error,
  name,
  legendClassName = 'text-sm font-semibold text-gray-900',
  listClassName = 'mt-2 flex flex-wrap gap-x-4 gap-y-2',
  children,
}: {
  legend: string
  days: readonly D[]
  onChange: (days: D[]) => void
  error?: string
  name?: string
  legendClassName?: string
  listClassName?: string
  /** Shown under the error (a refusal's explanation). */
  children?: ReactNode
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={listClassName}>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day.value}
            label={day.label}
            name={name}
            checked={days.includes(day.value as D)}
            onChange={(event) => onChange(toggledDays(days, day.value as D, event.target.checked))}
          />
        ))}
      </div>
      <FieldError message={error} />
      {children}
    </fieldset>
  )
}
