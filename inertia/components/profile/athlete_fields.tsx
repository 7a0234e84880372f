import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { RACE_DISTANCES } from '~/lib/race_distances'

/*
 * Athlete field groups shared by the Profile tab's athlete form and the onboarding (Welcome).
 * Each form keeps its own labels and its own useForm; the server's field names are the keys.
 */

/** Whether a heart rate is unknown, and the box that says so (the server then estimates). */
interface Unknown {
  resting: boolean
  max: boolean
  restingLabel: string
  maxLabel: string
  onResting: (unknown: boolean) => void
  onMax: (unknown: boolean) => void
}

/** Resting and maximum heart rate (`resting_hr`, `max_hr`), bpm. */
export function HeartRateFields(props: {
  resting: string | number
  max: string | number
  labels: { resting: string; max: string }
  errors: { resting_hr?: string; max_hr?: string }
  maxHint?: string
  onResting: (value: string) => void
  onMax: (value: string) => void
  /** Offer "I don't know" boxes that disable the fields. */
  unknown?: Unknown
}) {
  return (
    <>
      <HeartRateField
        label={props.labels.resting}
        value={props.resting}
        error={props.errors.resting_hr}
        onValue={props.onResting}
        unknown={
          props.unknown && {
            checked: props.unknown.resting,
            label: props.unknown.restingLabel,
            onChange: props.unknown.onResting,
          }
        }
      />
      <HeartRateField
        label={props.labels.max}
        value={props.max}
        error={props.errors.max_hr}
        hint={props.maxHint}
        onValue={props.onMax}
        unknown={
          props.unknown && {
            checked: props.unknown.max,
            label: props.unknown.maxLabel,
            onChange: props.unknown.onMax,
          }
        }
      />
    </>
  )
}

function HeartRateField(props: {
  label: string
  value: string | number
  error?: string
  hint?: string
  onValue: (value: string) => void
  unknown?: { checked: boolean; label: string; onChange: (unknown: boolean) => void }
}) {
  const field = (
    <Field
      label={props.label}
      type="number"
      inputMode="numeric"
      disabled={props.unknown?.checked}
      value={props.value}
      onChange={(ev) => props.onValue(ev.target.value)}
      error={props.error}
      hint={props.hint}
    />
  )
  if (!props.unknown) return field
  const { checked, label, onChange } = props.unknown
  return (
    <div>
      {field}
      <div className="mt-1">
        <Checkbox label={label} checked={checked} onChange={(ev) => onChange(ev.target.checked)} />
      </div>
    </div>
  )
}

/**
 * A race distance chosen among the standard ones (value: metres as text), optionally with a
 * "none" first and an "other distance" (`custom`) last.
 */
export function RaceDistanceField(props: {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  noneLabel?: string
  otherLabel?: string
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(ev) => props.onChange(ev.target.value)}
      error={props.error}
      options={[
        ...(props.noneLabel ? [{ value: '', label: props.noneLabel }] : []),
        ...RACE_DISTANCES.map((d) => ({ value: String(d.meters), label: d.label })),
        ...(props.otherLabel ? [{ value: 'custom', label: props.otherLabel }] : []),
      ]}
    />
  )
}
