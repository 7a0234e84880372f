import { router, useForm, type InertiaFormProps } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { formatPace, paceUnit, type UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import type { ZoneDto, ZonesDto } from '#dtos/athlete_profile'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FieldError } from '~/components/ui/field'
import { SavedMessage } from '~/components/ui/saved_message'

const MODELS = [
  {
    value: 'max',
    label: '% of maximum HR',
    detail: 'Five zones at 60, 70, 80 and 90 % of max HR (Edwards).',
  },
  {
    value: 'reserve',
    label: '% of HR reserve',
    detail: 'Karvonen: rest + % × (max − rest), five zones at 60–90 %.',
  },
  { value: 'lthr', label: '% of threshold HR', detail: 'Friel run zones from LTHR, Z1 to Z5c.' },
] as const

const COLOURS = ['#93c5fd', '#6ee7b7', '#fde047', '#fdba74', '#f87171', '#e11d48', '#9f1239']

/**
 * Training zones: the HR model, its zones (editable boundaries, "reset to
 * computed"), pace zones and training paces from VDOT, power zones.
 */
export default function ZonesPanel({ zones, units }: { zones: ZonesDto; units: UnitSystem }) {
  const form = useForm({
    hr_zone_model: zones.model as string,
    boundaries: zones.hr ? zones.hr.zones.slice(0, -1).map((zone) => zone.max ?? 0) : [],
  })
  return (
    <div className="space-y-4">
      <Card
        title="Heart-rate zones"
        description="Computed from your athlete data. Pick the model you train with; adjust boundaries if a test told you better."
      >
        <ZoneModelChoice zones={zones} error={form.errors.hr_zone_model} />
        {zones.hr ? (
          <BoundariesForm hr={zones.hr} form={form} />
        ) : (
          <p className="mt-4 text-sm text-gray-600">
            Enter your heart-rate data on the Profile tab to see your zones.
          </p>
        )}
      </Card>

      <Card
        title="Pace zones and training paces"
        description="From your VDOT (Daniels). Published tables differ by a few seconds."
      >
        {zones.pace && zones.trainingPaces ? (
          <div className="grid gap-6 md:grid-cols-2">
            <TrainingPaces paces={zones.trainingPaces} units={units} />
            <PaceZones zones={zones.pace} units={units} />
          </div>
        ) : (
          <p className="text-sm text-gray-600">
            Enter a recent race result on the Profile tab to get your VDOT, paces and pace zones.
          </p>
        )}
      </Card>

      <Card
        title="Running power zones"
        description="Stryd's running zones as % of critical power (your threshold power is read as critical power). Coggan's cycling levels do not apply to running power."
      >
        {zones.power ? (
          <table className="w-full text-left text-sm">
            <tbody>
              {zones.power.map((zone) => (
                <tr key={zone.name} className="border-t border-gray-100">
                  <td className="py-1">{zone.name}</td>
                  <td className="py-1">{formatRange(zone)} W</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-gray-600">
            Set your threshold power on the Profile tab to see power zones.
          </p>
        )}
      </Card>
    </div>
  )
}

/** The heart-rate zone model, saved as soon as it is chosen; a model needs its data. */
function ZoneModelChoice({ zones, error }: { zones: ZonesDto; error?: string }) {
  const chooseModel = (model: string) => {
    router.put(route('profile.zones.update'), { hr_zone_model: model }, { preserveScroll: true })
  }
  return (
    <fieldset>
      <legend className="sr-only">Heart-rate zone model</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {MODELS.map((model) => {
          const available = zones.available[model.value]
          return (
            <label
              key={model.value}
              className={`flex cursor-pointer flex-col rounded-md p-3 ring-1 ${
                zones.model === model.value ? 'bg-brand-50 ring-brand-700' : 'ring-gray-300'
              } ${available.ok ? '' : 'cursor-not-allowed opacity-60'}`}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name="hr_zone_model"
                  value={model.value}
                  checked={zones.model === model.value}
                  disabled={!available.ok}
                  onChange={() => chooseModel(model.value)}
                />
                {model.label}
              </span>
              <span className="mt-1 text-xs text-gray-600">
                {available.ok ? model.detail : `Needs ${available.needs}.`}
              </span>
            </label>
          )
        })}
      </div>
      <FieldError message={error} className="mt-2" />
    </fieldset>
  )
}

/** The zones of the chosen model as a bar and a table whose upper boundaries can be edited. */
function BoundariesForm({
  hr,
  form,
}: {
  hr: NonNullable<ZonesDto['hr']>
  form: InertiaFormProps<{ hr_zone_model: string; boundaries: number[] }>
}) {
  const saveBoundaries = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('profile.zones.update'), { preserveScroll: true })
  }
  const reset = () => router.delete(route('profile.zones.reset'), { preserveScroll: true })
  // A bad value is reported on its index (boundaries.2): show it under the table too.
  const errors = form.errors as Record<string, string | undefined>
  const boundariesError =
    errors.boundaries ?? Object.entries(errors).find(([key]) => key.startsWith('boundaries.'))?.[1]
  const setBoundary = (index: number, value: number) => {
    const next = [...form.data.boundaries]
    next[index] = value
    form.setData('boundaries', next)
  }

  return (
    <form onSubmit={saveBoundaries} className="mt-4 space-y-3" aria-label="Zone boundaries">
      <ZoneBar zones={hr.zones} />
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-gray-500">
            <th className="py-1 font-medium">Zone</th>
            <th className="py-1 font-medium">From (bpm)</th>
            <th className="py-1 font-medium">Below (bpm)</th>
            <th className="py-1 font-medium">Computed</th>
          </tr>
        </thead>
        <tbody>
          {hr.zones.map((zone, index) => (
            <tr key={zone.name} className="border-t border-gray-100">
              <td className="py-1">
                <span
                  className="mr-2 inline-block h-3 w-3 rounded-sm"
                  style={{ background: COLOURS[index] }}
                  aria-hidden="true"
                />
                {zone.name}
              </td>
              <td className="py-1">{index === 0 ? 0 : form.data.boundaries[index - 1]}</td>
              <td className="py-1">
                {index < hr.zones.length - 1 ? (
                  <input
                    type="number"
                    aria-label={`${zone.name} upper boundary (bpm)`}
                    className="w-20 rounded border border-gray-300 px-2 py-1"
                    value={form.data.boundaries[index]}
                    onChange={(event) => setBoundary(index, Number(event.target.value))}
                  />
                ) : (
                  'max'
                )}
              </td>
              <td className="py-1 text-gray-500">{formatRange(hr.computed[index])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError message={boundariesError} className="" />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={form.processing || !form.isDirty}>Save boundaries</Button>
        {hr.manual && (
          <>
            <span className="rounded bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900">
              Manual boundaries
            </span>
            <Button type="button" variant="secondary" onClick={reset}>
              Reset to computed
            </Button>
          </>
        )}
        <SavedMessage show={form.recentlySuccessful} />
      </div>
    </form>
  )
}

/** Daniels' training paces from the VDOT, one row each. */
function TrainingPaces({
  paces,
  units,
}: {
  paces: NonNullable<ZonesDto['trainingPaces']>
  units: UnitSystem
}) {
  const rows = [
    [
      'Easy',
      `${formatPace(paces.easy.fastSecPerKm, units)}–${formatPace(paces.easy.slowSecPerKm, units)}`,
    ],
    ['Marathon', formatPace(paces.marathon, units)],
    ['Threshold', formatPace(paces.threshold, units)],
    ['Interval', formatPace(paces.interval, units)],
    ['Repetition', formatPace(paces.repetition, units)],
  ]
  return (
    <table className="w-full text-left text-sm" aria-label="Training paces">
      <tbody>
        {rows.map(([label, value]) => (
          <PaceRow key={label} label={label} value={value} units={units} />
        ))}
      </tbody>
    </table>
  )
}

/** The pace zones, fastest first. */
function PaceZones({ zones, units }: { zones: ZoneDto[]; units: UnitSystem }) {
  return (
    <table className="w-full text-left text-sm" aria-label="Pace zones">
      <thead>
        <tr className="text-gray-500">
          <th className="py-1 font-medium">Zone</th>
          <th className="py-1 font-medium">Pace {paceUnit(units)}</th>
        </tr>
      </thead>
      <tbody>
        {zones.map((zone) => (
          <tr key={zone.name} className="border-t border-gray-100">
            <td className="py-1">{zone.name}</td>
            <td className="py-1">{paceRange(zone, units)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One training pace: its name and its pace per km or mile. */
function PaceRow({ label, value, units }: { label: string; value: string; units: UnitSystem }) {
  return (
    <tr className="border-t border-gray-100">
      <th scope="row" className="py-1 font-medium">
        {label}
      </th>
      <td className="py-1" data-testid={`pace-${label.toLowerCase()}`}>
        {value} {paceUnit(units)}
      </td>
    </tr>
  )
}

/** The zones as coloured bands in proportion to their width in bpm. */
function ZoneBar({ zones }: { zones: ZoneDto[] }) {
  const low = zones[1]?.min ?? 0
  const high = zones[zones.length - 1].min
  const span = Math.max(1, high - low)
  return (
    <div
      className="flex h-4 w-full overflow-hidden rounded"
      role="img"
      aria-label={zones.map((z) => `${z.name} ${formatRange(z)} bpm`).join(', ')}
    >
      {zones.map((zone, index) => {
        const from = Math.max(zone.min, low - span / zones.length)
        const to = zone.max ?? high + span / zones.length
        return (
          <div
            key={zone.name}
            style={{ background: COLOURS[index], flexGrow: Math.max(1, to - from) }}
          />
        )
      })}
    </div>
  )
}

function formatRange(zone: ZoneDto) {
  if (zone.min === 0 && zone.max !== null) return `below ${zone.max}`
  if (zone.max === null) return `${zone.min} and above`
  return `${zone.min}–${zone.max - 1}`
}

function paceRange(zone: ZoneDto, units: UnitSystem) {
  if (zone.min === 0 && zone.max !== null) return `faster than ${formatPace(zone.max, units)}`
  if (zone.max === null) return `slower than ${formatPace(zone.min, units)}`
  return `${formatPace(zone.min, units)}–${formatPace(zone.max, units)}`
}
