import { useForm, usePage, type InertiaFormProps } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import type { IsoWeekday } from '#domain/plans/types'
import type { PlanDefaultsDto } from '#dtos/plan'
import type { UnitSystem } from '#domain/units'
import type { FlashedRefusal } from '#exceptions/field_refused_exception'
import { route } from '~/lib/routes'
import { RACE_DISTANCES } from '~/lib/race_distances'
import { Button } from '~/components/ui/button'
import { bindField } from '~/components/ui/bind'
import { Card } from '~/components/ui/card'
import { ChoiceCards } from '~/components/ui/choice_cards'
import { Field, FieldError } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { DistanceField, DurationField, NumberField } from '~/components/ui/unit_fields'
import { WeekdayPicker } from '~/components/ui/weekday_picker'
import { isoDateIn, WEEKDAYS } from '~/components/plan/plan_format'
import PlanRefusalHelp from '~/components/plan/plan_refusal'
import {
  checkPlanForm,
  createPlanFormData,
  otherPlanErrors,
  planFormErrors,
  planRequest,
  type CreatePlanErrors,
  type CreatePlanFormData,
  type PlanKind,
} from '~/components/plan/create_plan_form_data'

type Form = InertiaFormProps<CreatePlanFormData>

const KINDS = [
  { value: 'race', label: 'A race', hint: '5K to marathon, or a custom distance' },
  {
    value: 'base',
    label: 'Base-building block (no race)',
    hint: 'Eight weeks of steady, progressive running',
  },
] as const

const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner (under a year)' },
  { value: 'intermediate', label: 'Intermediate (a few races)' },
  { value: 'advanced', label: 'Advanced (years of training)' },
]

const DISTANCE_OPTIONS = [
  ...RACE_DISTANCES.map((d) => ({ value: String(d.meters), label: d.label })),
  { value: 'custom', label: 'Another distance…' },
]

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
  const [localErrors, setLocalErrors] = useState<CreatePlanErrors>({})
  const form = useForm<CreatePlanFormData>(createPlanFormData(defaults, units))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const errors = checkPlanForm(form.data, units)
    setLocalErrors(errors)
    if (Object.keys(errors).length > 0) return
    form.transform((data) => planRequest(data, units))
    form.post(route('plan.store'), { preserveScroll: true })
  }

  const server = form.errors as Record<string, string | undefined>
  const e = planFormErrors(localErrors, server)
  // The refusal's details belong to the errors now shown, not to an earlier submission.
  const refusal = flashed && server[flashed.field] ? flashed : null

  return (
    <Card
      title="Create your training plan"
      description="Tell us what you are training for and how you train now. The plan starts gently from your current volume and explains every week."
    >
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Create a training plan">
        <ChoiceCards<PlanKind>
          name="kind"
          legend="Goal"
          value={form.data.kind}
          options={KINDS}
          onChange={(kind) => form.setData('kind', kind)}
          gridClassName="mt-2 grid gap-2 sm:grid-cols-2"
        />
        {form.data.kind === 'race' && (
          <RaceFields form={form} errors={e} units={units} today={today} refusal={refusal} />
        )}
        <WeekdayPicker
          legend="Days you can run"
          name="availableDays"
          days={form.data.availableDays}
          onChange={(days) => form.setData((current) => withDays(current, days))}
          error={e.availableDays}
        >
          <PlanRefusalHelp refusal={refusal} fields={['availableDays', 'longRunDay']} />
        </WeekdayPicker>
        <TrainingFields form={form} errors={e} units={units} today={today} />
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
        {otherPlanErrors(server).map(([key, message]) => (
          <FieldError key={key} message={message} className="" />
        ))}
        <Button disabled={form.processing}>
          {form.processing ? 'Creating your plan…' : 'Create plan'}
        </Button>
      </form>
    </Card>
  )
}

/** The chosen days; the long-run day moves to the last of them when it is no longer one. */
function withDays(current: CreatePlanFormData, days: IsoWeekday[]): CreatePlanFormData {
  const keep = days.includes(current.longRunDay) || days.length === 0
  return { ...current, availableDays: days, longRunDay: keep ? current.longRunDay : days.at(-1)! }
}

/** The goal race: distance (standard or typed), date (with the earliest possible) and goal time. */
function RaceFields({
  form,
  errors,
  units,
  today,
  refusal,
}: {
  form: Form
  errors: CreatePlanErrors
  units: UnitSystem
  today: string
  refusal: FlashedRefusal | null
}) {
  const data = form.data
  const earliest = refusal ? null : isoDateIn(errors.raceDate)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Race distance"
        {...bindField(form, 'distanceChoice')}
        error={data.distanceChoice === 'custom' ? undefined : errors.distance}
        options={DISTANCE_OPTIONS}
      />
      {data.distanceChoice === 'custom' && (
        <DistanceField
          units={units}
          value={data.customDistance}
          onValue={(value) => form.setData('customDistance', value)}
          error={errors.distance}
          hint={units === 'metric' ? 'From 1 to 100 km.' : 'From 0.6 to 62 mi.'}
        />
      )}
      <div>
        <Field
          label="Race date"
          type="date"
          min={today}
          {...bindField(form, 'raceDate')}
          error={errors.raceDate}
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
      <DurationField
        label="Goal time (optional)"
        placeholder="h:mm:ss"
        {...bindField(form, 'goalTime')}
        error={errors.goalTime}
        hint="Leave empty to race at the pace your current fitness predicts."
      />
    </div>
  )
}

/** How the athlete trains now: long-run day, experience, volume, start and time off. */
function TrainingFields({
  form,
  errors,
  units,
  today,
}: {
  form: Form
  errors: CreatePlanErrors
  units: UnitSystem
  today: string
}) {
  const days = form.data.availableDays
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Long-run day"
        value={String(form.data.longRunDay)}
        onChange={(event) => form.setData('longRunDay', Number(event.target.value) as IsoWeekday)}
        error={errors.longRunDay}
        options={WEEKDAYS.filter((day) => days.length === 0 || days.includes(day.value)).map(
          (day) => ({ value: String(day.value), label: day.label })
        )}
      />
      <SelectField
        label="Experience"
        {...bindField(form, 'experience')}
        error={errors.experience}
        options={EXPERIENCE_OPTIONS}
      />
      <DistanceField
        units={units}
        label="Current weekly distance"
        value={form.data.weeklyDistance}
        onValue={(value) => form.setData('weeklyDistance', value)}
        error={errors.weeklyDistance}
        hint="A typical week over the last month."
      />
      <DistanceField
        units={units}
        label="Longest recent run"
        optional
        value={form.data.longestRun}
        onValue={(value) => form.setData('longestRun', value)}
        error={errors.longestRun}
      />
      <Field
        label="Start date"
        type="date"
        min={today}
        {...bindField(form, 'startDate')}
        error={errors.startDate}
        hint="The first day of the plan (tomorrow unless you choose)."
      />
      <NumberField
        label="Weeks without running just before this plan"
        min={0}
        max={52}
        step={1}
        placeholder="0"
        {...bindField(form, 'timeOffWeeks')}
        error={errors.timeOffWeeks}
        hint="After a break (injury, illness) the plan starts from lower fitness; 0 or empty if none."
      />
    </div>
  )
}
