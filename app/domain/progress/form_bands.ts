/*
 * Form (TSB = yesterday's fitness − yesterday's fatigue) read in bands, after the convention of
 * Coggan's Performance Manager as TrainingPeaks documents it ("Training Stress Balance": +5 to
 * +25 fresh / race-ready, −10 to +5 neutral (grey zone), −30 to −10 optimal training, below −30
 * high risk of over-reaching; above +25 "transition", fitness being lost). The thresholds are a
 * coaching convention for TSS-like loads (our HRSS and pace load are on the same scale), not a
 * physiological law: they are written on the page so the athlete can judge.
 */

export type FormBandKey = 'fresh' | 'neutral' | 'optimal' | 'overreaching'

export interface FormBand {
  key: FormBandKey
  label: string
  /** Inclusive lower bound; null = open. */
  min: number | null
  /** Exclusive upper bound; null = open. */
  max: number | null
  description: string
}

/** Above this form the athlete is fresh but losing fitness ("transition"). */
export const TRANSITION_FORM = 25

export const FORM_BANDS: readonly FormBand[] = [
  {
    key: 'fresh',
    label: 'Fresh',
    min: 5,
    max: null,
    description:
      'Form +5 and above: rested, ready to race or for a hard session. Above +25 ("transition") ' +
      'fitness is being lost to rest. Bands after Coggan / TrainingPeaks (TSB).',
  },
  {
    key: 'neutral',
    label: 'Neutral',
    min: -10,
    max: 5,
    description:
      'Form −10 to +5: the grey zone, training load about in balance with fitness: ' +
      'maintaining. Bands after Coggan / TrainingPeaks (TSB).',
  },
  {
    key: 'optimal',
    label: 'Optimal training',
    min: -30,
    max: -10,
    description:
      'Form −30 to −10: fatigue above fitness by a productive margin: fitness is being built. ' +
      'Bands after Coggan / TrainingPeaks (TSB).',
  },
  {
    key: 'overreaching',
    label: 'Over-reaching',
    min: null,
    max: -30,
    description:
      'Form below −30: fatigue far above fitness; a few days are fine in a build, longer risks ' +
      'illness, injury or overtraining: plan easy days. Bands after Coggan / TrainingPeaks (TSB).',
  },
]

/** The band a form value falls in (half-open bounds, so every value has exactly one band). */
export function formBandOf(form: number): FormBandKey {
  for (const band of FORM_BANDS) {
    if ((band.min === null || form >= band.min) && (band.max === null || form < band.max)) {
      return band.key
    }
  }
  return 'neutral'
}
