/*
 * A day in the plan: today's workout and why, and what is planned on a named day, a week, the
 * weekend or the next long run (the plan_window and today_workout tools).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { planWindowTool } from '#coach/tools/plan_window'
import { termIn } from '#coach/understanding/terms'
import { dayIn, weekIn } from '#coach/offline/dates'
import { t } from '#coach/offline/i18n'
import { TERMS } from '#coach/offline/knowledge'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { shortDay } from '#coach/offline/skills/data_format'
import { weekdaysIn } from '#coach/understanding/day_ranges'
import { dayText, workoutName } from '#coach/offline/skills/plan_texts'
import { purposeText, secondRunText, stepsInLanguage } from '#coach/offline/skills/workout_words'
import type { WorkoutType } from '#domain/plans/types'
import {
  endedText,
  endsText,
  firstSessionsText,
  newPlanText,
  outsidePlan,
  startsText,
  untilRaceText,
  workoutLine,
} from '#coach/offline/skills/plan_life_texts'

async function todayAnswer(turn: Turn) {
  const { session, language } = turn
  // "What should I do on Sunday?": the day asked, not today.
  const asked = turn.understanding.entities
  if ((asked.day && asked.day !== turn.today) || asked.period) return planLookup(turn)
  const result = await session.run(todayWorkoutTool)
  if (!result.plan) {
    return reply(turn, {
      headline: t(language, 'noPlan'),
      cheer: t(language, 'easyMeanwhile'),
    })
  }
  // Before the plan's first day or after its last, today is not a rest day of the plan.
  if (turn.today < result.startDate || turn.today > result.endDate) return planLookup(turn)
  const { today: workout, tomorrow } = result
  const next =
    tomorrow && tomorrow.type !== 'rest'
      ? t(language, 'tomorrowIs', { title: tomorrow.title })
      : null
  if (!workout || workout.type === 'rest') {
    return reply(turn, {
      headline: t(language, 'restDay'),
      facts: next ? [next] : [],
      cheer: t(language, 'enjoyIt'),
    })
  }
  const size = [
    workout.distance,
    workout.time ? t(language, 'aboutTime', { time: workout.time }) : null,
  ]
    .filter(Boolean)
    .join(', ')
  const facts = [
    t(language, 'workoutWhy', { text: purposeText(workout.type, workout.purpose ?? '', language) }),
    t(language, 'workoutSteps', { text: stepsInLanguage(workout.steps ?? '', language) }),
  ]
  if (workout.state === 'done') facts.unshift(t(language, 'alreadyDone'))
  // A day with two runs (docs/plans.md#doubles): the second is part of the day's answer.
  if ('secondRun' in workout && workout.secondRun)
    facts.push(secondRunText(workoutLine(workout.secondRun, language), language))
  if (next) facts.push(next)
  // "Should I do strides today?": the term asked about, next to the session it would join.
  const term = termIn(turn.question)
  if (term && TERMS[term] && !new RegExp(TERMS[term].name, 'i').test(workout.title))
    facts.push(`**${TERMS[term].name}**: ${TERMS[term].text}`)
  return reply(turn, {
    headline: t(language, 'todayWorkout', {
      title: workout.title,
      size: sizeWithKind(workout.type, size, language),
    }),
    facts,
    why: [t(language, 'oneJob')],
    cheer: t(language, workout.hard ? 'warmUpWell' : 'keepRelaxed'),
  })
}

/** "What's left before my race", "bis zum Wettkampf", "avant ma course", "antes de mi carrera". */
const BEFORE_RACE =
  /\b(?:before|until|till|up to)\b[^.?!]{0,20}\brace\b|\bbis\b[^.?!]{0,20}\b(?:wettkampf|rennen|marathon|lauf)\b|\b(?:avant|d'ici|jusqu'a)\b[^.?!]{0,20}\b(?:course|marathon)\b|\b(?:antes de|hasta)\b[^.?!]{0,20}\b(?:carrera|maraton)\b/

/**
 * "And the day before?" after a day was answered: the day before or after that day, not
 * today's neighbours ("am Tag davor", "la veille", "el día antes", "the day after").
 */
function relativeToThread(plain: string): -1 | 1 | 0 {
  if (
    /\bday before\b|\btag (?:davor|vorher)\b|\bvortag\b|\bla veille\b|\bjour d'avant\b|\bdia (?:antes|anterior)\b/.test(
      plain
    )
  )
    return -1
  if (
    /\bday after\b|\btag (?:danach|darauf)\b|\blendemain\b|\bjour d'apres\b|\bdia (?:despues|siguiente)\b/.test(
      plain
    )
  )
    return 1
  return 0
}

/** Words that put a weekday in the past. */
const PAST =
  /\b(?:last|past|ago|yesterday|did|was|were|letzte\w*|vergangene\w*|gestern|war|dernier|derniere|passe\w*|hier|etait|pasado|pasada|ayer|fue|hice)\b/

