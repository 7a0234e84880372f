import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import type { PreferencesDto } from '#dtos/athlete_profile'
import { Card } from '~/components/ui/card'
import { bindField } from '~/components/ui/bind'
import { Field, FieldError } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { Checkbox } from '~/components/ui/checkbox'
import { WeekdayPicker } from '~/components/ui/weekday_picker'
import { WEEKDAYS } from '~/components/plan/plan_format'
import { SaveRow } from '~/components/ui/saved_message'

const UNIT_OPTIONS = [
  { value: 'metric', label: 'Metric (km, min/km, kg)' },
  { value: 'imperial', label: 'Imperial (mi, min/mi, lb)' },
]

const WEEK_START_OPTIONS = [
  { value: '1', label: 'Monday' },
  { value: '7', label: 'Sunday' },
]

const COACH_TONE_OPTIONS = [
  { value: 'encouraging', label: 'Encouraging' },
  { value: 'direct', label: 'Direct' },
  { value: 'detailed', label: 'Detailed' },
]

/** The part of the preferences' useForm the e-mail boxes read and write. */
interface EmailForm {
  data: { email_notifications: boolean; weekly_summary: boolean }
  setData(key: 'email_notifications' | 'weekly_summary', value: boolean): void
}

/** The two e-mails one can turn off: training notices and the Monday summary. */
function EmailFieldset({ form, error }: { form: EmailForm; error?: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">E-mail</legend>
      <Checkbox
        label="E-mail me about my training (reminders and notices)"
        checked={form.data.email_notifications}
        onChange={(event) => form.setData('email_notifications', event.target.checked)}
      />
      <Checkbox
        label="Weekly summary e-mail"
        aria-describedby="weekly-summary-hint"
        checked={form.data.weekly_summary}
        onChange={(event) => form.setData('weekly_summary', event.target.checked)}
      />
      <p id="weekly-summary-hint" className="ml-6 text-xs text-gray-600">
        Every Monday: last week's training against your plan, your fitness trend and next week's key
        workouts. Each e-mail has a one-click unsubscribe link.
      </p>
      <FieldError message={error} className="" />
    </fieldset>
  )
}

/**
 * Units, calendar, training days, the coach's tone and e-mail notifications.
 * Units apply to every number as soon as they are saved.
 */
export default function PreferencesForm({ preferences }: { preferences: PreferencesDto }) {
  const form = useForm({
    units: preferences.units as string,
    week_start: preferences.weekStart,
    time_zone: preferences.timeZone,
    training_days: preferences.trainingDays,
    long_run_day: preferences.longRunDay,
    coach_tone: preferences.coachTone as string,
    email_notifications: preferences.emailNotifications,
    weekly_summary: preferences.weeklySummary,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('profile.preferences.update'), { preserveScroll: true })
  }

  const e = form.errors as Record<string, string | undefined>

  return (
    <Card title="Preferences">
      <form onSubmit={submit} className="space-y-5" noValidate aria-label="Preferences">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Units" {...bindField(form, 'units')} options={UNIT_OPTIONS} />
          <SelectField
            label="Week starts on"
            value={String(form.data.week_start)}
            onChange={(event) => form.setData('week_start', Number(event.target.value))}
            error={e.week_start}
            options={WEEK_START_OPTIONS}
          />
          <Field
            label="Time zone"
            {...bindField(form, 'time_zone')}
            hint="An IANA name such as Europe/Paris or America/New_York."
            list="time-zones"
          />
          <datalist id="time-zones">
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <SelectField
            label="Coach tone"
            {...bindField(form, 'coach_tone')}
            options={COACH_TONE_OPTIONS}
          />
        </div>

        <WeekdayPicker
          legend="Training days"
          listClassName="mt-2 flex flex-wrap gap-4"
          days={form.data.training_days}
          onChange={(days) => form.setData('training_days', days)}
          error={e.training_days}
        />

        <SelectField
          label="Long-run day"
          className="sm:max-w-xs"
          value={String(form.data.long_run_day)}
          onChange={(event) => form.setData('long_run_day', Number(event.target.value))}
          error={e.long_run_day}
          options={WEEKDAYS.map((day) => ({ value: String(day.value), label: day.label }))}
        />

        <EmailFieldset form={form} error={e.weekly_summary} />

        <SaveRow disabled={form.processing} saved={form.recentlySuccessful} />
      </form>
    </Card>
  )
}

/** The IANA time zones this browser knows, offered as the field's suggestions. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : []
}
