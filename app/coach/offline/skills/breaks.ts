/*
 * The runs around a break in running ("when was my last run before I got hurt", "última
 * carrera antes de la lesión", "how many runs since I came back"): the most recent stretch of
 * at least BREAK_DAYS days without a run in the last year, read from the training_history
 * tool window by window. A question about runs done, not a complaint: the injury only dates it.
 */
import { addDays, daysBetween } from '#domain/calendar'
import { isRunSport } from '#domain/sports'
import { HISTORY_MAX_DAYS, trainingHistoryTool } from '#coach/tools/training_history'
import { isRefusal } from '#coach/tools/tool'
import { reply, type Turn } from '#coach/offline/turn'
import { shortDay } from '#coach/offline/skills/data_format'
import { metricAsked } from '#coach/offline/skills/data_route'
import { answerHistory, sessionText, styleOf, type Session } from '#coach/offline/skills/history'
import { rangeLabel } from '#coach/understanding/labels'
import { understoodLabel } from '#coach/understanding/understood'
import type { Understanding } from '#coach/understanding/index'
import type { Language } from '#coach/offline/language'

/** Two weeks without a run: a break, not a rest week. */
export const BREAK_DAYS = 14
/** How far back a break is looked for, in history-tool windows (about a year). */
const WINDOWS = 6

const BREAK_WORDS =
  /\b(?:injur\w*|hurt|break|layoff|lay-off|time off|sick|ill|illness|verletz\w*|pause|auszeit|krank\w*|blessure|blesse\w*|arret|coupure|malad\w*|lesion\w*|lesionad[oa]|paron|parada|enferm\w*)\b/
const LAST_BEFORE =
  /\b(?:last|final) (?:run|session|workout|outing|jog)s? before\b|\bletzte[rn]? (?:lauf|einheit|training)\w* vor\b|\bderniere (?:sortie|course|seance) avant\b|\bultim[ao] (?:carrera|salida|entreno|entrenamiento|rodaje|sesion) antes\b/
