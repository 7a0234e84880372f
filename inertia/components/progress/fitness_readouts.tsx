import type { FitnessSeriesDto, FormBandDto } from '#dtos/progress'
import { SPORT_LABELS } from '~/lib/sports'
import { bandOf, noActivityText, pointLabel, signed } from '~/components/progress/progress_format'
import { ActivityLink } from '~/components/activities/activity_link'

/** Where the fitness chart's cursor is: the point's index and the chart's geometry, px. */
export interface Hover {
  index: number
  /** The cursor's position from the chart's left edge, px. */
  left: number
  width: number
}

/** The fitness series and its form bands, which every readout of a point reads. */
type PointProps = { series: FitnessSeriesDto; bands: FormBandDto[] }

/** A point's date, the activities behind its load and its form band. */
function pointAt(series: FitnessSeriesDto, bands: FormBandDto[], index: number) {
  const date = series.dates[index]
  return {
    date,
    activities: series.activitiesByDate[date] ?? [],
    band: bandOf(bands, series.form[index]),
  }
}

/** The hovered day's (or week's) figures and activities, beside the cursor. */
export function DayTooltip({ series, bands, hover }: PointProps & { hover: Hover }) {
  const { index, left, width } = hover
  const { date, activities, band } = pointAt(series, bands, index)
  // Beside the cursor, on the side with more room (the tooltip is 14 rem wide).
  const onRight = left < width / 2
  return (
    <div
      role="tooltip"
      data-testid="fitness-tooltip"
      data-date={date}
      className="pointer-events-none absolute top-2 z-10 w-56 rounded-md bg-white p-2 text-xs shadow-lg ring-1 ring-gray-200"
      style={onRight ? { left: left + 16 } : { left: Math.max(0, left - 16 - 224) }}
    >
      <p className="font-semibold text-gray-900">{pointLabel(date, series.step)}</p>
      <TooltipFigures series={series} index={index} band={band?.label ?? null} />
      {activities.length > 0 ? (
        <ul className="mt-1 border-t border-gray-100 pt-1">
          {activities.map((activity) => (
            <li key={activity.id} className="flex justify-between gap-2">
              <span className="truncate">{activity.name}</span>
              <span className="tabular-nums text-gray-600">{Math.round(activity.load)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 border-t border-gray-100 pt-1 text-gray-500">
          {noActivityText(series, date)}
        </p>
      )}
    </div>
  )
}

/**
 * The last point pointed at (today, or this week, at first), with links to the activities
 * behind its load.
 */
export function DayReadout({ series, bands, index }: PointProps & { index: number }) {
  const { date, activities, band } = pointAt(series, bands, index)
  return (
    <div className="mt-2 text-sm text-gray-700" data-testid="fitness-readout" aria-live="polite">
      <span className="font-medium text-gray-900">{pointLabel(date, series.step)}</span>
      <span className="tabular-nums">
        {' · '}fitness {Math.round(series.fitness[index])} · fatigue{' '}
        {Math.round(series.fatigue[index])} · form {signed(series.form[index])}
        {band ? ` (${band.label.toLowerCase()})` : ''} ·{' '}
        {series.step === 'week' ? 'load that week' : 'load'} {Math.round(series.load[index])}
      </span>
      {activities.length > 0 && (
        <>
          {' · '}
          {activities.map((activity, position) => (
            <span key={activity.id}>
              {position > 0 && ', '}
              <ActivityLink id={activity.id}>{activity.name}</ActivityLink>{' '}
              <span className="text-gray-500">
                ({SPORT_LABELS[activity.sport].toLowerCase()}, load {Math.round(activity.load)})
              </span>
            </span>
          ))}
        </>
      )}
    </div>
  )
}

/** The colours of a chart's series, above it (the figures are in its text and table). */
export function ChartKey({ items }: { items: { label: string; color: string; bar?: boolean }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className={item.bar ? 'h-3 w-3 rounded-sm' : 'h-0.5 w-4 rounded'}
            style={{ background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  )
}

/** The tooltip's figures: fitness, fatigue, form (and its band) and the load. */
function TooltipFigures({
  series,
  index,
  band,
}: {
  series: FitnessSeriesDto
  index: number
  band: string | null
}) {
  const row = (term: string, value: string | number, field?: string) => (
    <>
      <dt className="text-gray-600">{term}</dt>
      <dd className="text-right font-medium" data-field={field}>
        {value}
      </dd>
    </>
  )
  return (
    <dl className="mt-1 grid grid-cols-2 gap-x-2 tabular-nums">
      {row('Fitness', Math.round(series.fitness[index]), 'fitness')}
      {row('Fatigue', Math.round(series.fatigue[index]), 'fatigue')}
      {row('Form', signed(series.form[index]), 'form')}
      {band && row('Band', band)}
      {row(
        series.step === 'week' ? 'Load that week' : 'Load',
        Math.round(series.load[index]),
        'load'
      )}
    </dl>
  )
}
