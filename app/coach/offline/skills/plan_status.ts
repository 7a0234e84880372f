/*
 * Where the athlete's plan stands: when it starts, which week of it this is, when its race is
 * and how many days are left ("when does my plan start", "welche Woche bin ich", "c'est quand
 * ma course", "cuántos días faltan para la carrera"). One answer states the plan's place in
 * time (starts later, running, ended) with the part asked first (the plan_window tool;
 * docs/coach.md, "A day in the plan").
 */
import { daysBetween } from '#domain/calendar'
import { planWindowTool } from '#coach/tools/plan_window'
import type { Language } from '#coach/offline/language'
import { reply, type Turn } from '#coach/offline/turn'
import { dayText } from '#coach/offline/skills/plan_texts'
import { newPlanText } from '#coach/offline/skills/plan_life_texts'
import type { ThreadState } from '#coach/understanding/index'

export type PlanStatusAsked = 'start' | 'week' | 'race'

/** Lower case, accents off, apostrophes straight. */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'")
}

/** The plan (or "it", after a plan answer) named as what starts. */
const PLAN_WORD = /\b(?:plan|plans|program|programme|programm|trainingsplan|block|training)\b/

/** "When does my plan start", "ab wann geht's los", "mon plan commence quand", "cuándo empieza". */
const START =
  /\bwhen\b[^.?!]{0,30}\b(?:start|starts|begin|begins|kick off|kicks off)\b|\bwhat (?:day|date)\b[^.?!]{0,30}\b(?:start|starts|begin|begins)\b|\bstart date\b|\bab wann\b|\bwann\b[^.?!]{0,30}\b(?:beginnt|startet|fangt|anfangt|los)\b|\b(?:beginnt|startet|fangt)\b[^.?!]{0,30}\bwann\b|\bquand\b[^.?!]{0,30}\b(?:commence|debute|demarre)\b|\b(?:commence|debute|demarre)\b[^.?!]{0,30}\bquand\b|\bcuando\b[^.?!]{0,30}\b(?:empieza|comienza|arranca|inicia|empiezo|comienzo)\b|\b(?:empieza|comienza|arranca|inicia)\b[^.?!]{0,30}\bcuando\b/

/** "Which week of the plan am I in", "welche Woche", "quelle semaine", "qué semana". */
const WEEK =
  /\b(?:which|what) week\b|\bweek number\b|\bwelche[nrs]? (?:plan)?woche\b|\bquelle semaine\b|\b(?:que|cual) semana\b|\ben que semana\b/

/** The race or its distance, as a runner names it. */
const RACE =
  /\b(?:race|race day|marathon|half|10k|5k|10 ?km|5 ?km|21k|42k|wettkampf|rennen|10er|5er|halbmarathon|course|marathon|semi|carrera|maraton|media)\b/

