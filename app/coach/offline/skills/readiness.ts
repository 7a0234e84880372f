/*
 * "Am I ready for a half marathon in 10 days?": the prediction, the last four weeks, the
 * longest recent run against the distance, and how to taper (docs/coach.md, knowledge.ts).
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { planWindowTool } from '#coach/tools/plan_window'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { isRefusal } from '#coach/tools/tool'
import type { RaceDistance } from '#coach/offline/intents'
import { TAPER } from '#coach/offline/knowledge'
import { dayLabel } from '#coach/format'
import { DISTANCE_METERS, DISTANCE_NAMES } from '#coach/offline/race_distances'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/**
 * The race day: the day the understanding read, today or still to come; else so many days
 * ahead from the keyword matcher's slot ("in 10 days"); null when not said.
 */
function raceDateOf(turn: Turn, daysAhead: number | null) {
  const { today } = turn
  const day = turn.understanding.entities.day
  if (day && day > today) return day
  if (daysAhead) return addDays(today, daysAhead)
  return day === today ? day : null
}

/** The race distance the understanding read, when it is one of the four classics. */
function raceDistanceOf(turn: Turn): RaceDistance | null {
  const race = turn.understanding.entities.raceDistance
  return race && race in DISTANCE_METERS ? (race as RaceDistance) : null
}

/** Whether the longest recent run (in the athlete's units) covers what the distance asks. */
function longEnough(turn: Turn, distance: RaceDistance, longestDistance: number) {
  const unitsKm = turn.session.context.profile.units === 'metric'
  const longestKm = unitsKm ? longestDistance : longestDistance * 1.609344
  const raceKm = DISTANCE_METERS[distance] / 1000
  return distance === 'marathon'
    ? longestKm >= 28
    : distance === 'half'
      ? longestKm >= 16
      : longestKm >= raceKm
}

/** The answer to the understanding's intent 'readiness' (the keyword matcher's slots as a fallback). */
export async function answerReadiness(
  turn: Turn,
  slots: { distance: RaceDistance | null; daysAhead: number | null } = {
    distance: null,
    daysAhead: null,
  }
) {
  const { session, today } = turn
  const distance = raceDistanceOf(turn) ?? slots.distance ?? '10k'
  const predictions = await session.run(racePredictionsTool, { distances: [distance] })
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const history = await session.run(trainingHistoryTool, { from: addDays(today, -27), to: today })
  const plan = await session.run(planWindowTool, { direction: 'next', days: 7 })
  const facts: string[] = []
  const raceDate = raceDateOf(turn, slots.daysAhead)
  if (raceDate) {
    const away = Math.round((Date.parse(raceDate) - Date.parse(today)) / 86_400_000)
    facts.push(`Race day: ${dayLabel(raceDate)} (${away === 0 ? 'today' : `${away} days away`}).`)
  }
  const prediction = predictions.predictions[0]
  if (predictions.vdot && prediction?.time) {
    facts.push(
      `Your current fitness predicts **${prediction.time}** for ${DISTANCE_NAMES[distance]} (${predictions.method}).`
    )
  }
  // The sessions' distances are in the athlete's units ("12.0 km", "7.5 mi").
  let longestDistance = 0
  if (!isRefusal(history)) {
    longestDistance = history.sessions
      .filter((s) => s.pace !== null)
      .reduce((max, s) => Math.max(max, Number.parseFloat(s.distance ?? '0')), 0)
    facts.push(
      `Last 4 weeks: ${history.running.distance} running in ${history.running.runs} runs; longest run ${history.running.longest ?? 'none'}.`
    )
  }
  if (training.today) {
    facts.push(`Fitness ${training.today.fitness}, form ${training.today.form} today.`)
  }
  if (plan.plan) {
    facts.push(
      `Your plan builds towards ${plan.plan.race ?? 'its goal'}${plan.plan.raceDate ? ` on ${plan.plan.raceDate}` : ''}: keep its sessions, and make the last week before this race an easier one.`
    )
  }
  return reply(turn, {
    headline:
      (raceDate ? `${dayLabel(raceDate)}, ${DISTANCE_NAMES[distance]}: ` : '') +
      (longEnough(turn, distance, longestDistance)
        ? `Yes, you look ready for the ${DISTANCE_NAMES[distance]}: your longest recent run already covers the distance, and your fitness gives a clear target time.`
        : `You can get there, but build up first: your longest recent run is shorter than what the ${DISTANCE_NAMES[distance]} asks for.`),
    facts: [...facts, ...TAPER.points],
    why: [`Source: ${TAPER.sources.join('; ')}.`],
    cheer: 'Trust the training you have done.',
  })
}

export const readinessSkill = defineSkill('readiness', {
  readiness: (turn, intent) => answerReadiness(turn, intent),
})
