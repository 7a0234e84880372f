import { useForm, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import type { IsoWeekday } from '#domain/plans/types'
import type { PlanDefaultsDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { RACE_DISTANCES } from '~/lib/race_distances'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { isoDateIn, WEEKDAYS } from '~/components/plan/plan_format'
import PlanRefusalHelp from '~/components/plan/plan_refusal'
import type { FlashedRefusal } from '#exceptions/field_refused_exception'
import {
  formatDuration,
  kilometersToMeters,
  metersToKilometers,
  metersToMiles,
  milesToMeters,
  parseDurationSeconds,
  type UnitSystem,
} from '#domain/units'

type Kind = 'race' | 'base'

const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner (under a year)' },
  { value: 'intermediate', label: 'Intermediate (a few races)' },
  { value: 'advanced', label: 'Advanced (years of training)' },
]

/** Metres shown in the athlete's unit with one decimal, as an input value. */
function toUnitText(distanceMeters: number | null, units: UnitSystem) {
  if (distanceMeters === null || !Number.isFinite(distanceMeters)) return ''
  const value =
    units === 'metric' ? metersToKilometers(distanceMeters) : metersToMiles(distanceMeters)
  return String(Math.round(value * 10) / 10)
}

function toMeters(text: string, units: UnitSystem) {
  const value = Number(text)
  return (
    Math.round((units === 'metric' ? kilometersToMeters(value) : milesToMeters(value)) * 10) / 10
  )
}

/**
 * A new plan: a goal race (standard or custom distance, date, goal time or none: the pace
 * the current fitness predicts) or a base-building block, the days the athlete can run, the long-run day, the
 * current volume and experience. Prefilled from the profile and imported activities.
 * Distances are typed in the athlete's units and sent in metres.
 */
export default function CreatePlanForm({
  defaults,
  today,
}: {
  defaults: PlanDefaultsDto
  today: string
}) {
  const { preferences, refusal: flashed } = usePage<
    SharedProps & { refusal?: FlashedRefusal | null }
  >().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const unitLabel = units === 'metric' ? 'km' : 'mi'
  const standard = RACE_DISTANCES.some((d) => d.meters === defaults.raceDistanceMeters)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})

  const form = useForm({
    kind: 'race' as Kind,
    distanceChoice:
      defaults.raceDistanceMeters === null
        ? '42195'
        : standard
          ? String(defaults.raceDistanceMeters)
          : 'custom',
    customDistance: standard ? '' : toUnitText(defaults.raceDistanceMeters, units),
    raceDate: defaults.raceDate ?? '',
    goalTime: defaults.goalSeconds ? formatDuration(defaults.goalSeconds) : '',
    availableDays: [...defaults.availableDays] as IsoWeekday[],
    longRunDay: defaults.longRunDay as IsoWeekday,
    weeklyDistance: toUnitText(defaults.currentWeeklyMeters, units),
    longestRun: toUnitText(defaults.longestRecentRunMeters, units),
    experience: defaults.experience as string,
    startDate: defaults.startDate,
    timeOffWeeks: '',
  })
  const data = form.data
  const isRace = data.kind === 'race'

  const toggleDay = (day: IsoWeekday, on: boolean) => {
    const days = on ? [...data.availableDays, day] : data.availableDays.filter((d) => d !== day)
    const sorted = [...new Set(days)].sort((a, b) => a - b)
    form.setData((current) => ({
      ...current,
      availableDays: sorted,
      longRunDay:
        sorted.includes(current.longRunDay) || sorted.length === 0
          ? current.longRunDay
          : sorted[sorted.length - 1],
    }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const errors: Record<string, string> = {}
    const goalSeconds = data.goalTime.trim() === '' ? null : parseDurationSeconds(data.goalTime)
    if (isRace && data.goalTime.trim() !== '' && (goalSeconds === null || goalSeconds <= 0)) {
      errors.goalTime = 'Enter the goal time as h:mm:ss, for example 3:45:00, or leave it empty.'
    }
    if (isRace && data.distanceChoice === 'custom') {
      const value = Number(data.customDistance)
      if (data.customDistance.trim() === '' || !Number.isFinite(value) || value <= 0) {
        errors.distance = `Enter the race distance in ${unitLabel}, for example ${units === 'metric' ? '15' : '9.3'}.`
      }
    }
    const weekly = Number(data.weeklyDistance)
    if (data.weeklyDistance.trim() === '' || !Number.isFinite(weekly) || weekly < 0) {
      errors.weeklyDistance = `Enter how far you run in a typical week, in ${unitLabel} (0 if you are starting out).`
    }
    const longest = Number(data.longestRun)
    if (data.longestRun.trim() !== '' && (!Number.isFinite(longest) || longest < 0)) {
      errors.longestRun = `Enter your longest recent run in ${unitLabel}, or leave it empty.`
    }
    const timeOff = data.timeOffWeeks.trim() === '' ? null : Number(data.timeOffWeeks)
    if (timeOff !== null && !(Number.isInteger(timeOff) && timeOff >= 0 && timeOff <= 52)) {
      errors.timeOffWeeks = 'Enter whole weeks from 0 to 52, or leave it empty.'
    }
    setLocalErrors(errors)
    if (Object.keys(errors).length > 0) return

    form.transform((d) => ({
      raceDistanceMeters: isRace
        ? d.distanceChoice === 'custom'
          ? toMeters(d.customDistance, units)
          : Number(d.distanceChoice)
        : undefined,
      raceDate: isRace ? d.raceDate : undefined,
      goalSeconds: isRace && goalSeconds !== null ? goalSeconds : undefined,
      availableDays: d.availableDays,
      longRunDay: d.longRunDay,
      currentWeeklyMeters: toMeters(d.weeklyDistance, units),
      longestRecentRunMeters:
        d.longestRun.trim() === '' ? undefined : toMeters(d.longestRun, units),
      experience: d.experience,
      startDate: d.startDate || undefined,
      timeOffWeeks: timeOff ?? undefined,
    }))
    form.post(route('plan.store'), { preserveScroll: true })
  }

  const server = form.errors as Record<string, string | undefined>
  const e = {
    distance: localErrors.distance ?? server.raceDistanceMeters,
    raceDate: server.raceDate,
    goalTime: localErrors.goalTime ?? server.goalSeconds,
    availableDays: server.availableDays,
    longRunDay: server.longRunDay,
    weeklyDistance: localErrors.weeklyDistance ?? server.currentWeeklyMeters,
    longestRun: localErrors.longestRun ?? server.longestRecentRunMeters,
    experience: server.experience,
    startDate: server.startDate,
    timeOffWeeks: localErrors.timeOffWeeks ?? server.timeOffWeeks,
  }
  // The refusal's details belong to the errors now shown, not to an earlier submission.
  const refusal = flashed && server[flashed.field] ? flashed : null
  const earliest = refusal ? null : isoDateIn(e.raceDate)
  const otherErrors = Object.entries(server).filter(
    ([key, message]) =>
      message &&
      ![
        'raceDistanceMeters',
        'raceDate',
        'goalSeconds',
        'availableDays',
        'longRunDay',
        'currentWeeklyMeters',
        'longestRecentRunMeters',
        'experience',
        'startDate',
        'timeOffWeeks',
        'version',
      ].includes(key)
  )

  return (
    <Card
      title="Create your training plan"
      description="Tell us what you are training for and how you train now. The plan starts gently from your current volume and explains every week."
    >
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Create a training plan">
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">Goal</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(
              [
                { value: 'race', label: 'A race', hint: '5K to marathon, or a custom distance' },
                {
                  value: 'base',
                  label: 'Base-building block (no race)',
                  hint: 'Eight weeks of steady, progressive running',
                },
              ] as const
            ).map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-start gap-3 rounded-md p-3 ring-1 ${
                  data.kind === option.value
                    ? 'bg-brand-50 ring-2 ring-brand-700'
                    : 'bg-white ring-gray-300 hover:bg-gray-50'
                }`}
              >
                <input
                  type="radio"
                  name="kind"
                  value={option.value}
                  checked={data.kind === option.value}
                  onChange={() => form.setData('kind', option.value)}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="block text-sm font-medium text-gray-900">{option.label}</span>
                  <span className="block text-xs text-gray-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {isRace && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Race distance"
              value={data.distanceChoice}
              onChange={(event) => form.setData('distanceChoice', event.target.value)}
              error={data.distanceChoice === 'custom' ? undefined : e.distance}
              options={[
                ...RACE_DISTANCES.map((d) => ({ value: String(d.meters), label: d.label })),
                { value: 'custom', label: 'Another distance…' },
              ]}
            />
            {data.distanceChoice === 'custom' && (
              <Field
                label={`Distance (${unitLabel})`}
                inputMode="decimal"
                value={data.customDistance}
                onChange={(event) => form.setData('customDistance', event.target.value)}
                error={e.distance}
                hint={units === 'metric' ? 'From 1 to 100 km.' : 'From 0.6 to 62 mi.'}
              />
            )}
            <div>
              <Field
                label="Race date"
                type="date"
                min={today}
                value={data.raceDate}
                onChange={(event) => form.setData('raceDate', event.target.value)}
                error={e.raceDate}
                required
              />
              <PlanRefusalHelp
                refusal={refusal}
                fields={['raceDate']}
                currentDate={data.raceDate}
                onUseDate={(date) => form.setData('raceDate', date)}
              />
              {earliest && earliest !== data.raceDate && (
                <Button
                  type="button"
                  variant="secondary"
                  className="mt-2"
                  onClick={() => form.setData('raceDate', earliest)}
                >
                  Use {earliest}
                </Button>
              )}
            </div>
            <Field
              label="Goal time (optional)"
              placeholder="h:mm:ss"
              inputMode="numeric"
              value={data.goalTime}
              onChange={(event) => form.setData('goalTime', event.target.value)}
              error={e.goalTime}
              hint="Leave empty to race at the pace your current fitness predicts."
            />
          </div>
        )}

        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">Days you can run</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day.value}
                label={day.label}
                name="availableDays"
                checked={data.availableDays.includes(day.value)}
                onChange={(event) => toggleDay(day.value, event.target.checked)}
              />
            ))}
          </div>
          {e.availableDays && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {e.availableDays}
            </p>
          )}
          <PlanRefusalHelp refusal={refusal} fields={['availableDays', 'longRunDay']} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Long-run day"
            value={String(data.longRunDay)}
            onChange={(event) =>
              form.setData('longRunDay', Number(event.target.value) as IsoWeekday)
            }
            error={e.longRunDay}
            options={WEEKDAYS.filter(
              (day) => data.availableDays.length === 0 || data.availableDays.includes(day.value)
            ).map((day) => ({ value: String(day.value), label: day.label }))}
          />
          <SelectField
            label="Experience"
            value={data.experience}
            onChange={(event) => form.setData('experience', event.target.value)}
            error={e.experience}
            options={EXPERIENCE_OPTIONS}
          />
          <Field
            label={`Current weekly distance (${unitLabel})`}
            inputMode="decimal"
            value={data.weeklyDistance}
            onChange={(event) => form.setData('weeklyDistance', event.target.value)}
            error={e.weeklyDistance}
            hint="A typical week over the last month."
          />
          <Field
            label={`Longest recent run (${unitLabel}, optional)`}
            inputMode="decimal"
            value={data.longestRun}
            onChange={(event) => form.setData('longestRun', event.target.value)}
            error={e.longestRun}
          />
          <Field
            label="Start date"
            type="date"
            min={today}
            value={data.startDate}
            onChange={(event) => form.setData('startDate', event.target.value)}
            error={e.startDate}
            hint="The first day of the plan (tomorrow unless you choose)."
          />
          <Field
            label="Weeks without running just before this plan"
            type="number"
            inputMode="numeric"
            min={0}
            max={52}
            step={1}
            placeholder="0"
            value={data.timeOffWeeks}
            onChange={(event) => form.setData('timeOffWeeks', event.target.value)}
            error={e.timeOffWeeks}
            hint="After a break (injury, illness) the plan starts from lower fitness; 0 or empty if none."
          />
        </div>
        <PlanRefusalHelp
          refusal={refusal}
          fields={[
            'raceDistanceMeters',
            'goalSeconds',
            'currentWeeklyMeters',
            'longestRecentRunMeters',
            'experience',
            'startDate',
            'timeOffWeeks',
          ]}
        />

        {otherErrors.map(([key, message]) => (
          <p key={key} role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ))}

        <Button disabled={form.processing}>
          {form.processing ? 'Creating your plan…' : 'Create plan'}
        </Button>
      </form>
    </Card>
  )
}
