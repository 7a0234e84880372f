/*
 * The Progress page's first paint: today's fitness, ACWR, VDOT, race predictions and
 * personal bests (small props, no chart code).
 */
import { useState, type ReactNode } from 'react'
import type {
  FitnessTodayDto,
  FormBandDto,
  PersonalBestDto,
  PersonalBestsDto,
  PredictionDto,
  VdotDto,
} from '#dtos/progress'
import { formatDuration, type UnitSystem } from '#domain/units'
import { paceText } from '~/lib/pace_text'
import { Card } from '~/components/ui/card'
import {
  acwrReading,
  BAND_STYLES,
  bandThresholds,
  dayLabel,
  raceName,
  signed,
} from '~/components/progress/progress_format'
import { DataTable, RowHeader } from '~/components/ui/table_head'
import { ActivityLink } from '~/components/activities/activity_link'

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string
  value: string
  testId: string
  children?: ReactNode
}) {
  return (
    <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200" data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold tabular-nums text-gray-900" data-value>
          {value}
        </span>
        {children && <div className="mt-1 text-xs text-gray-600">{children}</div>}
      </dd>
    </div>
  )
}

/** Fitness, fatigue, form (with its band) and the acute:chronic ratio, as of today. */
export function TodayFigures({ today, bands }: { today: FitnessTodayDto; bands: FormBandDto[] }) {
  const band = bands.find((candidate) => candidate.key === today.formBand)
  const acwr = today.acwr === null ? null : acwrReading(today.acwr)
  return (
    <section aria-labelledby="today-figures">
      <h2 id="today-figures" className="sr-only">
        Today
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Fitness" value={String(Math.round(today.fitness))} testId="today-fitness">
          Chronic load, 42-day average
        </Figure>
        <Figure label="Fatigue" value={String(Math.round(today.fatigue))} testId="today-fatigue">
          Acute load, 7-day average
        </Figure>
        <Figure label="Form" value={signed(today.form)} testId="today-form">
          {band ? (
            <>
              <span
                className={`rounded px-1.5 py-0.5 font-medium ${BAND_STYLES[band.key].chip}`}
                data-testid="form-band"
              >
                {band.label}
              </span>{' '}
              form {bandThresholds(band)}
            </>
          ) : (
            'Fitness minus fatigue'
          )}
        </Figure>
        <Figure
          label="Acute:chronic ratio"
          value={today.acwr === null ? '—' : today.acwr.toFixed(2)}
          testId="today-acwr"
        >
          {acwr ? (
            <>
              <span className={`rounded px-1.5 py-0.5 font-medium ${acwr.chip}`}>{acwr.label}</span>{' '}
              {acwr.text}
            </>
          ) : (
            'Needs four weeks of training history.'
          )}
        </Figure>
      </dl>
      <p className="mt-2 text-xs text-gray-500">As of {dayLabel(today.date)}.</p>
    </section>
  )
}

/** Where a VDOT comes from, in words, with a link to the activity. */
export function VdotSource({ vdot }: { vdot: VdotDto }) {
  return (
    <>
      {vdot.source === 'effort' && (
        <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
          {vdot.label ?? 'effort-based estimate'}
        </span>
      )}{' '}
      {vdot.source === 'profile'
        ? 'From the race result in your profile'
        : vdot.source === 'race'
          ? 'From your race'
          : 'From a hard effort'}
      {vdot.activityId !== null && (
        <>
          {' '}
          <ActivityLink id={vdot.activityId}>{vdot.activityName ?? 'the activity'}</ActivityLink>
        </>
      )}
      {vdot.date && <> on {dayLabel(vdot.date)}</>}.
    </>
  )
}

export function VdotCard({ vdot }: { vdot: VdotDto | null }) {
  return (
    <Card title="VDOT">
      {vdot ? (
        <div data-testid="vdot-card">
          <p className="text-3xl font-semibold tabular-nums text-gray-900">
            {vdot.value.toFixed(1)}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            <VdotSource vdot={vdot} />
          </p>
          <p className="mt-2 text-xs text-gray-500">
            Daniels and Gilbert&apos;s measure of running fitness from a race result: the higher,
            the faster.
          </p>
        </div>
      ) : (
        <p className="text-sm text-gray-600">
          No race result or hard effort yet. Add a recent race in your profile or mark an activity
          as a race to get one.
        </p>
      )}
    </Card>
  )
}

