/*
 * The offline coach's intent matching: keyword and regular-expression rules, tried in this
 * order (the first match wins). Deterministic, no model. Red flags (app/coach/safety.ts) are
 * checked before these.
 *
 *   intent            matches (case-insensitive), e.g.
 *   illness           sick, ill, flu, cold, fever, covid, unwell, "not feeling well"
 *   injury            injured, injury, hurt, sprain, strain, shin splints, "my knee/achilles…"
 *   travel            travel, travelling, trip, away, vacation, holiday
 *   short_on_time     short on time, busy, no time, "only have 30 minutes"
 *   missed_workout    missed, skipped, "didn't run / couldn't run"
 *   move_long_run     "move my long run (to Saturday)"
 *   acwr              overdoing, overtraining, too much, ramping, injury risk, acute:chronic, ACWR
 *   explain_metric    "what is / what does … mean" + form, fatigue, fitness, VDOT, TRIMP, HRSS, ACWR
 *   zones             zone(s)
 *   easy_pace         easy + pace / how fast / what pace
 *   training_paces    pace(s) (any other pace question)
 *   race_prediction   predict, prediction, race time, finish time, "could I run", 5k/10k/half/marathon time
 *   today             today, today's workout, "what should I run", tomorrow
 *   progress          how am I doing, progress, trend, fitness, improving, getting fitter
 *   unknown           anything else
 */
import type { Metric } from '#coach/tools/explain_metric'

export type Intent =
  | { type: 'illness'; days: number | null }
  | { type: 'injury'; days: number | null }
  | { type: 'travel'; days: number | null; minutes: number | null; noRunning: boolean }
  | { type: 'short_on_time'; minutes: number | null }
  | { type: 'missed_workout' }
  | { type: 'move_long_run'; weekday: number | null; relative: 'today' | 'tomorrow' | null }
  | { type: 'acwr' }
  | { type: 'explain_metric'; metric: Metric }
  | { type: 'zones' }
  | { type: 'easy_pace' }
  | { type: 'training_paces' }
  | { type: 'race_prediction'; distance: '5k' | '10k' | 'half' | 'marathon' | null }
  | { type: 'today' }
  | { type: 'progress' }
  | { type: 'unknown' }

const WEEKDAY_PATTERNS: [RegExp, number][] = [
  [/\bmon(day)?\b/i, 1],
  [/\btue(s|sday)?\b/i, 2],
  [/\bwed(nesday)?\b/i, 3],
  [/\bthu(rs|rsday)?\b/i, 4],
  [/\bfri(day)?\b/i, 5],
  [/\bsat(urday)?\b/i, 6],
  [/\bsun(day)?\b/i, 7],
]

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  couple: 2,
  few: 3,
}

/** "3 days", "three days", "a week", "2 weeks" → days; null when none is given. */
export function daysIn(text: string): number | null {
  const match =
    /\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|couple of|few)\s+(day|days|week|weeks)\b/i.exec(
      text
    )
  if (!match) return null
  const word = match[1].toLowerCase().replace(' of', '')
  const count = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 1)
  const days = /week/i.test(match[2]) ? count * 7 : count
  return Math.min(Math.max(days, 1), 60)
}

/** "30 minutes", "45 min", "an hour", "1.5 hours" → minutes; null when none is given. */
export function minutesIn(text: string): number | null {
  const minutes = /\b(\d{1,3})\s*(m|min|mins|minutes)\b/i.exec(text)
  if (minutes) return Math.min(Math.max(Number(minutes[1]), 10), 300)
  const hours = /\b(\d(?:\.\d)?|an|one)\s*(h|hr|hrs|hour|hours)\b/i.exec(text)
  if (hours) {
    const value = /^\d/.test(hours[1]) ? Number(hours[1]) : 1
    return Math.min(Math.max(Math.round(value * 60), 10), 300)
  }
  return null
}

function metricIn(text: string): Metric | null {
  if (/\b(acwr|acute[\s:/-]*(to[\s-]*)?chronic)\b/i.test(text)) return 'acwr'
  if (/\b(vdot|vo2 ?max)\b/i.test(text)) return 'vdot'
  if (/\btrimp\b/i.test(text)) return 'trimp'
  if (/\bhrss\b/i.test(text)) return 'hrss'
  if (/\b(form|tsb)\b/i.test(text)) return 'form'
  if (/\b(fatigue|atl)\b/i.test(text)) return 'fatigue'
  if (/\b(fitness|ctl)\b/i.test(text)) return 'fitness'
  return null
}

