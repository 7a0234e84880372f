/*
 * The running words and figures a message names: the lexicons of the training terms the coach
 * explains (docs/coach.md#terminology) and of the figures it computes (fitness, fatigue, form, ACWR,
 * VDOT, TRIMP, hrSS; docs/science.md), with their synonyms in the four languages, and the
 * words that ask what something means. Entity lexicons, not phrasings of questions.
 */

/** The figures app/coach/tools/explain_metric.ts explains. */
export type FigureName = 'fitness' | 'fatigue' | 'form' | 'vdot' | 'trimp' | 'hrss' | 'acwr'

/** Words that ask what something means: "what is", "explain", "define". */
export const DEFINITION =
  /\b(what(?:'s| is| are| does)|explain|mean|means|meaning|define|definition)\b/i

export const TERMS: [RegExp, string][] = [
  [/\b(tempo|threshold run|cruise intervals?)\b/i, 'tempo'],
  [/\bintervals?\b/i, 'interval'],
  [/\bfartlek\b/i, 'fartlek'],
  [/\bstrides?\b/i, 'strides'],
  [/\brecovery run\b/i, 'recovery'],
  [/\btaper(ing)?\b/i, 'taper'],
  [/\bnegative split/i, 'negative_split'],
  [/\bcadence\b/i, 'cadence'],
  [/\b(lactate )?threshold\b/i, 'threshold'],
  [/\bvo2 ?max\b/i, 'vo2max'],
  [/\bhill (repeats|reps|sprints)\b/i, 'hill_repeats'],
  [/\bbase (building|phase|training)\b/i, 'base'],
  [/\bcross[- ]?training\b/i, 'cross_training'],
  [/\bprogression run\b/i, 'progression'],
  [/\blong run\b/i, 'long_run'],
  [/\beasy run\b/i, 'easy'],
]

/** The training term a message names, if any ("strides", "tempo"). */
export function termIn(text: string): string | null {
  return TERMS.find(([pattern]) => pattern.test(text))?.[1] ?? null
}

/** The figure of the athlete's a message names ("what is my ACWR", "VDOT"), if any. */
export function metricIn(text: string): FigureName | null {
  if (/\b(acwr|acute[\s:/-]*(to[\s-]*)?chronic)\b/i.test(text)) return 'acwr'
  if (/\bvdot\b/i.test(text)) return 'vdot'
  if (/\btrimp\b/i.test(text)) return 'trimp'
  if (/\bhrss\b/i.test(text)) return 'hrss'
  if (/\b(form|tsb)\b/i.test(text)) return 'form'
  if (/\b(fatigue|atl)\b/i.test(text)) return 'fatigue'
  if (/\b(fitness|ctl)\b/i.test(text)) return 'fitness'
  return null
}
