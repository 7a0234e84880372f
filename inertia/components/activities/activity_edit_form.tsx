import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import type { ActivityDto, Sport } from '#dtos/activity'
import type { GearDto } from '#dtos/gear'
import { SPORT_OPTIONS } from '~/lib/sports'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { SavedMessage } from '~/components/ui/saved_message'
import { EFFORT_OPTIONS } from '~/components/activities/effort_options'

/**
 * Name, sport, notes, shoes and perceived effort of one activity.
 */
export default function ActivityEditForm({
  activity,
  gear,
}: {
  activity: ActivityDto
  gear: GearDto[]
}) {
  const form = useForm({
    name: activity.name,
    sport: activity.sport as Sport,
    notes: activity.notes ?? '',
    gearId: activity.gearId as number | null,
    perceivedEffort: activity.perceivedEffort as number | null,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.patch(route('activities.update', { id: activity.id }), { preserveScroll: true })
  }

  const shoes = gear.filter((item) => !item.retired || item.id === activity.gearId)
  const e = form.errors as Record<string, string | undefined>

  return (
    <Card title="Edit activity">
      <form onSubmit={submit} className="space-y-4" noValidate aria-label="Edit activity">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            className="sm:col-span-2"
            value={form.data.name}
            onChange={(event) => form.setData('name', event.target.value)}
            error={e.name}
            maxLength={200}
            required
          />
          <SelectField
            label="Sport"
            value={form.data.sport}
            onChange={(event) => form.setData('sport', event.target.value as Sport)}
            error={e.sport}
            options={SPORT_OPTIONS}
          />
          <SelectField
            label="Shoes"
            value={form.data.gearId === null ? '' : String(form.data.gearId)}
            onChange={(event) =>
              form.setData('gearId', event.target.value ? Number(event.target.value) : null)
            }
            error={e.gearId}
            options={[
              { value: '', label: shoes.length ? 'None' : 'None (add shoes under Profile → Gear)' },
              ...shoes.map((item) => ({
                value: String(item.id),
                label: item.retired ? `${item.name} (retired)` : item.name,
              })),
            ]}
          />
          <SelectField
            label="Perceived effort"
            value={form.data.perceivedEffort === null ? '' : String(form.data.perceivedEffort)}
            onChange={(event) =>
              form.setData(
                'perceivedEffort',
                event.target.value ? Number(event.target.value) : null
              )
            }
            error={e.perceivedEffort}
            options={EFFORT_OPTIONS}
          />
        </div>
        <NotesField
          value={form.data.notes}
          onChange={(value) => form.setData('notes', value)}
          error={e.notes}
        />
        <div className="flex items-center gap-4">
          <Button disabled={form.processing}>Save</Button>
          <SavedMessage show={form.recentlySuccessful} />
        </div>
      </form>
    </Card>
  )
}

function NotesField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <div>
      <label htmlFor="activity-notes" className="block text-sm font-medium text-gray-800">
        Notes
      </label>
      <textarea
        id="activity-notes"
        rows={3}
        maxLength={5000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'activity-notes-error' : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm sm:text-sm ${
          error ? 'border-red-500' : 'border-gray-300'
        }`}
      />
      {error && (
        <p id="activity-notes-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