/** The days asked about: the weekend, a named week or day, or the next days, before or after today. */
function lookupWindow(turn: Turn) {
  const { today, question, language } = turn
  const plain = question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const weekend = /\bweekend\b|week-end|fin de semana|wochenende/i.test(plain)
  const understood = turn.understanding.entities
  const threadDay = turn.thread.day
  const relative = threadDay ? relativeToThread(plain) : 0
  const read = weekend
    ? null
    : relative && threadDay
      ? { dateIso: addDays(threadDay, relative) }
      : understood.day
        ? { dateIso: understood.day }
        : dayIn(question, today, language, 'future')
  // "Mardi, je fais quoi ?" on a Monday: what is planned on a weekday is the coming one,
  // unless the message says it is past ("last Tuesday", "letzten Dienstag", "mardi dernier").
  const day =
    read &&
    read.dateIso < today &&
    read.dateIso >= addDays(today, -6) &&
    weekdaysIn(question).length > 0 &&
    !PAST.test(plain)
      ? { dateIso: addDays(read.dateIso, 7) }
      : read
  const sunday = addDays(today, 7 - isoWeekday(today))
  const week = weekend
    ? { from: addDays(sunday, -1) < today ? today : addDays(sunday, -1), to: sunday }
    : understood.period
      ? { from: understood.period.fromIso, to: understood.period.toIso }
      : weekIn(question, today)
  const longRunQuestion = /\blong run\b|sortie longue|tirada larga|langer lauf|langen lauf/i.test(
    question
  )
  const beforeRace = !day && !week && BEFORE_RACE.test(plain)
  const span = week
    ? { from: week.from, to: week.to }
    : day
      ? { from: day.dateIso, to: day.dateIso }
      : { from: today, to: addDays(today, longRunQuestion ? 13 : DEFAULT_DAYS - 1) }
  // A long run asked for a week or a day is looked for in those days, else in the next two weeks.
  return { day, week, longRunQuestion, beforeRace, span }
}

/** Without a day or a range named, the coming week. */
const DEFAULT_DAYS = 7
/** The first sessions listed for a plan that has not started. */
const FIRST_SESSIONS = 3

type Window = Awaited<ReturnType<typeof planWindowTool.run>>
type Workout = Extract<Window, { workouts: unknown }>['workouts'][number]

async function planLookup(turn: Turn) {
  const { session, language, today } = turn
  const { day, week, longRunQuestion, beforeRace, span } = lookupWindow(turn)
  let result = await session.run(planWindowTool, { fromDate: span.from, toDate: span.to })
  if (!result.plan) return reply(turn, { headline: t(language, 'noPlanAhead') })
  const plan = result.plan
  if (beforeRace && plan.raceDate && plan.raceDate >= today) {
    result = await session.run(planWindowTool, { fromDate: today, toDate: plan.raceDate })
    return listed(turn, untilRaceText(plan.raceDate, language, today), result.workouts ?? [])
  }
  const dayOf = (label: string) => shortDay(label.slice(-10), language, today)
  const outside = outsidePlan(plan, span.from, span.to, today)
  if (outside === 'ended') {
    return reply(turn, {
      headline: endedText(plan, language, today),
      facts: [newPlanText(language)],
    })
  }
  if (outside === 'before') {
    const first = await session.run(planWindowTool, {
      fromDate: plan.startDate,
      toDate: addDays(plan.startDate, 13),
    })
    return reply(turn, {
      headline: startsText(plan, language, today),
      facts: [
        firstSessionsText(language),
        ...(first.workouts ?? [])
          .slice(0, FIRST_SESSIONS)
          .map((w) => `${dayOf(w.day)}: ${workoutLine(w, language)}`),
      ],
    })
  }
  if (outside === 'after') return reply(turn, { headline: endsText(plan, language, today) })
  let workouts = result.workouts
  let what = t(language, 'nextDays', { days: DEFAULT_DAYS })
  if (week) {
    what = t(language, 'dayRange', {
      from: shortDay(week.from, language, today),
      to: shortDay(week.to, language, today),
    })
  } else if (day) {
    what = dayText(day.dateIso, language, today)
  }
  if (longRunQuestion) {
    const long = workouts.find((w) => w.type === 'long')
    if (long) {
      return reply(turn, {
        headline: t(language, 'nextLongRun', {
          title: long.title,
          day: dayOf(long.day),
          size: long.distance ? ` (${localSize(long.distance, language)})` : '',
        }),
      })
    }
    if (!week && !day) workouts = []
  }
  // A range that runs past the plan's last day says where the plan ends.
  const after = span.to > plan.endDate ? [endsText(plan, language, today)] : []
  if (workouts.length === 0) {
    return reply(turn, { headline: t(language, 'planRest', { what }), facts: after })
  }
  return listed(turn, t(language, 'planFor', { what }), workouts, after)
}

/** " (16,5 km)" in English's " (16.5 km)", with the kind of run in de/fr/es (titles are English). */
function sizeWithKind(type: string, size: string, language: Turn['language']): string {
  const kind = language === 'en' ? '' : workoutName(type as WorkoutType, language)
  const parts = [kind, size ? localSize(size, language) : ''].filter(Boolean)
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

function localSize(size: string, language: Turn['language']) {
  return language === 'en' ? size : size.replace(/(\d)\.(\d)/g, '$1,$2')
}

/** The workouts of a span, one line each, with the day in the message's language. */
function listed(turn: Turn, headline: string, workouts: Workout[], more: string[] = []) {
  const { language, today } = turn
  if (workouts.length === 0) return reply(turn, { headline, facts: [...more] })
  return reply(turn, {
    headline,
    facts: [
      ...workouts.map(
        (w) =>
          `${shortDay(w.day.slice(-10), language, today)}: ${workoutLine(w, language)}${w.state === 'done' ? t(language, 'doneMark') : ''}`
      ),
      ...more,
    ],
  })
}

export const daySkill = defineSkill('day', {
  today: todayAnswer,
  plan_lookup: planLookup,
})
