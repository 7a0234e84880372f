/*
 * Race predictions from the athlete's VDOT (Daniels & Gilbert, adjusted for weekly volume;
 * VDOT table and Riegel as second opinions, docs/science.md#race-prediction-vdot-and-riegel)
 * for any distance the understanding read, and a goal time weighed against the prediction.
 */
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { formatDuration } from '#domain/units'
import { pace } from '#coach/format'
import type { Entities } from '#coach/understanding/index'
import type { Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { METERS_PER_MILE } from '#domain/units'
import {
  decimal,
  decimals,
  methodText,
  say,
  vdotSourceText,
} from '#coach/offline/skills/fitness_texts'

/** The race_predictions tool's named distances; any other distance goes in metres. */
const NAMED = { '5k': 5000, '10k': 10000, 'half': 21097.5, 'marathon': 42195 } as const
type Named = keyof typeof NAMED

/** The tool predicts from 1,500 m to 50 km (the range of Daniels' tables, and a little past it). */
const MIN_METERS = 1500
const MAX_METERS = 50000

/** The understanding's other race distances, in metres. */
const OTHER_RACES: Partial<Record<string, number>> = {
  '15k': 15000,
  '10_miles': 10 * METERS_PER_MILE,
}

/**
 * The tool's input for the distance asked: one named distance, metres, or the four classics.
 * A race the thread carried ("pace per mile for that?" after 10 miles) counts like one said.
 */
export function predictionInput(entities: Entities) {
  const race = entities.raceDistance
  if (race && race in NAMED) return { distances: [race as Named] }
  const other = race ? OTHER_RACES[race] : undefined
  if (other) return { meters: [other] }
  const meters = entities.distanceMeters
  if (meters && meters >= MIN_METERS && meters <= MAX_METERS) return { meters: [meters] }
  return {}
}

export interface PredictedRace {
  label: string
  meters: number
  time: string | null
  seconds: number | null
  vdotTable: string | null
  riegel: string | null
}

const RACE_NAMES: Record<Language, Record<string, string>> = {
  en: {},
  de: { 'Half marathon': 'Halbmarathon', 'miles': 'Meilen' },
  fr: { 'Half marathon': 'Semi-marathon', 'miles': 'miles' },
  es: { 'Half marathon': 'Media maratón', 'Marathon': 'Maratón', 'miles': 'millas' },
}

/** The race's label in the language ("Halbmarathon", "10 millas"). */
export function raceName(language: Language, label: string) {
  const names = RACE_NAMES[language]
  if (names[label]) return names[label]
  return label.replace(/\bmiles\b/, names.miles ?? 'miles')
}

/** A goal under this share of the prediction is not a reading of a race time (a 2:00 5K). */
const IMPLAUSIBLE_GOAL_SHARE = 0.6
/** Within about 2 % of the prediction a goal is in reach on a good day (VDOT tables). */
const WITHIN_REACH_SHARE = 0.02

const VERDICT: Record<
  Language,
  Record<'yes' | 'close' | 'notYet' | 'unread', (v: Record<string, string>) => string>
> = {
  en: {
    yes: (v) =>
      `Your goal of ${v.goal} for ${v.race}: **yes**. Your current fitness predicts **${v.predicted}**, ${v.minutes} min (${v.percent} %) faster than the goal.`,
    close: (v) =>
      `Your goal of ${v.goal} for ${v.race}: **within reach** on a good day. The prediction is **${v.predicted}**, ${v.minutes} min (${v.percent} %) slower.`,
    notYet: (v) =>
      `Your goal of ${v.goal} for ${v.race}: **not yet**. The prediction is **${v.predicted}**, ${v.minutes} min (${v.percent} %) slower; more fitness (a VDOT point or two) closes the gap.`,
    unread: (v) =>
      `I read a goal of ${v.goal} for ${v.race}, which is not a race time I can compare: tell me the goal as h:mm:ss. Your prediction is **${v.predicted}**.`,
  },
  de: {
    yes: (v) =>
      `Dein Ziel ${v.goal} für ${v.race}: **ja**. Deine Form sagt **${v.predicted}** voraus, ${v.minutes} min (${v.percent} %) schneller als das Ziel.`,
    close: (v) =>
      `Dein Ziel ${v.goal} für ${v.race}: **in Reichweite** an einem guten Tag. Die Prognose ist **${v.predicted}**, ${v.minutes} min (${v.percent} %) langsamer.`,
    notYet: (v) =>
      `Dein Ziel ${v.goal} für ${v.race}: **noch nicht**. Die Prognose ist **${v.predicted}**, ${v.minutes} min (${v.percent} %) langsamer.`,
    unread: (v) =>
      `Ich lese ein Ziel von ${v.goal} für ${v.race}; bitte als h:mm:ss angeben. Deine Prognose: **${v.predicted}**.`,
  },
  fr: {
    yes: (v) =>
      `Votre objectif de ${v.goal} sur ${v.race} : **oui**. Votre forme prédit **${v.predicted}**, ${v.minutes} min (${v.percent} %) plus rapide que l'objectif.`,
    close: (v) =>
      `Votre objectif de ${v.goal} sur ${v.race} : **à portée** un bon jour. La prédiction est **${v.predicted}**, ${v.minutes} min (${v.percent} %) plus lente.`,
    notYet: (v) =>
      `Votre objectif de ${v.goal} sur ${v.race} : **pas encore**. La prédiction est **${v.predicted}**, ${v.minutes} min (${v.percent} %) plus lente.`,
    unread: (v) =>
      `Je lis un objectif de ${v.goal} sur ${v.race} ; donnez-le en h:mm:ss. Votre prédiction : **${v.predicted}**.`,
  },
  es: {
    yes: (v) =>
      `Tu objetivo de ${v.goal} en ${v.race}: **sí**. Tu forma predice **${v.predicted}**, ${v.minutes} min (${v.percent} %) más rápido que el objetivo.`,
    close: (v) =>
      `Tu objetivo de ${v.goal} en ${v.race}: **a tu alcance** en un buen día. La predicción es **${v.predicted}**, ${v.minutes} min (${v.percent} %) más lenta.`,
    notYet: (v) =>
      `Tu objetivo de ${v.goal} en ${v.race}: **todavía no**. La predicción es **${v.predicted}**, ${v.minutes} min (${v.percent} %) más lenta.`,
    unread: (v) =>
      `Leo un objetivo de ${v.goal} en ${v.race}; dímelo como h:mm:ss. Tu predicción: **${v.predicted}**.`,
  },
}

/**
 * "Could I run a sub-4 marathon?": the goal against the one prediction, with both times and
 * the gap in minutes and per cent of the goal.
 */
export function goalVerdict(language: Language, goalSeconds: number, race: PredictedRace) {
  if (race.seconds === null || race.time === null) return null
  const gapSeconds = race.seconds - goalSeconds
  const share = gapSeconds / goalSeconds
  const values = {
    goal: formatDuration(goalSeconds),
    race: raceName(language, race.label),
    predicted: race.time,
    minutes: decimal(language, Math.abs(gapSeconds) / 60),
    percent: decimal(language, Math.abs(share) * 100),
  }
  const verdicts = VERDICT[language]
  if (goalSeconds < race.seconds * IMPLAUSIBLE_GOAL_SHARE) return verdicts.unread(values)
  if (gapSeconds <= 0) return verdicts.yes(values)
  return share <= WITHIN_REACH_SHARE ? verdicts.close(values) : verdicts.notYet(values)
}

/**
 * The race of a German compound the understanding reads no race in ("Marathonzeit",
 * "Halbmarathonprognose"); none otherwise.
 */
function compoundRace(question: string): Named | undefined {
  if (/halbmarathon\w+/i.test(question)) return 'half'
  if (/(?<!halb)marathon\w+/i.test(question)) return 'marathon'
  return undefined
}

/** The answer to the understanding's intent 'prediction'. */
export async function answerPrediction(turn: Turn) {
  const { session, language, question } = turn
  const { entities } = turn.understanding
  const input = predictionInput(entities)
  const compound = Object.keys(input).length === 0 ? compoundRace(question) : undefined
  const result = await session.run(
    racePredictionsTool,
    compound ? { distances: [compound] } : input
  )
  if (!result.vdot) return reply(turn, { headline: say(language, 'noPrediction') })
  const units = turn.session.context.profile.units
  const races: PredictedRace[] = [...result.predictions, ...result.otherDistances]
  const verdict =
    entities.goalSeconds && races.length === 1
      ? goalVerdict(language, entities.goalSeconds, races[0])
      : null
  const method = methodText(language, result.vdot.value, result.weeklyRunMeters)
  return reply(turn, {
    headline: t(language, 'predictionHead', {
      vdot: decimal(language, result.vdot.value),
      source: `${vdotSourceText(language, result.vdot.source)}${result.vdot.date ? `, ${result.vdot.date}` : ''}`,
    }),
    facts: [
      ...(verdict ? [verdict] : []),
      ...races.map((race) =>
        say(language, 'predictionLine', {
          race: raceName(language, race.label),
          time: race.time ?? '–',
          pace: race.seconds ? ` (${pace(race.seconds / (race.meters / 1000), units)})` : '',
          table: race.vdotTable ?? '–',
          riegel: race.riegel ?? '–',
        })
      ),
      say(language, 'methodLine', { method }),
    ],
    why: [decimals(language, say(language, 'predictionWhy', { weekly: result.weeklyDistance }))],
    cheer: say(language, 'predictionCheer'),
  })
}

export const predictionsSkill = defineSkill('predictions', { race_prediction: answerPrediction })
