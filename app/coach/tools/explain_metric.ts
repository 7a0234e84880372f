import { z } from 'zod'
import { addDays } from '#domain/calendar'
import { acuteChronicRatio, acwrBand } from '#domain/science/fitness'
import { defineTool } from '#coach/tools/tool'
import { currentVdot, dailyFigures } from '#coach/tools/data'
import { round } from '#coach/format'

export const METRICS = ['fitness', 'fatigue', 'form', 'vdot', 'trimp', 'hrss', 'acwr'] as const
export type Metric = (typeof METRICS)[number]

/** What each figure means (docs/science.md), in plain language, with its source. */
export const METRIC_EXPLANATIONS: Record<Metric, { name: string; text: string; source: string }> = {
  fitness: {
    name: 'Fitness',
    text: 'the average of your daily training load over about six weeks (a 42-day exponentially weighted average, also called chronic training load or CTL). It rises slowly when you train consistently and is the best single number for how much training your body is used to.',
    source: 'Banister impulse-response model (1975), as popularised by Coggan',
  },
  fatigue: {
    name: 'Fatigue',
    text: 'the average of your daily training load over about a week (a 7-day exponentially weighted average, acute training load or ATL). It rises fast after hard days and falls fast when you rest.',
    source: 'Banister impulse-response model (1975), as popularised by Coggan',
  },
  form: {
    name: 'Form',
    text: "yesterday's fitness minus yesterday's fatigue (training stress balance, TSB). Negative form means you are carrying fatigue from recent training, which is normal in a build; around zero to slightly positive is fresh; clearly positive (+5 to +25) is what a taper aims for on race day.",
    source: 'Coggan, training stress balance',
  },
  vdot: {
    name: 'VDOT',
    text: "a running fitness score from a race or hard effort: the VO2max that would explain your performance under Daniels' model. It sets your training paces and predicts race times; a higher VDOT means faster paces.",
    source: 'Daniels & Gilbert, Oxygen Power (1979); Daniels’ Running Formula',
  },
  trimp: {
    name: 'TRIMP',
    text: 'training impulse: the load of a session from its duration and how high your heart rate was between rest and maximum, weighted so that hard minutes count much more than easy ones.',
    source: 'Banister (1991) TRIMP with sex-specific weighting',
  },
  hrss: {
    name: 'HRSS',
    text: 'heart-rate stress score: a TRIMP scaled so that one hour at your lactate threshold heart rate scores 100, which makes loads comparable with other training stress scores.',
    source: 'Heart-rate training stress score (TRIMP normalised to an hour at LTHR)',
  },
  acwr: {
    name: 'Acute:chronic workload ratio',
    text: 'your average daily load of the last 7 days divided by that of the last 28. Between 0.8 and 1.3 is the usual safe range; 1.5 or more means you ramped up quickly, when injury risk tends to rise.',
    source: 'Hulin et al. 2016; Gabbett 2016 (Br J Sports Med)',
  },
}

/** Explains a metric and gives the athlete's current value when there is one. */
export const explainMetricTool = defineTool({
  name: 'explain_metric',
  description:
    "Explains a training metric in plain language (fitness, fatigue, form, vdot, trimp, hrss, acwr) with its source and the athlete's current value.",
  input: z.object({ metric: z.enum(METRICS) }).strict(),
  async run(context, { metric }) {
    const explanation = METRIC_EXPLANATIONS[metric]
    let current: number | null = null
    let band: string | null = null
    if (metric === 'vdot') {
      const vdot = await currentVdot(context)
      current = vdot?.value ?? null
    } else if (metric !== 'trimp' && metric !== 'hrss') {
      const days = await dailyFigures(context, addDays(context.todayIso, -27))
      const today = days.at(-1)
      if (metric === 'acwr') {
        const ratio = acuteChronicRatio(days.map((d) => d.load))
        current = ratio === null ? null : round(ratio, 2)
        band = ratio === null ? null : acwrBand(ratio)
      } else if (today) {
        current = round(today[metric])
      }
    }
    return { metric, ...explanation, current, ...(band ? { band } : {}) }
  },
  summary: ({ metric }) => `looked up what ${METRIC_EXPLANATIONS[metric].name} means`,
})
