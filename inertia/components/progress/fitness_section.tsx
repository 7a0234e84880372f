/*
 * The Progress page's fitness section: fitness, fatigue and form (a lazy uPlot chart) with its
 * form bands, its text summary and its table alternative.
 */
import { Suspense } from 'react'
import type { FitnessSeriesDto, FormBandDto, ProgressRange } from '#dtos/progress'
import { Card } from '~/components/ui/card'
import { ChartDataTable, ChartSkeleton } from '~/components/progress/chart_data_table'
import {
  BAND_STYLES,
  bandOf,
  bandThresholds,
  dayLabel,
  signed,
} from '~/components/progress/progress_format'
import { FitnessChart, rangeWords } from '~/components/progress/chart_section_parts'

export function FitnessSection({
  series,
  bands,
  range,
}: {
  series: FitnessSeriesDto
  bands: FormBandDto[]
  range: ProgressRange
}) {
  const days = series.dates.length
  return (
    <Card title="Fitness, fatigue and form" description={fitnessSummary(series, bands, range)}>
      {days === 0 ? (
        <p className="text-sm text-gray-600">No daily figures in this range yet.</p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton label="Drawing the chart…" height="h-96" />}>
            <FitnessChart series={series} bands={bands} />
          </Suspense>
          <FormBandsLegend bands={bands} />
          <ChartDataTable
            caption="Fitness, fatigue, form and load"
            columns={
              series.step === 'week'
                ? ['Week of', 'Fitness', 'Fatigue', 'Form', 'Load that week']
                : days > 120
                  ? ['Week ending', 'Fitness', 'Fatigue', 'Form', 'Load that week']
                  : ['Day', 'Fitness', 'Fatigue', 'Form', 'Load']
            }
            note={
              series.step === 'week' || days > 120
                ? 'One row a week: the values on its last day.'
                : undefined
            }
            rows={() => fitnessRows(series)}
          />
        </>
      )}
    </Card>
  )
}

function fitnessSummary(series: FitnessSeriesDto, bands: FormBandDto[], range: ProgressRange) {
  const last = series.dates.length - 1
  if (last < 0) return ''
  let peak = 0
  series.fitness.forEach((value, i) => {
    if (value > series.fitness[peak]) peak = i
  })
  const change = series.fitness[last] - series.fitness[0]
  const band = bandOf(bands, series.form[last])
  const trainingPoints = series.load.filter((load) => load > 0).length
  const weekly = series.step === 'week'
  const unit = weekly ? 'week' : 'day'
  return (
    `Over ${rangeWords(range)}, fitness went from ${Math.round(series.fitness[0])} to ` +
    `${Math.round(series.fitness[last])} (${signed(change, true)}), highest ` +
    `${Math.round(series.fitness[peak])} ${weekly ? 'in the week of' : 'on'} ${dayLabel(series.dates[peak])}. ` +
    `Latest: fatigue ${Math.round(series.fatigue[last])}, form ${signed(series.form[last])}` +
    `${band ? ` (${band.label.toLowerCase()})` : ''}. ` +
    `${trainingPoints} ${trainingPoints === 1 ? unit : `${unit}s`} with training.`
  )
}

function fitnessRows(series: FitnessSeriesDto) {
  const days = series.dates.length
  const rows: { key: string; cells: string[] }[] = []
  const row = (i: number, load: number) => ({
    key: series.dates[i],
    cells: [
      dayLabel(series.dates[i]),
      String(Math.round(series.fitness[i])),
      String(Math.round(series.fatigue[i])),
      signed(series.form[i]),
      String(Math.round(load)),
    ],
  })
  if (days <= 120 || series.step === 'week') {
    for (let i = days - 1; i >= 0; i--) rows.push(row(i, series.load[i]))
    return rows
  }
  for (let end = days - 1; end >= 0; end -= 7) {
    let load = 0
    for (let i = end; i > end - 7 && i >= 0; i--) load += series.load[i]
    rows.push(row(end, load))
  }
  return rows
}

export function FormBandsLegend({ bands }: { bands: FormBandDto[] }) {
  if (bands.length === 0) return null
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-gray-900">Form bands</h3>
      <ul className="mt-1 grid gap-2 text-sm sm:grid-cols-2" data-testid="form-bands">
        {bands.map((band) => (
          <li key={band.key} className="flex items-start gap-2">
            <span
              className="mt-1 h-3 w-3 shrink-0 rounded-sm ring-1 ring-gray-300"
              style={{ background: BAND_STYLES[band.key].fill }}
              aria-hidden="true"
            />
            <span>
              <span className="font-medium text-gray-900">{band.label}</span>{' '}
              <span className="tabular-nums text-gray-700">(form {bandThresholds(band)})</span>
              <span className="block text-gray-600">{band.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
