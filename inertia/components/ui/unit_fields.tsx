import type { ComponentProps } from 'react'
import { paceUnit, type UnitSystem } from '#domain/units'
import { Field } from '~/components/ui/field'

/*
 * Fields whose value is typed in the athlete's units: SI in storage, the athlete's units only at
 * the edge (docs/architecture.md#conventions); the form converts on submit.
 */

type FieldProps = ComponentProps<typeof Field>

/** The short name of the distance unit of a unit system. */
export function distanceUnit(units: UnitSystem) {
  return units === 'metric' ? 'km' : 'mi'
}

/** A whole or decimal number typed with the numeric keyboard (bpm, watts, weeks, minutes). */
export function NumberField(props: FieldProps) {
  return <Field type="number" inputMode="numeric" {...props} />
}

/**
 * A distance in km or mi. The label gets the unit (`Distance (km)`, `Longest run (mi,
 * optional)`); a decimal comma typed on a phone keyboard is read as a point when `comma` is set.
 */
export function DistanceField({
  units,
  label = 'Distance',
  optional = false,
  comma = false,
  onValue,
  ...props
}: Omit<FieldProps, 'label' | 'onChange'> & {
  units: UnitSystem
  label?: string
  optional?: boolean
  comma?: boolean
  onValue: (value: string) => void
}) {
  return (
    <Field
      label={`${label} (${distanceUnit(units)}${optional ? ', optional' : ''})`}
      inputMode="decimal"
      onChange={(event) =>
        onValue(comma ? event.target.value.replace(',', '.') : event.target.value)
      }
      {...props}
    />
  )
}

/** A duration typed as h:mm:ss or mm:ss (a race time, a goal time, a run's time). */
export function DurationField(props: FieldProps) {
  return <Field inputMode="numeric" {...props} />
}

/** A pace typed as m:ss per km or per mile; the label gets the unit. */
export function PaceField({
  units,
  label,
  ...props
}: Omit<FieldProps, 'label'> & { units: UnitSystem; label: string }) {
  return (
    <Field
      label={`${label} (m:ss ${paceUnit(units)})`}
      inputMode="numeric"
      placeholder="4:30"
      {...props}
    />
  )
}
