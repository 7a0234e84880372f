/*
 * Fitness, fatigue and form from daily training load (Banister's impulse-response model in
 * its exponentially weighted form, as popularised by Coggan's CTL/ATL/TSB), and the
 * acute:chronic workload ratio. docs/science.md#fitness-fatigue-and-form-banister-coggan and
 * docs/science.md#acute-to-chronic-workload-ratio-acwr.
 */

export interface FitnessFatigueDay {
  /** Chronic load (CTL), 42-day time constant by default. */
  fitness: number
  /** Acute load (ATL), 7-day time constant by default. */
  fatigue: number
  /** Form (TSB): yesterday's fitness minus yesterday's fatigue. */
  form: number
}

export interface FitnessFatigueOptions {
  fitnessDays?: number
  fatigueDays?: number
  /** Fitness and fatigue at the end of the day before dailyLoads[0]; default 0 and 0. */
  initial?: { fitness: number; fatigue: number }
}

export type AcwrBand = 'low' | 'safe' | 'elevated' | 'high'

/*
 * Banister et al. (1975) / Coggan: X_today = X_yesterday + (load_today − X_yesterday) / tc,
 * form_today = fitness_yesterday − fatigue_yesterday. One entry per day of dailyLoads (rest
 * days must be 0, not left out). Continuing from a stored day (pass it as `initial` with the
 * loads that follow) gives exactly the same numbers as computing from scratch.
 */
export function fitnessFatigue(
  dailyLoads: number[],
  options: FitnessFatigueOptions = {}
): FitnessFatigueDay[] {
  const fitnessDays = options.fitnessDays ?? 42
  const fatigueDays = options.fatigueDays ?? 7
  if (!(fitnessDays > 0) || !(fatigueDays > 0)) {
    throw new RangeError('fitnessDays and fatigueDays must be positive')
  }
  let fitness = options.initial?.fitness ?? 0
  let fatigue = options.initial?.fatigue ?? 0
  return dailyLoads.map((load) => {
    const form = fitness - fatigue
    fitness += (load - fitness) / fitnessDays
    fatigue += (load - fatigue) / fatigueDays
    return { fitness, fatigue, form }
  })
}

/*
 * Acute:chronic workload ratio, rolling averages (Hulin et al. 2016, Br J Sports Med 50:231;
 * Gabbett 2016, Br J Sports Med 50:273): mean load of the last 7 days / mean of the last 28
 * (the last entry of dailyLoads is today). Returns null with fewer than 28 days of history
 * (the chronic mean is not defined yet) or when the chronic mean is 0 (ratio undefined).
 */
export function acuteChronicRatio(dailyLoads: number[]): number | null {
  const length = dailyLoads.length
  if (length < 28) return null
  let acute = 0
  let chronic = 0
  for (let i = length - 28; i < length; i++) {
    chronic += dailyLoads[i]
    if (i >= length - 7) acute += dailyLoads[i]
  }
  if (!(chronic > 0)) return null
  return acute / 7 / (chronic / 28)
}

// Gabbett (2016): 0.8–1.3 is the usual safe band; 1.5 and above is a warning.
export function acwrBand(ratio: number): AcwrBand {
  if (ratio < 0.8) return 'low'
  if (ratio <= 1.3) return 'safe'
  if (ratio < 1.5) return 'elevated'
  return 'high'
}
