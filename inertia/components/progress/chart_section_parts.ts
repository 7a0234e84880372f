/*
 * What the Progress page's chart sections share: the lazy uPlot charts (one chunk, loaded once the
 * chart data is here), the hour steps of the bar charts' axes and the wording of a range.
 */
import { lazy } from 'react'
import type { ProgressRange } from '#dtos/progress'
import { dayLabel, RANGES } from '~/components/progress/progress_format'

// uPlot stays out of every other page: one lazy chunk, loaded once the chart data is here.
const charts = () => import('~/components/progress/progress_charts')
export const FitnessChart = lazy(() => charts().then((m) => ({ default: m.FitnessChart })))
export const StackedBars = lazy(() => charts().then((m) => ({ default: m.StackedBars })))
export const VdotChart = lazy(() => charts().then((m) => ({ default: m.VdotChart })))

export const HOUR_STEPS = [0.5, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500].map((step) => step * 3600)

export const shortDay = (date: string) => dayLabel(date, true)

export const rangeWords = (range: ProgressRange) =>
  RANGES.find((option) => option.value === range)?.long ?? 'this range'
