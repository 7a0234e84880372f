import { Deferred, Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProgressController from '#controllers/progress_controller'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { PageHeader } from '~/components/ui/card'
import GettingStarted from '~/components/progress/getting_started'
import { RANGES } from '~/components/progress/progress_format'
import {
  PersonalBestsCard,
  PredictionsCard,
  TodayFigures,
  VdotCard,
} from '~/components/progress/progress_cards'
import {
  ChartsFallback,
  FitnessSection,
  VdotSection,
  VolumeSection,
  ZonesSection,
} from '~/components/progress/chart_sections'
import { BestEffortsSection } from '~/components/progress/best_efforts_section'

type Props = InferPageProps<ProgressController, 'show'>

const NO_BESTS: Props['personalBests'] = { allTime: [], thisYear: [], last90Days: [] }

/**
 * Fitness over time, volume, VDOT, predictions, bests and time in zones. The cards paint at
 * once; the charts' data arrives as deferred props (group "charts") and their code as a lazy
 * chunk. Changing the range is an Inertia visit with `?range=` in the address.
 */
export default function Progress({
  range = '6w',
  today = null,
  formBands = [],
  vdot = null,
  predictions = [],
  personalBests = NO_BESTS,
  empty = true,
  ...charts
}: Props) {
  const { preferences } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'

  return (
    <>
      <Head title="Progress" />
      <PageHeader title="Progress">
        Fitness, fatigue and form, volume, predictions and bests.
      </PageHeader>
      <p className="text-sm">
        <Link href={route('activities.index')} className="font-medium text-brand-700 underline">
          All your activities
        </Link>{' '}
        <span className="text-gray-600">with their maps, splits and charts.</span>
      </p>

      {empty ? (
        <GettingStarted>
          <p>
            Your fitness, fatigue and form, race predictions and personal bests are built from your
            activities. Connect an app or upload a few files and they will show here.
          </p>
        </GettingStarted>
      ) : (
        <>
          {today && <TodayFigures today={today} bands={formBands} />}

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <VdotCard vdot={vdot} />
            <div className="lg:col-span-2">
              <PredictionsCard predictions={predictions} units={units} />
            </div>
          </div>

          <PersonalBestsCard bests={personalBests} units={units} />

          <RangeSelector range={range} />

          <ProgressCharts charts={charts} range={range} units={units} formBands={formBands} />
        </>
      )}
    </>
  )
}

/** The charts' range: one link per range, the current one marked. */
function RangeSelector({ range }: { range: Props['range'] }) {
  return (
    <nav
      aria-label="Chart range"
      className="flex flex-wrap items-center gap-2 pt-2 text-sm"
      data-testid="range-selector"
    >
      <span className="font-medium text-gray-700">Charts over</span>
      {RANGES.map((option) => (
        <Link
          key={option.value}
          href={route('progress', { range: option.value })}
          preserveScroll
          preserveState
          aria-current={option.value === range ? 'page' : undefined}
          className={rangeLinkClass(option.value === range)}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * The charts, once their deferred props (group "charts") have arrived; their skeleton until
 * then.
 */
function ProgressCharts({
  charts: { fitnessSeries, weeklyVolume, monthlyVolume, vdotTrend, zonesByWeek, bestEffortsCurve },
  range,
  units,
  formBands,
}: {
  charts: Partial<Props>
  range: NonNullable<Props['range']>
  units: UnitSystem
  formBands: NonNullable<Props['formBands']>
}) {
  return (
    <Deferred
      data={[
        'fitnessSeries',
        'weeklyVolume',
        'monthlyVolume',
        'vdotTrend',
        'zonesByWeek',
        'bestEffortsCurve',
      ]}
      fallback={<ChartsFallback />}
    >
      <div className="space-y-4" data-testid="progress-charts">
        {fitnessSeries && <FitnessSection series={fitnessSeries} bands={formBands} range={range} />}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {weeklyVolume && monthlyVolume && (
            <VolumeSection
              weekly={weeklyVolume}
              monthly={monthlyVolume}
              units={units}
              range={range}
            />
          )}
          {vdotTrend && <VdotSection trend={vdotTrend} range={range} />}
        </div>
        {zonesByWeek && <ZonesSection zones={zonesByWeek} range={range} />}
        {bestEffortsCurve && (
          <BestEffortsSection curve={bestEffortsCurve} range={range} units={units} />
        )}
      </div>
    </Deferred>
  )
}

/** A range link: filled when it is the range shown. */
function rangeLinkClass(current: boolean) {
  const look = current
    ? 'bg-brand-700 text-white ring-brand-700'
    : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50'
  return `rounded-md px-3 py-1.5 font-medium ring-1 ${look}`
}
