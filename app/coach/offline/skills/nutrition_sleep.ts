/*
 * Fuelling, hydration and sleep: published guidance (knowledge.ts, sources in docs/coach.md)
 * with the athlete's own figures: predicted race time, weight, today's session.
 */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import type { RaceDistance } from '#coach/offline/intents'
import { FUELLING, HYDRATION, SLEEP } from '#coach/offline/knowledge'
import { guidanceAnswer } from '#coach/offline/guidance'
import { DISTANCE_NAMES } from '#coach/offline/race_distances'
import { defineSkill } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

/** Race fuel for the predicted time, and carbohydrate loading for a marathon. */
async function raceFuel(turn: Turn, distance: RaceDistance, weightKg: number | null) {
  const predictions = await turn.session.run(racePredictionsTool, { distances: [distance] })
  const extra: string[] = []
  const time = predictions.predictions[0]?.time
  const name = DISTANCE_NAMES[distance].toLowerCase()
  if (time) {
    const [h, m] = time.split(':').map(Number)
    const hours = time.split(':').length === 3 ? h + m / 60 : h / 60
    if (hours >= 1) {
      const low = Math.round(hours * (hours > 2.5 ? 60 : 30))
      const high = Math.round(hours * (hours > 2.5 ? 90 : 60))
      extra.push(
        `Your predicted ${name} time is ${time}: that is about **${low}–${high} g of carbohydrate** over the race, or ${Math.round(low / 25)}–${Math.round(high / 25)} gels of 25 g.`
      )
    } else {
      extra.push(
        `Your predicted ${name} time is ${time}: under an hour, so a good breakfast is all the fuel you need.`
      )
    }
  }
  if (weightKg && distance === 'marathon') {
    extra.push(
      `Carbohydrate loading for you (${weightKg} kg): about ${Math.round(weightKg * 10)}–${Math.round(weightKg * 12)} g a day in the 36–48 hours before.`
    )
  }
  return extra
}

/** The guidance for what was asked: loading, before a long run, before a race, or on the run. */
function fuellingHeadline(question: string, weightKg: number | null) {
  const perKg = (low: number, high: number) =>
    weightKg
      ? ` (${Math.round(weightKg * low)}–${Math.round(weightKg * high)} g for you at ${weightKg} kg)`
      : ''
  return /carb(ohydrate)?[\s-]*load|charge glucidique|carga de carbohidratos|carboloading/i.test(
    question
  )
    ? `Yes, for a marathon: **10–12 g of carbohydrate per kg** a day for the 36–48 hours before${perKg(10, 12)}, with less fibre and fat; for races under 90 minutes it isn't needed.`
    : /\b(long|training|easy) run\b/i.test(question) && /\b(before|eat|breakfast)\b/i.test(question)
      ? `Before a long run: a familiar carbohydrate-rich meal 2–4 hours before (**1–4 g of carbohydrate per kg**${perKg(1, 4)}), or a small snack of 30–60 g (a banana, toast) an hour before; on runs over about 90 minutes, take 30–60 g per hour on the way and practise your race fuel.`
      : /\b(before|pre-?race|breakfast|night before)\b|avant|antes|vor dem/i.test(question)
        ? `Before a race: a familiar meal 1–4 hours before the start with **1–4 g of carbohydrate per kg**${perKg(1, 4)}, low in fibre and fat; nothing new on race day.`
        : 'Fuel long runs and races with carbohydrate: **30–60 g per hour** from about an hour, **up to 90 g per hour** beyond 2.5 hours, and practise it on your long runs.'
}

async function fuelling(turn: Turn) {
  const { session, question } = turn
  // Listed among the answer's tool uses; the weight is read from the context below.
  await session.run(athleteProfileTool)
  const distance: RaceDistance = /\bhalf|semi|medio|halb/i.test(question)
    ? 'half'
    : /\b(10 ?k|5 ?k)\b/i.test(question)
      ? '10k'
      : 'marathon'
  const weightKg = session.context.profile.weightKg
  const extra = await raceFuel(turn, distance, weightKg)
  const headline = fuellingHeadline(question, weightKg)
  // Before a training run the race figures (race fuel, carbohydrate loading) do not apply.
  const beforeTraining = headline.startsWith('Before a long run')
  return guidanceAnswer(turn, FUELLING, headline, beforeTraining ? [] : extra)
}

async function sleep(turn: Turn) {
  const { session } = turn
  const today = await session.run(todayWorkoutTool)
  const extra: string[] = []
  if (today.today && today.today.type !== 'rest' && today.today.hard) {
    extra.push(
      `Today's **${today.today.title}** is a hard session: after a poor night, run it easy or swap it for rest.`
    )
  }
  return guidanceAnswer(
    turn,
    SLEEP,
    'Aim for **7–9 hours** a night; sleep is when training turns into fitness.',
    extra
  )
}

export const nutritionSleepSkill = defineSkill('nutrition_sleep', {
  fuelling,
  hydration: (turn) =>
    guidanceAnswer(turn, HYDRATION, 'Drink to thirst, with a plan for long and hot runs:'),
  sleep,
})
