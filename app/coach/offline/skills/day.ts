/*
 * A day in the plan: today's workout and why, and what is planned on a named day, a week, the
 * weekend or the next long run (the plan_window and today_workout tools).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { planWindowTool } from '#coach/tools/plan_window'
import { termIn } from '#coach/understanding/terms'
import { dayIn, weekIn } from '#coach/offline/dates'
import { dayName, t } from '#coach/offline/i18n'
import { TERMS } from '#coach/offline/knowledge'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { shortDay } from '#coach/offline/skills/data_format'

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
    t(language, 'workoutWhy', { text: workout.purpose ?? '' }),
    t(language, 'workoutSteps', { text: workout.steps ?? '' }),
  ]
  if (workout.state === 'done') facts.unshift(t(language, 'alreadyDone'))
  if (next) facts.push(next)
  // "Should I do strides today?": the term asked about, next to the session it would join.
  const term = termIn(turn.question)
  if (term && TERMS[term] && !new RegExp(TERMS[term].name, 'i').test(workout.title))
    facts.push(`**${TERMS[term].name}**: ${TERMS[term].text}`)
  return reply(turn, {
    headline: t(language, 'todayWorkout', {
      title: workout.title,
      size: size ? ` (${size})` : '',
    }),
    facts,
    why: [t(language, 'oneJob')],
    cheer: t(language, workout.hard ? 'warmUpWell' : 'keepRelaxed'),
  })
}

/** The days asked about: the weekend, a named week or day, or the next days; and how far ahead to look. */
function lookupWindow(turn: Turn) {
  const { today, question, language } = turn
  const weekend = /\bweekend\b|week-end|fin de semana|wochenende/i.test(question)
  const understood = turn.understanding.entities
  const day = weekend
    ? null
    : understood.day
      ? { dateIso: understood.day }
      : dayIn(question, today, language, 'future')
  const sunday = addDays(today, 7 - isoWeekday(today))
  const week = weekend
    ? { from: addDays(sunday, -1) < today ? today : addDays(sunday, -1), to: sunday }
    : understood.period
      ? { from: understood.period.fromIso, to: understood.period.toIso }
      : weekIn(question, today)
  const longRunQuestion = /\blong run\b|sortie longue|tirada larga|langer lauf|langen lauf/i.test(
    question
  )
  const daysUntil = (date: string) =>
    Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000) + 1
  const horizon = Math.min(
    28,
    Math.max(1, longRunQuestion ? 14 : week ? daysUntil(week.to) : day ? daysUntil(day.dateIso) : 7)
  )
  return { day, week, longRunQuestion, horizon }
}

async function planLookup(turn: Turn) {
  const { session, language, today } = turn
  const { day, week, longRunQuestion, horizon } = lookupWindow(turn)
  const result = await session.run(planWindowTool, { direction: 'next', days: horizon })
  if (!result.plan) return reply(turn, { headline: t(language, 'noPlanAhead') })
  // The tool's day reads "Tuesday 2026-03-24": the date, written in the message's language.
  const dayOf = (label: string) => shortDay(label.slice(-10), language, today)
  let workouts = result.workouts
  let what = t(language, 'nextDays', { days: horizon })
  if (week) {
    workouts = workouts.filter((w) => {
      const date = w.day.slice(-10)
      return date >= week.from && date <= week.to
    })
    what = t(language, 'dayRange', {
      from: shortDay(week.from, language, today),
      to: shortDay(week.to, language, today),
    })
  } else if (day) {
    workouts = workouts.filter((w) => w.day.endsWith(day.dateIso))
    what = dayName(language, day.dateIso)
  }
  if (longRunQuestion) {
    const long = result.workouts.find((w) => w.type === 'long')
    if (long) {
      return reply(turn, {
        headline: t(language, 'nextLongRun', {
          title: long.title,
          day: dayOf(long.day),
          size: long.distance ? ` (${long.distance})` : '',
        }),
      })
    }
  }
  if (workouts.length === 0) {
    return reply(turn, { headline: t(language, 'planRest', { what }) })
  }
  return reply(turn, {
    headline: t(language, 'planFor', { what }),
    facts: workouts.map(
      (w) =>
        `${dayOf(w.day)}: **${w.title}**${w.distance ? ` (${w.distance})` : w.time ? ` (${w.time})` : ''}${w.state === 'done' ? t(language, 'doneMark') : ''}`
    ),
  })
}

export const daySkill = defineSkill('day', {
  today: todayAnswer,
  plan_lookup: planLookup,
})
