/*
 * The Dashboard's one-line reading of the fitness chart, e.g.
 * "Fitness up 4 over 3 weeks; fatigue high — tomorrow is easy."
 * Pure: the daily figures (oldest first, the last one today) and the ACWR in, one sentence out.
 * Form is read in the bands of form_bands.ts (Coggan / TrainingPeaks TSB); an acute:chronic
 * ratio of 1.5 or more (Gabbett 2016; docs/science.md#form-bands) also counts as high fatigue.
 */
import { formBandOf, TRANSITION_FORM } from '#domain/progress/form_bands'

export interface ReadingDay {
  fitness: number
  fatigue: number
  form: number
}

/** How far back the trend looks: three weeks, or the whole history when it is shorter. */
export const READING_TREND_DAYS = 21

/** ACWR from which the load is read as a spike (Gabbett 2016). */
export const ACWR_WARNING = 1.5

function spanOf(days: number): string {
  if (days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weeks`
  return days === 1 ? '1 day' : `${days} days`
}

export function fitnessReading(days: ReadingDay[], acwr: number | null = null): string {
  if (days.length === 0) return 'No training recorded yet.'
  const today = days[days.length - 1]
  const lookback = Math.min(READING_TREND_DAYS, days.length - 1)

  let trend: string
  if (lookback === 0) {
    trend = 'Fitness starts today'
  } else {
    const change = Math.round(today.fitness - days[days.length - 1 - lookback].fitness)
    const span = spanOf(lookback)
    trend =
      change > 0
        ? `Fitness up ${change} over ${span}`
        : change < 0
          ? `Fitness down ${-change} over ${span}`
          : `Fitness steady over ${span}`
  }

  const band = formBandOf(today.form)
  let state: string
  if (band === 'overreaching' || (acwr !== null && acwr >= ACWR_WARNING)) {
    state = 'fatigue high — tomorrow is easy.'
  } else if (band === 'optimal') {
    state = 'fatigue building — productive training, keep the easy days easy.'
  } else if (band === 'neutral') {
    state = 'fatigue in balance with fitness.'
  } else if (today.form >= TRANSITION_FORM) {
    state = 'very fresh — fitness is fading, time to train.'
  } else {
    state = 'fresh — ready for a hard session or a race.'
  }
  return `${trend}; ${state}`
}
