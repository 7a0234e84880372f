import { lazy, Suspense, useMemo, useState } from 'react'
import type { DisplayStreamsDto } from '#dtos/activity'
import type { Sport } from '#domain/sports'
import type { UnitSystem } from '#domain/units'
import { SMOOTHING_WINDOWS_SECONDS, type SmoothingSeconds } from '#domain/activities/smoothing'
import { chartData, type XAxis } from '~/lib/activity_streams'
import type { CursorStore } from '~/lib/cursor_store'
import { formatLocale } from '~/lib/format_locale'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { ChartFigures, CursorReadout, Placeholder } from '~/components/activities/chart_readout'

// uPlot stays out of every other page: a lazy chunk used only here.
const ActivityCharts = lazy(() => import('~/components/activities/activity_charts'))

type Loading = 'idle' | 'loading' | 'failed'

/**
 * The activity's synced charts with their controls (axis, smoothing, full
 * resolution), the values under the cursor and the figures as text.
 */
export function ChartsCard({
  activityId,
  sport,
  units,
  streams,
  loading,
  onLoadFull,
  cursor,
}: {
  activityId: number
  sport: Sport
  units: UnitSystem
  streams: DisplayStreamsDto | null
  loading: Loading
  onLoadFull: () => void
  cursor: CursorStore
}) {
  const [xAxis, setXAxis] = useState<XAxis>(streams?.distance ? 'distance' : 'time')
  const [smoothing, setSmoothing] = useState<SmoothingSeconds>(0)
  const charts = useMemo(
    () => (streams ? chartData(streams, units, sport, xAxis, smoothing) : null),
    [streams, units, sport, xAxis, smoothing]
  )
  if (!streams || !charts || charts.series.length === 0) {
    return (
      <Card title="Charts">
        <p className="text-sm text-gray-600">
          This activity has no recorded pace, heart rate or elevation to chart.
        </p>
      </Card>
    )
  }
  return (
    <Card title="Charts">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <AxisPicker value={charts.xAxis} hasDistance={!!streams.distance} onChange={setXAxis} />
        <SmoothingSelect value={smoothing} onChange={setSmoothing} />
        <Resolution streams={streams} loading={loading} onLoadFull={onLoadFull} />
      </div>
      {loading === 'failed' && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          The full-resolution data could not be loaded. Please try again.
        </p>
      )}
      <CursorReadout charts={charts} cursor={cursor} />
      <Suspense fallback={<Placeholder label="Loading the charts…" tall />}>
        <ActivityCharts data={charts} syncKey={`activity-${activityId}`} cursor={cursor} />
      </Suspense>
      <ChartFigures charts={charts} />
    </Card>
  )
}

/** By distance or by time, as two toggle buttons (radios); distance needs a distance stream. */
function AxisPicker({
  value,
  hasDistance,
  onChange,
}: {
  value: XAxis
  hasDistance: boolean
  onChange: (axis: XAxis) => void
}) {
  return (
    <fieldset className="flex items-center gap-1 text-sm">
      <legend className="sr-only">Horizontal axis</legend>
      {(['distance', 'time'] as const).map((axis) => (
        <label
          key={axis}
          className={`cursor-pointer rounded-md px-3 py-1.5 font-medium ring-1 ${
            value === axis
              ? 'bg-brand-50 text-brand-800 ring-brand-700'
              : 'text-gray-700 ring-gray-300'
          } ${axis === 'distance' && !hasDistance ? 'cursor-not-allowed opacity-50' : ''}`}
        >
          <input
            type="radio"
            name="x-axis"
            value={axis}
            className="sr-only"
            checked={value === axis}
            disabled={axis === 'distance' && !hasDistance}
            onChange={() => onChange(axis)}
          />
          {axis === 'distance' ? 'By distance' : 'By time'}
        </label>
      ))}
    </fieldset>
  )
}

/** The moving-average window the charts draw with. */
function SmoothingSelect({
  value,
  onChange,
}: {
  value: SmoothingSeconds
  onChange: (seconds: SmoothingSeconds) => void
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      Smoothing
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as SmoothingSeconds)}
        className="rounded-md border-gray-300 py-1 text-sm"
        data-testid="chart-smoothing"
      >
        {SMOOTHING_WINDOWS_SECONDS.map((seconds) => (
          <option key={seconds} value={seconds}>
            {seconds === 0 ? 'Off (raw samples)' : `${seconds} s average`}
          </option>
        ))}
      </select>
    </label>
  )
}

/** How many samples the charts draw, and the button that loads all of them. */
function Resolution({
  streams,
  loading,
  onLoadFull,
}: {
  streams: DisplayStreamsDto
  loading: Loading
  onLoadFull: () => void
}) {
  const count = (value: number) => value.toLocaleString(formatLocale())
  return (
    <div className="flex items-center gap-3 text-sm text-gray-600">
      <span>
        {streams.fullResolution
          ? `All ${count(streams.sampleCount)} samples`
          : `${count(streams.time.length)} of ${count(streams.sampleCount)} samples`}
      </span>
      {!streams.fullResolution && streams.time.length < streams.sampleCount && (
        <Button
          type="button"
          variant="secondary"
          onClick={onLoadFull}
          disabled={loading === 'loading'}
        >
          {loading === 'loading' ? 'Loading…' : 'Load full resolution'}
        </Button>
      )}
    </div>
  )
}
