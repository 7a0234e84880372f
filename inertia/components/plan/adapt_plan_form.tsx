import { useForm, type InertiaFormProps } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { PlanDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { addDays } from '#domain/calendar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { bindField } from '~/components/ui/bind'
import { ChoiceCards } from '~/components/ui/choice_cards'
import { Field, FieldError } from '~/components/ui/field'
import { NumberField } from '~/components/ui/unit_fields'
import { WeekdayPicker } from '~/components/ui/weekday_picker'
import { SelectField } from '~/components/ui/select_field'
import { shortDate } from '~/components/plan/plan_format'

type Trigger = 'illness' | 'injury' | 'travel' | 'short_on_time' | 'missed_workout'

/** The adaptation form's values as typed; each trigger sends only its own. */
type AdaptFormData = {
  trigger: Trigger
  startDate: string
  days: string
  fromDate: string
  toDate: string
  travelAvailableDays: number[]
  maxSessionMinutes: string
  workoutKey: string
}
type Form = InertiaFormProps<AdaptFormData>
type Errors = Record<string, string | undefined>

const TRIGGERS: { value: Trigger; label: string; hint: string }[] = [
  { value: 'illness', label: 'I’m ill', hint: 'Rest, then a gentle return' },
  { value: 'injury', label: 'I’m injured', hint: 'Time off, then easy running' },
  { value: 'travel', label: 'I’m travelling', hint: 'Fewer days or shorter runs' },
  { value: 'short_on_time', label: 'I’m short on time', hint: 'Shorter sessions this week' },
  { value: 'missed_workout', label: 'I missed a workout', hint: 'Reschedule or drop it' },
]

/**
 * "Something came up": illness, injury, travel, short on time or a missed workout. The server
 * proposes a revision (a diff with a plain-language reason) that the athlete applies or discards.
 */
export default function AdaptPlanForm({ plan, today }: { plan: PlanDto; today: string }) {
  const missable = missableWorkouts(plan, today)
  const form = useForm<AdaptFormData>({
    trigger: 'illness',
    startDate: today,
    days: '3',
    fromDate: today,
    toDate: addDays(today, 6),
    travelAvailableDays: [],
    maxSessionMinutes: '',
    workoutKey: missable[0]?.key ?? '',
  })
  const d = form.data

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => adaptRequest(data, plan.version))
    form.post(route('plan.adapt'), { preserveScroll: true, preserveState: true })
  }

  const e = form.errors as Errors
  const setTrigger = (trigger: Trigger) => {
    form.clearErrors()
    form.setData((current) => withTrigger(current, trigger))
  }

  return (
    <Card
      title="Something came up?"
      description="Tell us and the plan proposes a change, with the reason. Nothing changes until you apply it, and you can undo it."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Something came up">
        <ChoiceCards<Trigger>
          name="trigger"
          legend="What happened"
          legendHidden
          value={d.trigger}
          options={TRIGGERS}
          onChange={setTrigger}
          gridClassName="grid gap-2 sm:grid-cols-3 lg:grid-cols-5"
          tight
        />

        {(d.trigger === 'illness' || d.trigger === 'injury') && (
          <TimeOffFields form={form} trigger={d.trigger} />
        )}
        {d.trigger === 'travel' && <TravelFields form={form} errors={e} />}
        {d.trigger === 'short_on_time' && (
          <NumberField
            label="Longest session you have time for (minutes)"
            className="sm:max-w-xs"
            min={10}
            {...bindField(form, 'maxSessionMinutes')}
          />
        )}
        {d.trigger === 'missed_workout' && <MissedWorkoutField form={form} missable={missable} />}

        <FieldError message={e.version ?? e.trigger} className="" />

        <Button
          disabled={form.processing || (d.trigger === 'missed_workout' && missable.length === 0)}
        >
          Propose a change
        </Button>
      </form>
    </Card>
  )
}

