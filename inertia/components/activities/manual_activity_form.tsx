import { useState, type ReactNode } from 'react'
import { Modal } from '~/components/ui/modal'
import { SPORT_OPTIONS } from '~/lib/sports'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { bindField } from '~/components/ui/bind'
import { DistanceField, DurationField, NumberField } from '~/components/ui/unit_fields'
import { EFFORT_OPTIONS } from '~/components/activities/effort_options'
import { useManualActivityForm } from '~/components/activities/use_manual_activity_form'

/**
 * An activity typed in by hand: date and start time, sport, distance (in the athlete's
 * units, sent in metres), duration (h:mm:ss, sent in seconds), optional average heart rate
 * and perceived effort, and a name.
 */
export default function ManualActivityForm({ onDone }: { onDone?: () => void }) {
  const { form, units, submit, errors: e } = useManualActivityForm(onDone)
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Add an activity">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" type="date" {...bindField(form, 'startDate')} required />
        <Field label="Start time" type="time" {...bindField(form, 'startTime')} />
        <SelectField label="Sport" {...bindField(form, 'sport')} options={SPORT_OPTIONS} />
        <DistanceField
          units={units}
          comma
          value={form.data.distance}
          onValue={(value) => form.setData('distance', value)}
          error={e.distance}
          placeholder={units === 'metric' ? '10.0' : '6.2'}
        />
        {/* The full keyboard, as before: a phone's numeric pad may have no colon. */}
        <DurationField
          label="Duration"
          inputMode="text"
          {...bindField(form, 'duration')}
          error={e.duration}
          hint="h:mm:ss or mm:ss"
          placeholder="0:50:00"
          required
        />
        <NumberField
          label="Average heart rate (optional)"
          min={30}
          max={230}
          {...bindField(form, 'avgHr')}
          hint="bpm"
        />
        <SelectField
          label="Perceived effort (optional)"
          {...bindField(form, 'perceivedEffort')}
          options={EFFORT_OPTIONS}
        />
        <Field
          label="Name (optional)"
          {...bindField(form, 'name')}
          maxLength={200}
          placeholder="Easy run"
        />
      </div>
      <FormButtons onCancel={onDone} processing={form.processing} />
    </form>
  )
}

/** Cancel (in a dialog) and the submit button, on the right. */
function FormButtons({ onCancel, processing }: { onCancel?: () => void; processing: boolean }) {
  return (
    <div className="flex justify-end gap-3">
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button disabled={processing}>Add activity</Button>
    </div>
  )
}

/**
 * A button that opens the manual entry form in a dialog.
 */
export function ManualActivityDialog({ trigger }: { trigger?: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="wide"
      trigger={
        trigger ?? (
          <Button type="button" variant="secondary">
            Add manually
          </Button>
        )
      }
      title="Add an activity by hand"
      description="For a session without a recording. Distance and duration are enough; heart rate or perceived effort make its training load more accurate."
    >
      <div className="mt-4">
        <ManualActivityForm onDone={() => setOpen(false)} />
      </div>
    </Modal>
  )
}
