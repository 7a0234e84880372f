import { router, useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { GearDto } from '#dtos/gear'
import type { Sport } from '#dtos/activity'
import { route } from '~/lib/routes'
import { SPORT_LABELS, SPORT_OPTIONS } from '~/lib/sports'
import { Button } from '~/components/ui/button'
import { Card, EmptyState } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { Checkbox } from '~/components/ui/checkbox'
import { SaveRow } from '~/components/ui/saved_message'
import {
  formatDistance,
  kilometersToMeters,
  metersToKilometers,
  metersToMiles,
  milesToMeters,
  type UnitSystem,
} from '#domain/units'

/** Shoes are usually retired somewhere between 500 and 800 km. */
const DEFAULT_RETIRE_KM = 700

/**
 * Shoes (and bikes) with their distance, the default per sport, and a reminder when a pair
 * reaches its retirement distance.
 */
export default function GearPanel({ gear, units }: { gear: GearDto[]; units: UnitSystem }) {
  // One reminder per pair that is due, until the athlete dismisses it for that pair.
  const due = gear.filter((item) => item.retirementDue && !item.reminderDismissed)
  return (
    <div className="space-y-4">
      {due.length > 0 && (
        <div
          role="status"
          className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {due.map((item) => (
            <div key={item.id} className="flex flex-wrap items-center justify-between gap-2">
              <p>
                <strong>{item.name}</strong> has covered{' '}
                {formatDistance(item.distanceMeters, units, 0)}, past the{' '}
                {formatDistance(item.retireAtMeters!, units, 0)} you set: time to think about a new
                pair.
              </p>
              <button
                type="button"
                className="rounded-md px-2 py-1 text-sm font-medium text-amber-900 underline hover:bg-amber-100"
                onClick={() =>
                  router.post(
                    route('gear.reminder.dismiss', { id: item.id }),
                    {},
                    { preserveScroll: true }
                  )
                }
              >
                Dismiss<span className="sr-only"> the reminder for {item.name}</span>
              </button>
            </div>
          ))}
        </div>
      )}
      <Card
        title="Your gear"
        description="Activities are assigned to the default gear of their sport; change it per activity."
      >
        {gear.length === 0 ? (
          <EmptyState title="No gear yet">
            <p>Add your shoes to see how far they have gone and when to replace them.</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-gray-100">
            {gear.map((item) => (
              <GearItem key={item.id} item={item} units={units} />
            ))}
          </ul>
        )}
      </Card>
      <Card title="Add gear">
        <GearForm units={units} />
      </Card>
    </div>
  )
}

function GearItem({ item, units }: { item: GearDto; units: UnitSystem }) {
  const [editing, setEditing] = useState(false)
  const share =
    item.retireAtMeters && item.retireAtMeters > 0
      ? Math.min(1, item.distanceMeters / item.retireAtMeters)
      : null

  const setRetired = (retired: boolean) =>
    router.patch(
      route('gear.update', { id: item.id }),
      {
        name: item.name,
        sport: item.sport,
        isDefault: retired ? false : item.isDefault,
        retireAtMeters: item.retireAtMeters,
        startingDistanceMeters: item.startingDistanceMeters,
        retired,
      },
      { preserveScroll: true }
    )

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-gray-900">
            {item.name}
            {item.isDefault && (
              <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                default for {SPORT_LABELS[item.sport].toLowerCase()}
              </span>
            )}
            {item.retired && (
              <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">
                retired
              </span>
            )}
          </p>
          <p className="text-sm tabular-nums text-gray-600">
            {SPORT_LABELS[item.sport]} · {formatDistance(item.distanceMeters, units, 0)}
            {item.retireAtMeters !== null && ` of ${formatDistance(item.retireAtMeters, units, 0)}`}
          </p>
          {share !== null && !item.retired && (
            <div className="mt-1 h-1.5 w-48 rounded bg-gray-100" aria-hidden="true">
              <div
                className={`h-1.5 rounded ${item.retirementDue ? 'bg-amber-500' : 'bg-brand-600'}`}
                style={{ width: `${(share * 100).toFixed(1)}%` }}
              />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setEditing(!editing)}
            aria-expanded={editing}
          >
            {editing ? 'Close' : 'Edit'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRetired(!item.retired)}>
            {item.retired ? 'Back in use' : 'Retire'}
          </Button>
          <DeleteGear item={item} />
        </div>
      </div>
      {editing && (
        <div className="mt-3 rounded-md bg-gray-50 p-3">
          <GearForm units={units} item={item} />
        </div>
      )}
    </li>
  )
}

function toUnits(meters: number | null, units: UnitSystem) {
  if (meters === null) return ''
  const value = units === 'metric' ? metersToKilometers(meters) : metersToMiles(meters)
  return String(Math.round(value))
}

function toMeters(text: string, units: UnitSystem): number | null {
  if (text.trim() === '') return null
  const value = Number(text.replace(',', '.'))
  if (!Number.isFinite(value)) return Number.NaN
  return Math.round(units === 'metric' ? kilometersToMeters(value) : milesToMeters(value))
}

/**
 * The gear form's fields (distances as text in the athlete's units) and its submit: a new pair
 * is stored and the form emptied, an edited one updated.
 */
function useGearForm(units: UnitSystem, item?: GearDto) {
  const form = useForm({
    name: item?.name ?? '',
    sport: (item?.sport ?? 'run') as Sport,
    isDefault: item?.isDefault ?? false,
    startingDistance: toUnits(item?.startingDistanceMeters ?? null, units),
    retireAt: item
      ? toUnits(item.retireAtMeters, units)
      : toUnits(kilometersToMeters(DEFAULT_RETIRE_KM), units),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      name: data.name,
      sport: data.sport,
      isDefault: data.isDefault,
      startingDistanceMeters: toMeters(data.startingDistance, units) ?? 0,
      retireAtMeters: toMeters(data.retireAt, units),
      retired: item?.retired ?? false,
    }))
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        if (!item) form.reset()
      },
    }
    if (item) form.patch(route('gear.update', { id: item.id }), options)
    else form.post(route('gear.store'), options)
  }
  return { form, submit }
}