/** "When is my race", "wann ist mein Wettkampf", "c'est quand ma course", "cuándo es mi carrera". */
const WHEN_RACE =
  /\bwhen(?:'s| is)\b|\bwhat (?:day|date) is\b|\bwann ist\b|\bwann\b[^.?!]{0,20}\bist\b|\bc'est quand\b|\bquand (?:est|a lieu|c'est)\b|\bcest quand\b|\bcuando es\b|\bque dia es\b/

/** "How many days till", "wie viele Tage bis", "dans combien de jours", "cuántos días faltan". */
const HOW_LONG =
  /\bhow many (?:days|weeks)\b|\bhow long (?:until|till|til|to go|left)\b|\bwie viele (?:tage|wochen)\b|\bwie lange (?:noch|bis)\b|\bcombien de (?:jours|semaines)\b|\bdans combien\b|\bcombien de temps (?:avant|jusqu)|\bcuantos (?:dias|semanas)\b|\bcuanto (?:falta|queda)\b/

/** "Is the marathon still on the plan", "steht der Wettkampf noch im Plan". */
const STILL_PLANNED =
  /\b(?:still|noch|toujours|todavia|sigue)\b[^.?!]{0,30}\b(?:on|in|im|dans|en)\b[^.?!]{0,10}\bplan\b/

/** "How long until then", "wie lange noch", "combien de temps", "cuánto falta": after a plan answer. */
const UNTIL_THEN =
  /\b(?:until|till|til) (?:then|it)\b|\bhow long (?:until|till|til|to go|left|now)\b|\bhow many days\b|\bwie lange (?:noch|bis|dauert es noch)\b|\bwie viele tage\b|\bcombien de (?:temps|jours)\b|\bdans combien\b|\bcuanto falta\b|\bcuantos dias\b/

/** Words that put the question in the past: "when was my last race". */
const PAST =
  /\bwhen was\b|\bdid\b|\blast\b|\bwar\b|\bletzte\w*|\betait\b|\bdernier\w*|\bfue\b|\bultim[ao]\b/

/** What the message asks of the plan's place in time, or null when it asks something else. */
export function planStatusAsked(text: string, thread: ThreadState = {}): PlanStatusAsked | null {
  const plain = fold(text)
  if (PAST.test(plain)) return null
  if (
    WEEK.test(plain) &&
    /\bplan\w*|\b(?:am i|are we|bin ich|sind wir|suis-je|je suis|estoy|voy)\b/.test(plain)
  )
    return 'week'
  const race = RACE.test(plain)
  if (race && (WHEN_RACE.test(plain) || HOW_LONG.test(plain) || STILL_PLANNED.test(plain)))
    return 'race'
  if (START.test(plain) && (PLAN_WORD.test(plain) || /\b(?:it|es|ca|lo)\b/.test(plain)))
    return /\bagain\b|\bwieder\b|\bde nouveau\b|\bde nuevo\b|\bcan i\b/.test(plain) ? null : 'start'
  if (thread.lastIntent === 'day_plan' && thread.day === undefined && UNTIL_THEN.test(plain))
    return 'race'
  return null
}

type Texts = Record<Language, Record<string, (v: Record<string, string>) => string>>

const TEXTS: Texts = {
  en: {
    noPlan: () =>
      'You have no training plan, so there is no start, week or race to count; create one on the Training plan page.',
    starts: (v) => `Your plan starts on ${v.day}, in ${v.n} days.`,
    startsTomorrow: (v) => `Your plan starts tomorrow, ${v.day}.`,
    week: (v) => `This is **week ${v.week} of ${v.total}** of your plan (it started on ${v.day}).`,
    race: (v) => `Your race${v.race} is on ${v.day}: **${v.n} days** from today.`,
    raceToday: (v) => `Your race${v.race} is today, ${v.day}.`,
    ends: (v) => `Your plan ends on ${v.day}, in ${v.n} days.`,
    ended: (v) => `Your plan ended on ${v.day}; nothing is planned after it.`,
  },
  de: {
    noPlan: () =>
      'Du hast keinen Trainingsplan, also gibt es keinen Start, keine Woche und keinen Wettkampf zu zählen; lege einen auf der Seite Trainingsplan an.',
    starts: (v) => `Dein Plan beginnt am ${v.day}, in ${v.n} Tagen.`,
    startsTomorrow: (v) => `Dein Plan beginnt morgen, am ${v.day}.`,
    week: (v) =>
      `Du bist in **Woche ${v.week} von ${v.total}** deines Plans (begonnen am ${v.day}).`,
    race: (v) => `Dein Wettkampf${v.race} ist am ${v.day}: in **${v.n} Tagen**.`,
    raceToday: (v) => `Dein Wettkampf${v.race} ist heute, am ${v.day}.`,
    ends: (v) => `Dein Plan endet am ${v.day}, in ${v.n} Tagen.`,
    ended: (v) => `Dein Plan endete am ${v.day}; danach ist nichts mehr geplant.`,
  },
  fr: {
    noPlan: () =>
      "Vous n'avez pas de plan d'entraînement, donc ni début, ni semaine, ni course à compter ; créez-en un sur la page Plan d'entraînement.",
    starts: (v) => `Votre plan commence le ${v.day}, dans ${v.n} jours.`,
    startsTomorrow: (v) => `Votre plan commence demain, le ${v.day}.`,
    week: (v) =>
      `Vous êtes dans la **semaine ${v.week} sur ${v.total}** de votre plan (commencé le ${v.day}).`,
    race: (v) => `Votre course${v.race} a lieu le ${v.day} : dans **${v.n} jours**.`,
    raceToday: (v) => `Votre course${v.race} a lieu aujourd'hui, le ${v.day}.`,
    ends: (v) => `Votre plan se termine le ${v.day}, dans ${v.n} jours.`,
    ended: (v) => `Votre plan s'est terminé le ${v.day} ; rien n'est prévu après.`,
  },
  es: {
    noPlan: () =>
      'No tienes plan de entrenamiento, así que no hay inicio, semana ni carrera que contar; crea uno en la página del plan de entrenamiento.',
    starts: (v) => `Tu plan empieza el ${v.day}, dentro de ${v.n} días.`,
    startsTomorrow: (v) => `Tu plan empieza mañana, el ${v.day}.`,
    week: (v) => `Estás en la **semana ${v.week} de ${v.total}** de tu plan (empezó el ${v.day}).`,
    race: (v) => `Tu carrera${v.race} es el ${v.day}: dentro de **${v.n} días**.`,
    raceToday: (v) => `Tu carrera${v.race} es hoy, ${v.day}.`,
    ends: (v) => `Tu plan termina el ${v.day}, dentro de ${v.n} días.`,
    ended: (v) => `Tu plan terminó el ${v.day}; después no hay nada previsto.`,
  },
}

function say(language: Language, key: string, vars: Record<string, string> = {}): string {
  return TEXTS[language][key](vars)
}

/** The plan's start, week and race as lines, the one asked first. */
export async function answerPlanStatus(turn: Turn, asked: PlanStatusAsked): Promise<string> {
  const { language, today, session } = turn
  const result = await session.run(planWindowTool, { direction: 'next', days: 1 })
  if (!result.plan) return reply(turn, { headline: say(language, 'noPlan') })
  const plan = result.plan
  const day = (iso: string) => dayText(iso, language, today)
  if (plan.endDate < today) {
    return reply(turn, {
      headline: say(language, 'ended', { day: day(plan.endDate) }),
      facts: [newPlanText(language)],
    })
  }
  const start =
    plan.startDate > today
      ? say(language, daysBetween(today, plan.startDate) === 1 ? 'startsTomorrow' : 'starts', {
          day: day(plan.startDate),
          n: String(daysBetween(today, plan.startDate)),
        })
      : say(language, 'week', {
          week: String(Math.floor(daysBetween(plan.startDate, today) / 7) + 1),
          total: String(Math.floor(daysBetween(plan.startDate, plan.endDate) / 7) + 1),
          day: day(plan.startDate),
        })
  const raceIso = plan.raceDate
  const left = daysBetween(today, raceIso ?? plan.endDate)
  const race = raceIso
    ? say(language, left === 0 ? 'raceToday' : 'race', {
        race: plan.race ? ` (${localSize(plan.race, language)})` : '',
        day: day(raceIso),
        n: String(left),
      })
    : say(language, 'ends', { day: day(plan.endDate), n: String(left) })
  const [headline, fact] = asked === 'race' ? [race, start] : [start, race]
  return reply(turn, { headline, facts: [fact] })
}

/** "42.20 km" as "42.2 km", "10.00 km" as "10 km", with a decimal comma outside English. */
function localSize(size: string, language: Language): string {
  const short = size.replace(/(\d)\.0+(?=\s)/, '$1').replace(/(\.\d*?)0+(?=\s)/, '$1')
  return language === 'en' ? short : short.replace(/(\d)\.(\d)/g, '$1,$2')
}