export function PredictionsCard({
  predictions,
  units,
}: {
  predictions: PredictionDto[]
  units: UnitSystem
}) {
  if (predictions.length === 0) {
    return (
      <Card title="Race predictions">
        <p className="text-sm text-gray-600">
          Predictions need a VDOT: a race result or a hard effort.
        </p>
      </Card>
    )
  }
  const basis = predictions[0].basedOn
  const sameBasis = predictions.every(
    (p) => p.basedOn.value === basis.value && p.basedOn.activityId === basis.activityId
  )
  return (
    <Card
      title="Race predictions"
      description="The prediction: your VDOT (Daniels & Gilbert), adjusted for your weekly volume; the same figure your plan and the coach show. Second opinions: the VDOT table without the volume adjustment, and Riegel's formula from the same result."
    >
      <DataTable
        columns={['Distance', 'Prediction', 'VDOT table', 'Riegel']}
        scroll
        testId="predictions"
      >
        {predictions.map((prediction) => (
          <tr key={prediction.distanceMeters}>
            <RowHeader>{prediction.label || raceName(prediction.distanceMeters, units)}</RowHeader>
            <td className="py-1.5 pr-4 tabular-nums">
              <span className="font-semibold text-gray-900">
                {formatDuration(prediction.vdotSeconds)}
              </span>{' '}
              <span className="text-gray-500">
                {paceText(prediction.vdotSeconds, prediction.distanceMeters, units)}
              </span>
            </td>
            <td className="py-1.5 pr-4 tabular-nums text-gray-700">
              {formatDuration(prediction.tableSeconds)}
            </td>
            <td className="py-1.5 pr-4 tabular-nums">
              {prediction.riegelSeconds === null ? (
                '—'
              ) : (
                <>
                  {formatDuration(prediction.riegelSeconds)}{' '}
                  <span className="text-gray-500">
                    {paceText(prediction.riegelSeconds, prediction.distanceMeters, units)}
                  </span>
                </>
              )}
              {!sameBasis && (
                <span className="block text-xs text-gray-500">
                  VDOT {prediction.basedOn.value.toFixed(1)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-3 text-sm text-gray-700">
        {sameBasis && <>Method: {predictions.at(-1)!.method}. </>}
        <VdotSource vdot={basis} />
      </p>
    </Card>
  )
}

const BEST_TABS = [
  { key: 'allTime', label: 'All time' },
  { key: 'thisYear', label: 'This year' },
  { key: 'last90Days', label: 'Last 90 days' },
] as const

type BestTab = (typeof BEST_TABS)[number]['key']

/** Personal bests per standard distance, by period (tabs), each linking to its activity. */
export function PersonalBestsCard({
  bests,
  units,
}: {
  bests: PersonalBestsDto
  units: UnitSystem
}) {
  const [tab, setTab] = useState<BestTab>('allTime')
  const rows: PersonalBestDto[] = bests[tab]
  const select = (next: BestTab) => {
    setTab(next)
    document.getElementById(`bests-tab-${next}`)?.focus()
  }
  return (
    <Card title="Personal bests">
      <div
        role="tablist"
        aria-label="Period"
        className="flex flex-wrap gap-1 text-sm"
        onKeyDown={(event) => {
          const at = BEST_TABS.findIndex((t) => t.key === tab)
          if (event.key === 'ArrowRight') select(BEST_TABS[(at + 1) % BEST_TABS.length].key)
          if (event.key === 'ArrowLeft')
            select(BEST_TABS[(at + BEST_TABS.length - 1) % BEST_TABS.length].key)
        }}
      >
        {BEST_TABS.map((t) => (
          <button
            key={t.key}
            id={`bests-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls="bests-panel"
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            className={`rounded-md px-3 py-1.5 font-medium ring-1 ${
              tab === t.key
                ? 'bg-brand-50 text-brand-800 ring-brand-700'
                : 'text-gray-700 ring-gray-300 hover:bg-gray-50'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id="bests-panel"
        role="tabpanel"
        aria-labelledby={`bests-tab-${tab}`}
        className="mt-3"
        data-testid="personal-bests"
      >
        {rows.length === 0 ? (
          <p className="text-sm text-gray-600">No best efforts in this period yet.</p>
        ) : (
          <BestsTable rows={rows} units={units} />
        )}
      </div>
    </Card>
  )
}

/** One period's bests: distance, time, pace and the activity (with its date) it was run in. */
function BestsTable({ rows, units }: { rows: PersonalBestDto[]; units: UnitSystem }) {
  return (
    <DataTable columns={['Distance', 'Time', 'Pace', 'Activity']} scroll>
      {rows.map((best) => (
        <tr key={best.distanceMeters}>
          <RowHeader>{best.label || raceName(best.distanceMeters, units)}</RowHeader>
          <td className="py-1.5 pr-4 font-semibold tabular-nums text-gray-900">
            {formatDuration(best.durationSeconds)}
          </td>
          <td className="py-1.5 pr-4 tabular-nums text-gray-700">
            {paceText(best.durationSeconds, best.distanceMeters, units)}
          </td>
          <td className="py-1.5">
            <ActivityLink id={best.activityId}>{best.activityName}</ActivityLink>{' '}
            <span className="whitespace-nowrap text-gray-500">{dayLabel(best.date)}</span>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