/** Adds a pair, or with `item` edits it. */
function GearForm({ units, item }: { units: UnitSystem; item?: GearDto }) {
  const unit = units === 'metric' ? 'km' : 'mi'
  const { form, submit } = useGearForm(units, item)
  const e = form.errors as Record<string, string | undefined>
  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={item ? `Edit ${item.name}` : 'Add gear'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          value={form.data.name}
          onChange={(event) => form.setData('name', event.target.value)}
          error={e.name}
          placeholder="Pegasus 41"
          maxLength={120}
          required
        />
        <SelectField
          label="Sport"
          value={form.data.sport}
          onChange={(event) => form.setData('sport', event.target.value as Sport)}
          error={e.sport}
          options={SPORT_OPTIONS}
        />
        <Field
          label={`Distance before adding (${unit})`}
          inputMode="decimal"
          value={form.data.startingDistance}
          onChange={(event) => form.setData('startingDistance', event.target.value)}
          error={e.startingDistanceMeters}
          placeholder="0"
        />
        <Field
          label={`Remind me to retire at (${unit})`}
          inputMode="decimal"
          value={form.data.retireAt}
          onChange={(event) => form.setData('retireAt', event.target.value)}
          error={e.retireAtMeters}
          hint="Leave empty for no reminder."
        />
      </div>
      <Checkbox
        label="Default for this sport (new activities get it)"
        checked={form.data.isDefault}
        onChange={(event) => form.setData('isDefault', event.target.checked)}
      />
      <SaveRow
        disabled={form.processing}
        saved={form.recentlySuccessful}
        label={item ? 'Save' : 'Add gear'}
      />
    </form>
  )
}

/** "Delete" a pair, after a confirmation: its activities are kept, without gear. */
function DeleteGear({ item }: { item: GearDto }) {
  return (
    <ConfirmDialog
      triggerLabel="Delete"
      title={`Delete “${item.name}”?`}
      description="Its activities are kept, without gear. To keep its distance on record, retire it instead."
      confirmLabel="Delete"
      visit={(callbacks) =>
        router.delete(route('gear.destroy', { id: item.id }), {
          preserveScroll: true,
          ...callbacks,
        })
      }
    />
  )
}