/** The past planned workouts one may have missed, the latest first (at most 14). */
function missableWorkouts(plan: PlanDto, today: string) {
  return plan.weeks
    .flatMap((week) => week.workouts)
    .filter(
      (w) => w.date <= today && w.status === 'planned' && w.type !== 'rest' && w.type !== 'race'
    )
    .reverse()
    .slice(0, 14)
}

/** The form switched to another trigger, with that trigger's usual days or minutes filled in. */
function withTrigger(current: AdaptFormData, trigger: Trigger): AdaptFormData {
  return {
    ...current,
    trigger,
    days: trigger === 'injury' ? '7' : trigger === 'illness' ? '3' : current.days,
    maxSessionMinutes:
      trigger === 'short_on_time' && current.maxSessionMinutes === ''
        ? '45'
        : current.maxSessionMinutes,
  }
}

/** The request for the chosen trigger: only its own fields, numbers as numbers. */
function adaptRequest(data: AdaptFormData, version: number) {
  const minutes = data.maxSessionMinutes.trim() === '' ? undefined : Number(data.maxSessionMinutes)
  const base = { version, trigger: data.trigger }
  switch (data.trigger) {
    case 'illness':
    case 'injury':
      return {
        ...base,
        startDate: data.startDate,
        days: data.days.trim() === '' ? undefined : Number(data.days),
      }
    case 'travel':
      return {
        ...base,
        fromDate: data.fromDate,
        toDate: data.toDate,
        travelAvailableDays: data.travelAvailableDays,
        maxSessionMinutes: minutes,
      }
    case 'short_on_time':
      return { ...base, maxSessionMinutes: minutes }
    case 'missed_workout':
      return { ...base, workoutKey: data.workoutKey }
  }
}

/** Which past workout was missed, or why there is nothing to reschedule. */
function MissedWorkoutField({
  form,
  missable,
}: {
  form: Form
  missable: PlanDto['weeks'][number]['workouts']
}) {
  if (missable.length === 0) {
    return (
      <p className="text-sm text-gray-600">
        No past workout is waiting to be done: nothing to reschedule.
      </p>
    )
  }
  return (
    <SelectField
      label="Which workout did you miss?"
      className="sm:max-w-md"
      {...bindField(form, 'workoutKey')}
      options={missable.map((w) => ({
        value: w.key,
        label: `${shortDate(w.date)} · ${w.title}${w.session ? ` (run ${w.session.index})` : ''}`,
      }))}
    />
  )
}

/** Since when the athlete is ill or injured, and for how many days they will not run. */
function TimeOffFields({ form, trigger }: { form: Form; trigger: 'illness' | 'injury' }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={trigger === 'illness' ? 'Ill since' : 'Injured since'}
        type="date"
        {...bindField(form, 'startDate')}
      />
      <NumberField
        label="Days without running"
        min={1}
        max={60}
        {...bindField(form, 'days')}
        hint={
          trigger === 'illness'
            ? 'Rest until symptoms are gone; then as many days easy.'
            : 'Follow your physio’s advice; a week easy follows.'
        }
      />
    </div>
  )
}

/** The dates away, the longest session possible there and the days one can still run. */
function TravelFields({ form, errors }: { form: Form; errors: Errors }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Away from" type="date" {...bindField(form, 'fromDate')} />
        <Field
          label="Back on"
          type="date"
          min={form.data.fromDate}
          {...bindField(form, 'toDate')}
        />
        <NumberField
          label="Longest session while away (minutes, optional)"
          min={10}
          {...bindField(form, 'maxSessionMinutes')}
        />
      </div>
      <WeekdayPicker
        legend="Days you can still run while away"
        legendClassName="text-sm font-medium text-gray-800"
        days={form.data.travelAvailableDays}
        onChange={(days) => form.setData('travelAvailableDays', days)}
        error={errors.travelAvailableDays}
      />
    </>
  )
}
