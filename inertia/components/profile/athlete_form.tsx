import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import {
  formatDuration,
  formatPace,
  kilogramsToPounds,
  metersToKilometers,
  metersToMiles,
  milesToMeters,
  paceUnit,
  parseDurationSeconds,
  poundsToKilograms,
  secPerMileToSecPerKm,
  type UnitSystem,
} from '#domain/units'
import { route } from '~/lib/routes'
import { RACE_DISTANCES } from '~/lib/race_distances'
import type { AthleteDto } from '#dtos/athlete_profile'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { BirthDateAndSexFields } from '~/components/profile/birth_date_and_sex_fields'
import { HeartRateFields, RaceDistanceField } from '~/components/profile/athlete_fields'
import { SavedMessage } from '~/components/ui/saved_message'

const INCHES_PER_METER = 1 / 0.0254

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
  const imperial = units === 'imperial'
  const raceIsStandard = RACE_DISTANCES.some((d) => d.meters === athlete.raceDistanceMeters)

  const form = useForm({
    birth_date: athlete.birthDate ?? '',
    sex: athlete.sex ?? '',
    weight: athlete.weightKg
      ? round(imperial ? kilogramsToPounds(athlete.weightKg) : athlete.weightKg, 1)
      : '',
    height: athlete.heightMeters
      ? round(imperial ? athlete.heightMeters * INCHES_PER_METER : athlete.heightMeters * 100, 0)
      : '',
    resting_hr: athlete.restingHr ?? '',
    max_hr: athlete.maxHr ?? '',
    lthr: athlete.lthr ?? '',
    threshold_pace: athlete.thresholdPaceSecPerKm
      ? formatPace(athlete.thresholdPaceSecPerKm, units)
      : '',
    threshold_power_watts: athlete.thresholdPowerWatts ?? '',
    race_distance: athlete.raceDistanceMeters
      ? raceIsStandard
        ? String(athlete.raceDistanceMeters)
        : 'custom'
      : '',
    race_custom_distance:
      athlete.raceDistanceMeters && !raceIsStandard
        ? round(
            imperial
              ? metersToMiles(athlete.raceDistanceMeters)
              : metersToKilometers(athlete.raceDistanceMeters),
            2
          )
        : '',
    race_time: athlete.raceDurationSeconds ? formatDuration(athlete.raceDurationSeconds) : '',
    race_date: athlete.raceDate ?? '',
    experience: athlete.experience ?? '',
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => toSi(data, imperial))
    form.put(route('profile.athlete.update'), { preserveScroll: true })
  }

  const e = form.errors as Record<string, string | undefined>
  const paceLabel = `Threshold pace (m:ss ${paceUnit(units)})`

  return (
    <Card
      title="Athlete data"
      description="What your zones, paces and predictions are computed from. Leave blank what you don't know."
    >
      <form onSubmit={submit} className="space-y-5" noValidate aria-label="Athlete data">
        <div className="grid gap-4 sm:grid-cols-2">
          <BirthDateAndSexFields
            birthDate={form.data.birth_date}
            sex={form.data.sex}
            sexLabel="Sex (for heart-rate load)"
            unsetLabel="Not set"
            errors={e}
            onBirthDate={(value) => form.setData('birth_date', value)}
            onSex={(value) => form.setData('sex', value)}
          />
          <Field
            label={`Weight (${imperial ? 'lb' : 'kg'})`}
            type="number"
            inputMode="decimal"
            step="0.1"
            value={form.data.weight}
            onChange={(ev) => form.setData('weight', ev.target.value)}
            error={e.weight_kg}
          />
          <Field
            label={`Height (${imperial ? 'in' : 'cm'})`}
            type="number"
            inputMode="numeric"
            value={form.data.height}
            onChange={(ev) => form.setData('height', ev.target.value)}
            error={e.height_meters}
          />
        </div>

        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">Heart rate (bpm)</legend>
          <HeartRateFields
            resting={form.data.resting_hr}
            max={form.data.max_hr}
            labels={{ resting: 'Resting', max: 'Maximum' }}
            errors={e}
            maxHint={
              athlete.maxHrEstimated && athlete.effectiveMaxHr
                ? `Estimated: ${athlete.effectiveMaxHr} bpm from your age (Tanaka). Enter a measured value if you have one.`
                : 'Measured in a hard effort; blank to estimate from your age.'
            }
            onResting={(value) => form.setData('resting_hr', value)}
            onMax={(value) => form.setData('max_hr', value)}
          />
          <Field
            label="Threshold (LTHR)"
            type="number"
            inputMode="numeric"
            value={form.data.lthr}
            onChange={(ev) => form.setData('lthr', ev.target.value)}
            error={e.lthr}
            hint="Mean HR of the last 20 min of a 30-min solo time trial."
          />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={paceLabel}
            inputMode="numeric"
            placeholder="4:30"
            value={form.data.threshold_pace}
            onChange={(ev) => form.setData('threshold_pace', ev.target.value)}
            error={e.threshold_pace_sec_per_km}
          />
          <Field
            label="Threshold power (W)"
            type="number"
            inputMode="numeric"
            value={form.data.threshold_power_watts}
            onChange={(ev) => form.setData('threshold_power_watts', ev.target.value)}
            error={e.threshold_power_watts}
          />
        </div>

        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-gray-900">
            A recent race{' '}
            {athlete.vdot ? (
              <span className="font-normal text-gray-600">(VDOT {athlete.vdot.toFixed(1)})</span>
            ) : null}
          </legend>
          <RaceDistanceField
            label="Distance"
            value={form.data.race_distance}
            onChange={(value) => form.setData('race_distance', value)}
            error={e.race_distance_meters}
            noneLabel="No race"
            otherLabel="Other distance"
          />
          {form.data.race_distance === 'custom' && (
            <Field
              label={`Distance (${imperial ? 'mi' : 'km'})`}
              type="number"
              inputMode="decimal"
              step="0.01"
              value={form.data.race_custom_distance}
              onChange={(ev) => form.setData('race_custom_distance', ev.target.value)}
            />
          )}
          <Field
            label="Time (h:mm:ss)"
            inputMode="numeric"
            placeholder="45:00"
            value={form.data.race_time}
            onChange={(ev) => form.setData('race_time', ev.target.value)}
            error={e.race_duration_seconds}
          />
          <Field
            label="Date"
            type="date"
            value={form.data.race_date}
            onChange={(ev) => form.setData('race_date', ev.target.value)}
            error={e.race_date}
          />
        </fieldset>

        <SelectField
          label="Running experience"
          className="sm:max-w-xs"
          value={form.data.experience}
          onChange={(ev) => form.setData('experience', ev.target.value)}
          error={e.experience}
          options={[
            { value: '', label: 'Not set' },
            { value: 'beginner', label: 'Beginner (less than a year)' },
            { value: 'intermediate', label: 'Intermediate' },
            { value: 'advanced', label: 'Advanced (years of structured training)' },
          ]}
        />

        <div className="flex items-center gap-4">
          <Button disabled={form.processing}>Save</Button>
          <SavedMessage show={form.recentlySuccessful} />
        </div>
      </form>
    </Card>
  )
}

