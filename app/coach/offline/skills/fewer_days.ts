/*
 * "I can only run 3 days next week": a fewer-days change over the period understood (next
 * Monday to Sunday when none is named), proposed for review. The plan keeps the race, the long
 * run, one key session and the longest easy runs (app/domain/plans/fewer_days.ts).
 */
import { propose } from '#coach/offline/propose'
import type { Turn } from '#coach/offline/turn'

const HEADLINE = {
  en: (days: number) => `Got it: ${days} running day${days === 1 ? '' : 's'} a week.`,
  de: (days: number) => `Alles klar: ${days} Lauftag${days === 1 ? '' : 'e'} pro Woche.`,
  fr: (days: number) => `Compris : ${days} jour${days === 1 ? '' : 's'} de course par semaine.`,
  es: (days: number) => `Entendido: ${days} día${days === 1 ? '' : 's'} de carrera por semana.`,
} as const

const WHY =
  'With fewer days the week keeps its long run and one key session; the lost volume is not made up later, which would crowd the hard days together.'

/** True when the message asks for a number of running days (the understanding read it). */
export function asksForFewerDays(turn: Turn): boolean {
  const { intent, planChangeKind, entities } = turn.understanding
  return (
    intent === 'plan_change' &&
    planChangeKind === 'fewer_days' &&
    entities.daysPerWeek !== undefined
  )
}

export async function answerFewerDays(turn: Turn): Promise<string> {
  const { entities, language } = turn.understanding
  const days = entities.daysPerWeek!
  const period = entities.period
  return propose(
    turn,
    {
      type: 'fewer_days',
      daysPerWeek: days,
      ...(period ? { fromDate: period.fromIso, toDate: period.toIso } : {}),
    },
    { headline: HEADLINE[language](days), why: [WHY] }
  )
}
