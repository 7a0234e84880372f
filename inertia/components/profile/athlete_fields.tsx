import { Checkbox } from '~/components/ui/checkbox'
import { NumberField } from '~/components/ui/unit_fields'
import { SelectField } from '~/components/ui/select_field'
import { RACE_DISTANCES } from '~/lib/race_distances'

/*
 * Athlete field groups shared by the Profile tab's athlete form and the onboarding (Welcome).
 * Each form keeps its own labels and its own useForm; the server's field names are the keys.
 */

/** The part of a useForm the heart-rate fields read and write. */
interface HeartRateForm {
  data: { resting_hr: string | number; max_hr: string | number }
  setData(key: 'resting_hr' | 'max_hr', value: string): void
}

/** The "I don't know" boxes' part of a useForm (the server then estimates). */
interface UnknownForm {
  data: { resting_unknown: boolean; max_unknown: boolean }
  setData(key: 'resting_unknown' | 'max_unknown', value: boolean): void
}

/** Resting and maximum heart rate (`resting_hr`, `max_hr`), bpm. */
export function HeartRateFields(props: {
  form: HeartRateForm
  labels: { resting: string; max: string }
  errors: { resting_hr?: string; max_hr?: string }
  maxHint?: string
  /** Offer "I don't know" boxes that disable the fields. */
  unknown?: { form: UnknownForm; restingLabel: string; maxLabel: string }
}) {
  const fields = [
    { key: 'resting_hr', unknownKey: 'resting_unknown', label: props.labels.resting },
    { key: 'max_hr', unknownKey: 'max_unknown', label: props.labels.max, hint: props.maxHint },
  ] as const
  return (
    <>
      {fields.map(({ key, unknownKey, label, ...rest }) => {
        const unknown = props.unknown
        const field = (
          <NumberField
            key={key}
            label={label}
            hint={'hint' in rest ? rest.hint : undefined}
            disabled={unknown?.form.data[unknownKey]}
            value={props.form.data[key]}
            onChange={(ev) => props.form.setData(key, ev.target.value)}
            error={props.errors[key]}
          />
        )
        if (!unknown) return field
        return (
          <div key={key}>
            {field}
            <div className="mt-1">
              <Checkbox
                label={key === 'resting_hr' ? unknown.restingLabel : unknown.maxLabel}
                checked={unknown.form.data[unknownKey]}
                onChange={(ev) => unknown.form.setData(unknownKey, ev.target.checked)}
              />
            </div>
          </div>
        )
      })}
    </>
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