type FormData = {
  birth_date: string
  sex: string
  weight: string | number
  height: string | number
  resting_hr: string | number
  max_hr: string | number
  lthr: string | number
  threshold_pace: string
  threshold_power_watts: string | number
  race_distance: string
  race_custom_distance: string | number
  race_time: string
  race_date: string
  experience: string
}

/**
 * The form's display values as the server's SI fields. Text that cannot be
 * read is sent as-is so that the server explains what is wrong.
 */
function toSi(data: FormData, imperial: boolean) {
  const num = (value: string | number) => (value === '' ? null : Number(value))
  const weight = num(data.weight)
  const height = num(data.height)
  const pace = data.threshold_pace.trim() ? parseDurationSeconds(data.threshold_pace) : null
  const customDistance = num(data.race_custom_distance)
  const raceDistance =
    data.race_distance === ''
      ? null
      : data.race_distance === 'custom'
        ? customDistance === null
          ? null
          : imperial
            ? milesToMeters(customDistance)
            : customDistance * 1000
        : Number(data.race_distance)
  return {
    birth_date: data.birth_date || null,
    sex: data.sex || null,
    weight_kg: weight === null ? null : imperial ? poundsToKilograms(weight) : weight,
    height_meters: height === null ? null : imperial ? height / INCHES_PER_METER : height / 100,
    resting_hr: num(data.resting_hr),
    max_hr: num(data.max_hr),
    lthr: num(data.lthr),
    threshold_pace_sec_per_km:
      pace === null
        ? data.threshold_pace.trim()
          ? data.threshold_pace
          : null
        : imperial
          ? secPerMileToSecPerKm(pace)
          : pace,
    threshold_power_watts: num(data.threshold_power_watts),
    race_distance_meters: raceDistance,
    race_duration_seconds: data.race_time.trim()
      ? (parseDurationSeconds(data.race_time) ?? data.race_time)
      : null,
    race_date: data.race_date || null,
    experience: data.experience || null,
  }
}

function round(value: number, digits: number) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
