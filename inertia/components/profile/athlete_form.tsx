import { useForm, type InertiaFormProps } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import type { AthleteDto } from '#dtos/athlete_profile'
import { Card } from '~/components/ui/card'
import { bindField } from '~/components/ui/bind'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { SaveRow } from '~/components/ui/saved_message'
import { DistanceField, DurationField, NumberField, PaceField } from '~/components/ui/unit_fields'
import { BirthDateAndSexFields } from '~/components/profile/birth_date_and_sex_fields'
import { HeartRateFields, RaceDistanceField } from '~/components/profile/athlete_fields'
import {
  athleteFormData,
  athleteToSi,
  type AthleteFormData,
} from '~/components/profile/athlete_form_data'

type Form = InertiaFormProps<AthleteFormData>
type Errors = Record<string, string | undefined>

const EXPERIENCE_OPTIONS = [
  { value: '', label: 'Not set' },
  { value: 'beginner', label: 'Beginner (less than a year)' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced (years of structured training)' },
]

/**
 * The athlete data zones and predictions are computed from. Values are shown
 * and typed in the athlete's units and sent in SI units.
 */
export default function AthleteForm({
  athlete,
  units,
}: {
  athlete: AthleteDto
  units: UnitSystem
}) {
  const form = useForm<AthleteFormData>(athleteFormData(athlete, units))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => athleteToSi(data, units === 'imperial'))
    form.put(route('profile.athlete.update'), { preserveScroll: true })
  }

  const e = form.errors as Errors

  return (
    <Card
      title="Athlete data"
      description="What your zones, paces and predictions are computed from. Leave blank what you don't know."
    >
      <form onSubmit={submit} className="space-y-5" noValidate aria-label="Athlete data">
        <BodyFields form={form} errors={e} units={units} />
        <HeartRateFieldset form={form} errors={e} athlete={athlete} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PaceField
            units={units}
            label="Threshold pace"
            {...bindField(form, 'threshold_pace')}
            error={e.threshold_pace_sec_per_km}
          />
          <NumberField label="Threshold power (W)" {...bindField(form, 'threshold_power_watts')} />
        </div>
        <RaceFieldset form={form} errors={e} units={units} vdot={athlete.vdot} />
        <SelectField
          label="Running experience"
          className="sm:max-w-xs"
          {...bindField(form, 'experience')}
          options={EXPERIENCE_OPTIONS}
        />
        <SaveRow disabled={form.processing} saved={form.recentlySuccessful} />
      </form>
    </Card>
  )
}

/** Birth date, sex, weight and height. */
function BodyFields({ form, errors, units }: { form: Form; errors: Errors; units: UnitSystem }) {
  const imperial = units === 'imperial'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BirthDateAndSexFields
        form={form}
        sexLabel="Sex (for heart-rate load)"
        unsetLabel="Not set"
        errors={errors}
      />
      <NumberField
        label={`Weight (${imperial ? 'lb' : 'kg'})`}
        inputMode="decimal"
        step="0.1"
        {...bindField(form, 'weight')}
        error={errors.weight_kg}
      />
      <NumberField
        label={`Height (${imperial ? 'in' : 'cm'})`}
        {...bindField(form, 'height')}
        error={errors.height_meters}
      />
    </div>
  )
}

/** Resting, maximum and threshold heart rate; the maximum says when it is an estimate. */
function HeartRateFieldset({
  form,
  errors,
  athlete,
}: {
  form: Form
  errors: Errors
  athlete: AthleteDto
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-gray-900">Heart rate (bpm)</legend>
      <HeartRateFields
        form={form}
        labels={{ resting: 'Resting', max: 'Maximum' }}
        errors={errors}
        maxHint={
          athlete.maxHrEstimated && athlete.effectiveMaxHr
            ? `Estimated: ${athlete.effectiveMaxHr} bpm from your age (Tanaka). Enter a measured value if you have one.`
            : 'Measured in a hard effort; blank to estimate from your age.'
        }
      />
      <NumberField
        label="Threshold (LTHR)"
        {...bindField(form, 'lthr')}
        hint="Mean HR of the last 20 min of a 30-min solo time trial."
      />
    </fieldset>
  )
}

/** A recent race (standard or other distance, time, date), which sets the VDOT. */
function RaceFieldset({
  form,
  errors,
  units,
  vdot,
}: {
  form: Form
  errors: Errors
  units: UnitSystem
  vdot: number | null
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        A recent race{' '}
        {vdot ? <span className="font-normal text-gray-600">(VDOT {vdot.toFixed(1)})</span> : null}
      </legend>
      <RaceDistanceField
        label="Distance"
        value={form.data.race_distance}
        onChange={(value) => form.setData('race_distance', value)}
        error={errors.race_distance_meters}
        noneLabel="No race"
        otherLabel="Other distance"
      />
      {form.data.race_distance === 'custom' && (
        <DistanceField
          units={units}
          type="number"
          step="0.01"
          value={form.data.race_custom_distance}
          onValue={(value) => form.setData('race_custom_distance', value)}
        />
      )}
      <DurationField
        label="Time (h:mm:ss)"
        placeholder="45:00"
        {...bindField(form, 'race_time')}
        error={errors.race_duration_seconds}
      />
      <Field label="Date" type="date" {...bindField(form, 'race_date')} />
    </fieldset>
  )
}
