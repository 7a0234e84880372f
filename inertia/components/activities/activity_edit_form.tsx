import { useForm } from '@inertiajs/react'
import type { ChangeEvent, FormEvent } from 'react'
import { route } from '~/lib/routes'
import type { ActivityDto, Sport } from '#dtos/activity'
import type { GearDto } from '#dtos/gear'
import { SPORT_OPTIONS } from '~/lib/sports'
import { bindField } from '~/components/ui/bind'
import { Card } from '~/components/ui/card'
import { controlBorder, Field, FieldFrame } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { SaveRow } from '~/components/ui/saved_message'
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

  const e = form.errors as Record<string, string | undefined>

  return (
    <Card title="Edit activity">
      <form onSubmit={submit} className="space-y-4" noValidate aria-label="Edit activity">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            className="sm:col-span-2"
            {...bindField(form, 'name')}
            maxLength={200}
            required
          />
          <SelectField label="Sport" {...bindField(form, 'sport')} options={SPORT_OPTIONS} />
          <SelectField
            label="Shoes"
            {...bindOptionalNumber(form.data.gearId, (value) => form.setData('gearId', value))}
            error={e.gearId}
            options={shoeOptions(gear, activity.gearId)}
          />
          <SelectField
            label="Perceived effort"
            {...bindOptionalNumber(form.data.perceivedEffort, (value) =>
              form.setData('perceivedEffort', value)
            )}
            error={e.perceivedEffort}
            options={EFFORT_OPTIONS}
          />
        </div>
        <NotesField
          value={form.data.notes}
          onChange={(value) => form.setData('notes', value)}
          error={e.notes}
        />
        <SaveRow disabled={form.processing} saved={form.recentlySuccessful} />
      </form>
    </Card>
  )
}

/**
 * The value and change handler of a select whose empty option stands for null and whose other
 * options are ids or numbers.
 */
function bindOptionalNumber(value: number | null, set: (value: number | null) => void) {
  return {
    value: value === null ? '' : String(value),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      set(event.target.value ? Number(event.target.value) : null),
  }
}

/** None, then the shoes in use and the activity's own pair even when it is retired. */
function shoeOptions(gear: GearDto[], currentId: number | null) {
  const shoes = gear.filter((item) => !item.retired || item.id === currentId)
  return [
    { value: '', label: shoes.length ? 'None' : 'None (add shoes under Profile → Gear)' },
    ...shoes.map((item) => ({
      value: String(item.id),
      label: item.retired ? `${item.name} (retired)` : item.name,
    })),
  ]
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
  // TextareaField keeps a grey border on error; this one turns red like the other fields.
  return (
    <FieldFrame label="Notes" error={error}>
      {(ids) => (
        <textarea
          {...ids}
          rows={3}
          maxLength={5000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm sm:text-sm ${controlBorder(error)}`}
        />
      )}
    </FieldFrame>
  )
}
