/*
 * Race predictions from the athlete's VDOT (Daniels & Gilbert, adjusted for weekly volume;
 * VDOT table and Riegel as second opinions, docs/science.md#race-prediction-vdot-and-riegel),
 * and a goal time weighed against the prediction.
 */
import { racePredictionsTool } from '#coach/tools/race_predictions'
import type { RaceDistance } from '#coach/offline/intents'
import { formatPace } from '#domain/units'
import { t } from '#coach/offline/i18n'
import { DISTANCE_NAMES } from '#coach/offline/race_distances'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

async function racePrediction(turn: Turn, intent: IntentOf<'race_prediction'>) {
  const { session, language } = turn
  const { distance } = intent
  const result = await session.run(racePredictionsTool, {
    distances: distance ? [distance] : ['5k', '10k', 'half', 'marathon'],
  })
  if (!result.vdot) return reply(turn, { headline: result.note ?? 'No prediction yet.' })
  return reply(turn, {
    headline: t(language, 'predictionHead', {
      vdot: result.vdot.value,
      source: `${result.vdot.source}${result.vdot.date ? `, ${result.vdot.date}` : ''}`,
    }),
    facts: [
      ...result.predictions.map(
        (p) =>
          `${DISTANCE_NAMES[p.distance]}: **${p.time}** (second opinions: VDOT table ${p.vdotTable}, Riegel ${p.riegel})`
      ),
      `Method: ${result.method}, the same figure as your Progress page and your plan.`,
      ...targetVerdict(turn.question, result.predictions),
    ],
    why: [
      `The VDOT table assumes training for the distance, so the half and full marathon are slowed a little when weekly volume is under 60 km (yours: ${result.weeklyDistance} a week); the unadjusted table and Riegel's formula are second opinions.`,
    ],
    cheer: 'Train well and these are yours to beat.',
  })
}

/** "20", "1:45" (with "h"), "3:29:59" as seconds. */
function goalSeconds(time: string, unit: string | undefined) {
  const parts = time.split(':').map(Number)
  const hours = /^h/i.test(unit ?? '')
  return parts.length === 3
    ? parts[0] * 3600 + parts[1] * 60 + parts[2]
    : parts.length === 2
      ? hours
        ? parts[0] * 3600 + parts[1] * 60
        : parts[0] * 60 + parts[1]
      : hours
        ? parts[0] * 3600
        : parts[0] * 60
}

/**
 * "Could I break 20 minutes in a 5k?": the goal against the prediction. A goal within about
 * 2 % of the prediction is in reach on a good day (VDOT tables, docs/science.md#race-prediction-vdot-and-riegel).
 */
export function targetVerdict(
  question: string,
  predictions: { distance: RaceDistance; time: string | null }[]
) {
  const goal =
    /\b(?:break|under|sub[- ]?|in)\s*(\d{1,2}(?::\d{2}){0,2})\s*(h|hours?|min(?:utes?)?|mins)?/i.exec(
      question
    )
  const predicted = predictions.length === 1 ? predictions[0].time : null
  if (!goal || !predicted) return []
  const goalS = goalSeconds(goal[1], goal[2])
  const predictedS = predicted
    .split(':')
    .map(Number)
    .reduce((sum, v) => sum * 60 + v, 0)
  if (!goalS || !predictedS) return []
  const gap = (predictedS - goalS) / goalS
  const goalText = formatPace(goalS)
  if (gap <= 0)
    return [`Your goal of ${goalText}: **yes**, your current fitness predicts ${predicted}.`]
  if (gap <= 0.02)
    return [
      `Your goal of ${goalText}: **within reach** on a good day (prediction ${predicted}, ${Math.round(gap * 100 * 10) / 10} % slower).`,
    ]
  return [
    `Your goal of ${goalText}: **not yet**: the prediction is ${predicted}, ${(gap * 100).toFixed(1)} % slower. Keep training; a VDOT point or two more gets you there.`,
  ]
}

export const predictionsSkill = defineSkill('predictions', { race_prediction: racePrediction })
