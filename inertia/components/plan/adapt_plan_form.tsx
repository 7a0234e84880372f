import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { PlanDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { addDays } from '#domain/calendar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { shortDate, WEEKDAYS } from '~/components/plan/plan_format'

type Trigger = 'illness' | 'injury' | 'travel' | 'short_on_time' | 'missed_workout'

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
  const missable = plan.weeks
    .flatMap((week) => week.workouts)
    .filter(
      (w) => w.date <= today && w.status === 'planned' && w.type !== 'rest' && w.type !== 'race'
    )
    .reverse()
    .slice(0, 14)

  const form = useForm({
    trigger: 'illness' as Trigger,
    startDate: today,
    days: '3',
    fromDate: today,
    toDate: addDays(today, 6),
    travelAvailableDays: [] as number[],
    maxSessionMinutes: '',
    workoutKey: missable[0]?.key ?? '',
  })
  const d = form.data

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => {
      const minutes =
        data.maxSessionMinutes.trim() === '' ? undefined : Number(data.maxSessionMinutes)
      const base = { version: plan.version, trigger: data.trigger }
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
    })
    form.post(route('plan.adapt'), { preserveScroll: true, preserveState: true })
  }

  const toggleDay = (day: number, on: boolean) => {
    const days = on
      ? [...d.travelAvailableDays, day]
      : d.travelAvailableDays.filter((value) => value !== day)
    form.setData(
      'travelAvailableDays',
      [...new Set(days)].sort((a, b) => a - b)
    )
  }

  const e = form.errors as Record<string, string | undefined>
  const setTrigger = (trigger: Trigger) => {
    form.clearErrors()
    form.setData((current) => ({
      ...current,
      trigger,
      days: trigger === 'injury' ? '7' : trigger === 'illness' ? '3' : current.days,
      maxSessionMinutes:
        trigger === 'short_on_time' && current.maxSessionMinutes === ''
          ? '45'
          : current.maxSessionMinutes,
    }))
  }

  return (
    <Card
      title="Something came up?"
      description="Tell us and the plan proposes a change, with the reason. Nothing changes until you apply it, and you can undo it."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Something came up">
        <fieldset>
          <legend className="sr-only">What happened</legend>
          <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {TRIGGERS.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-start gap-2 rounded-md p-3 ring-1 ${
                  d.trigger === option.value
                    ? 'bg-brand-50 ring-2 ring-brand-700'
                    : 'bg-white ring-gray-300 hover:bg-gray-50'
                }`}
              >
                <input
                  type="radio"
                  name="trigger"
                  value={option.value}
                  checked={d.trigger === option.value}
                  onChange={() => setTrigger(option.value)}
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

        {(d.trigger === 'illness' || d.trigger === 'injury') && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={d.trigger === 'illness' ? 'Ill since' : 'Injured since'}
              type="date"
              value={d.startDate}
              onChange={(event) => form.setData('startDate', event.target.value)}
              error={e.startDate}
            />
            <Field
              label="Days without running"
              type="number"
              min={1}
              max={60}
              inputMode="numeric"
              value={d.days}
              onChange={(event) => form.setData('days', event.target.value)}
              error={e.days}
              hint={
                d.trigger === 'illness'
                  ? 'Rest until symptoms are gone; then as many days easy.'
                  : 'Follow your physio’s advice; a week easy follows.'
              }
            />
          </div>
        )}

        {d.trigger === 'travel' && (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Away from"
                type="date"
                value={d.fromDate}
                onChange={(event) => form.setData('fromDate', event.target.value)}
                error={e.fromDate}
              />
              <Field
                label="Back on"
                type="date"
                value={d.toDate}
                min={d.fromDate}
                onChange={(event) => form.setData('toDate', event.target.value)}
                error={e.toDate}
              />
              <Field
                label="Longest session while away (minutes, optional)"
                type="number"
                min={10}
                inputMode="numeric"
                value={d.maxSessionMinutes}
                onChange={(event) => form.setData('maxSessionMinutes', event.target.value)}
                error={e.maxSessionMinutes}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">
                Days you can still run while away
              </legend>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                {WEEKDAYS.map((day) => (
                  <Checkbox
                    key={day.value}
                    label={day.label}
                    checked={d.travelAvailableDays.includes(day.value)}
                    onChange={(event) => toggleDay(day.value, event.target.checked)}
                  />
                ))}
              </div>
              {e.travelAvailableDays && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {e.travelAvailableDays}
                </p>
              )}
            </fieldset>
          </>
        )}

        {d.trigger === 'short_on_time' && (
          <Field
            label="Longest session you have time for (minutes)"
            className="sm:max-w-xs"
            type="number"
            min={10}
            inputMode="numeric"
            value={d.maxSessionMinutes}
            onChange={(event) => form.setData('maxSessionMinutes', event.target.value)}
            error={e.maxSessionMinutes}
          />
        )}

        {d.trigger === 'missed_workout' &&
          (missable.length > 0 ? (
            <SelectField
              label="Which workout did you miss?"
              className="sm:max-w-md"
              value={d.workoutKey}
              onChange={(event) => form.setData('workoutKey', event.target.value)}
              error={e.workoutKey}
              options={missable.map((w) => ({
                value: w.key,
                label: `${shortDate(w.date)} · ${w.title}${w.session ? ` (run ${w.session.index})` : ''}`,
              }))}
            />
          ) : (
            <p className="text-sm text-gray-600">
              No past workout is waiting to be done: nothing to reschedule.
            </p>
          ))}

        {(e.trigger || e.version) && (
          <p role="alert" className="text-sm text-red-700">
            {e.version ?? e.trigger}
          </p>
        )}

        <Button
          disabled={form.processing || (d.trigger === 'missed_workout' && missable.length === 0)}
        >
          Propose a change
        </Button>
      </form>
    </Card>
  )
}