export function matchIntent(raw: string): Intent {
  const text = raw.replace(/[’‘]/g, "'")
  if (
    /\b(sick|ill|illness|flu|cold|fever|covid|unwell|not feeling well|stomach bug|virus)\b/i.test(
      text
    )
  ) {
    return { type: 'illness', days: daysIn(text) }
  }
  if (
    /\b(injur(y|ed|ies)|hurt|sprain(ed)?|strain(ed)?|shin splints?|tendinitis|tendinopathy|plantar|stress fracture|(my|sore) (knee|ankle|achilles|hip|calf|hamstring|foot|back))\b/i.test(
      text
    )
  ) {
    return { type: 'injury', days: daysIn(text) }
  }
  if (/\b(travel(l?ing)?|trip|away|vacation|holiday|business trip|conference)\b/i.test(text)) {
    return {
      type: 'travel',
      days: daysIn(text),
      minutes: minutesIn(text),
      noRunning: /\b(no|can'?t|cannot|won'?t be able to) (run|running|train)/i.test(text),
    }
  }
  if (
    /\b(short on time|busy|no time|little time|not much time|pressed for time|only (have|got) \d+|limited time)\b/i.test(
      text
    )
  ) {
    return { type: 'short_on_time', minutes: minutesIn(text) }
  }
  if (
    /\b(missed|skipped|didn'?t (run|do|make|manage)|couldn'?t (run|do|make)|did not (run|do))\b/i.test(
      text
    )
  ) {
    return { type: 'missed_workout' }
  }
  if (
    /\b(move|shift|swap|change|reschedule|put)\b.*\blong run\b|\blong run\b.*\b(to|on|onto) (mon|tue|wed|thu|fri|sat|sun|today|tomorrow)/i.test(
      text
    )
  ) {
    const after = text.split(/\blong run\b/i)[1] ?? text
    const weekday = WEEKDAY_PATTERNS.find(([pattern]) => pattern.test(after))?.[1] ?? null
    const relative = /\btomorrow\b/i.test(after)
      ? 'tomorrow'
      : /\btoday\b/i.test(after)
        ? 'today'
        : null
    return { type: 'move_long_run', weekday, relative }
  }
  if (
    /\b(overdo(ing)?|over-?train(ing)?|too much|ramp(ing)? up|injury risk|doing too much|am i pushing|burn(ing)? out)\b/i.test(
      text
    )
  ) {
    return { type: 'acwr' }
  }
  const metric = metricIn(text)
  if (
    metric &&
    /\b(what|explain|mean|means|meaning|define|why)\b/i.test(text) &&
    !/\bhow am i\b/i.test(text)
  ) {
    return { type: 'explain_metric', metric }
  }
  if (metric === 'acwr') return { type: 'acwr' }
  if (/\bzones?\b/i.test(text)) return { type: 'zones' }
  if (/\beasy\b/i.test(text) && /\b(pace|paces|how fast|how slow|speed)\b/i.test(text)) {
    return { type: 'easy_pace' }
  }
  if (/\b(pace|paces)\b/i.test(text) && !/\b(predict|race time|finish)/i.test(text)) {
    return { type: 'training_paces' }
  }
  if (
    /\b(predict(ion|ed)?|race time|finish time|could i run|can i run a|how fast (could|can|would) i)\b/i.test(
      text
    ) ||
    /\b(5 ?k|10 ?k|half|marathon)\b.*\btime\b/i.test(text)
  ) {
    const distance = /\bhalf\b/i.test(text)
      ? 'half'
      : /\bmarathon\b/i.test(text)
        ? 'marathon'
        : /\b10 ?k\b/i.test(text)
          ? '10k'
          : /\b5 ?k\b/i.test(text)
            ? '5k'
            : null
    return { type: 'race_prediction', distance }
  }
  if (
    /\b(today|today's|tonight|this morning|what should i (run|do)|workout|session)\b/i.test(text)
  ) {
    return { type: 'today' }
  }
  if (
    /\b(how am i (doing|going|getting on)|progress|trend|fitness|improving|getting (fitter|faster|better)|how's my training|how is my training)\b/i.test(
      text
    )
  ) {
    return { type: 'progress' }
  }
  return { type: 'unknown' }
}

/** The questions the offline coach answers: the page's suggestions and the fallback's list. */
export const OFFLINE_QUESTIONS = [
  "What's my workout today, and why?",
  'How am I doing?',
  'What could I run a 10K in?',
  "I'm sick for 3 days",
  'I have a knee injury',
  "I'm travelling for a week",
  "I'm short on time this week: 45 minutes max",
  'Move my long run to Saturday',
  'I missed a workout',
  'What pace for an easy run?',
  'What are my zones?',
  'What does form mean?',
  'What is VDOT?',
  'Am I overdoing it?',
]