const SINCE_BACK =
  /\bsince (?:i (?:came|got) back|my (?:comeback|return)|coming back|returning|the (?:injury|break))\b|\bseit (?:ich wieder|meinem comeback|meiner ruckkehr|der verletzung|der pause)\b|\bdepuis (?:mon retour|ma reprise|que j'ai repris|la blessure)\b|\bdesde (?:que (?:volvi|regrese)|mi (?:vuelta|regreso)|la lesion)\b/
const HOW_FAR =
  /\bhow (?:far|much)\b|\b(?:km|kms|miles?|kilomet\w*)\b|\bwie (?:weit|viel)\b|\bcombien\b|\bcuant[oa]s?\b/

function folded(text: string) {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

/** 'before': the last run before the break; 'since': the runs since the comeback; else null. */
export function aroundBreakAsked(turn: Turn): 'before' | 'since' | null {
  const text = folded(turn.question)
  if (LAST_BEFORE.test(text) && BREAK_WORDS.test(text)) return 'before'
  const counted = metricAsked(turn.understanding) === 'count' || HOW_FAR.test(text)
  return SINCE_BACK.test(text) && counted ? 'since' : null
}

export interface Break {
  /** The last run before the break. */
  before: Session
  /** The first run after it; null while it lasts. */
  comeback: Session | null
  daysOff: number
}

/** The most recent break in the runs collected (latest first), or null. */
function breakIn(runs: Session[], today: string): Break | null {
  if (runs.length === 0) return null
  if (daysBetween(runs[0].date, today) > BREAK_DAYS)
    return { before: runs[0], comeback: null, daysOff: daysBetween(runs[0].date, today) }
  for (let i = 0; i + 1 < runs.length; i++) {
    const gap = daysBetween(runs[i + 1].date, runs[i].date) - 1
    if (gap >= BREAK_DAYS) return { before: runs[i + 1], comeback: runs[i], daysOff: gap }
  }
  return null
}

/** The most recent break of the last year, reading back one history window at a time. */
export async function findBreak(turn: Turn): Promise<Break | null> {
  const runs: Session[] = []
  let to = turn.today
  for (let window = 0; window < WINDOWS; window++) {
    const from = addDays(to, -(HISTORY_MAX_DAYS - 1))
    const read = await turn.session.run(trainingHistoryTool, { from, to })
    if (isRefusal(read)) return null
    const found = read.sessions.filter((s) => isRunSport(s.sport) && s.distanceMeters > 0)
    runs.push(...found.reverse())
    // The windows meet, so a gap between two runs read is a gap in every run there is.
    const seen = breakIn(runs, turn.today)
    if (seen) return seen
    to = addDays(from, -1)
  }
  return null
}

const TEXTS: Record<Language, { before: string; until: string; none: string }> = {
  en: {
    before:
      'Your last run before the break was {day}: {what}. Then {days} days without a run{until}.',
    until: ', until {day}',
    none: 'I see no break of two weeks or more without a run in the last year.',
  },
  de: {
    before:
      'Dein letzter Lauf vor der Pause war am {day}: {what}. Danach {days} Tage ohne Lauf{until}.',
    until: ', bis zum {day}',
    none: 'Ich sehe im letzten Jahr keine Pause von zwei Wochen oder mehr ohne Lauf.',
  },
  fr: {
    before:
      'Votre dernière sortie avant la coupure était le {day} : {what}. Ensuite {days} jours sans courir{until}.',
    until: ', jusqu’au {day}',
    none: 'Je ne vois aucune coupure de deux semaines ou plus sans courir sur la dernière année.',
  },
  es: {
    before:
      'Tu última carrera antes del parón fue el {day}: {what}. Después, {days} días sin correr{until}.',
    until: ', hasta el {day}',
    none: 'No veo ningún parón de dos semanas o más sin correr en el último año.',
  },
}

function fill(template: string, vars: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''))
}

/** "When was my last run before I got hurt": that run, the days off and the comeback. */
export function answerLastBefore(turn: Turn, found: Break | null): string {
  const style = styleOf(turn)
  const texts = TEXTS[style.language]
  if (!found) return reply(turn, { headline: texts.none })
  const day = (iso: string) => shortDay(iso, style.language, style.today)
  const until = found.comeback ? fill(texts.until, { day: day(found.comeback.date) }) : ''
  return reply(turn, {
    headline: fill(texts.before, {
      day: day(found.before.date),
      what: sessionText(style, found.before),
      days: found.daysOff,
      until,
    }),
  })
}

/**
 * The answer and what it was about: the last run before the break (its day), or the runs since
 * the comeback (the day named, else the comeback's, to today) as a history question.
 */
export async function answerAroundBreak(
  turn: Turn,
  asked: 'before' | 'since'
): Promise<{ content: string; about: Understanding }> {
  const { understanding, today } = turn
  if (asked === 'before') {
    const found = await findBreak(turn)
    const day = found?.before.date
    const about = relabelled({ ...understanding, intent: 'history_day' }, { day }, today)
    return { content: answerLastBefore(turn, found), about }
  }
  const { day, period } = understanding.entities
  const named = period?.fromIso ?? day
  const found = named ? null : await findBreak(turn)
  const from = named ?? found?.comeback?.date
  const since = from
    ? { fromIso: from, toIso: today, label: rangeLabel(from, today, understanding.language) }
    : period
  const about = relabelled(
    { ...understanding, intent: 'history_period' },
    { day: undefined, period: since },
    today
  )
  return { content: await answerHistory({ ...turn, understanding: about }), about }
}

function relabelled(
  understanding: Understanding,
  entities: Partial<Understanding['entities']>,
  today: string
): Understanding {
  const moved = { ...understanding, entities: { ...understanding.entities, ...entities } }
  return { ...moved, understood: understoodLabel(moved, today) }
}
