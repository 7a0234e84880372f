/*
 * Fuelling, hydration, protein, the meal after a run, caffeine and sleep: published guidance
 * (knowledge.ts, sources in docs/coach.md#fuelling) with the athlete's own figures: predicted
 * race time, weight, today's session; in the turn's language (skills/nutrition_sleep/texts.ts).
 * The topic is the one the message's words name (a sleepless night before a race is a sleep
 * question, "what should I drink" a hydration one in any language), the classifier's guess
 * only when the words name none.
 */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { weight } from '#coach/format'
import type { UnitSystem } from '#domain/units'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import type { RaceDistance } from '#coach/offline/skill'
import { FUELLING, HYDRATION, SLEEP, type Guidance } from '#coach/offline/knowledge'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { fill } from '#coach/offline/skills/health/texts'
import {
  NUTRITION_SLEEP_TEXTS,
  type NutritionSleepTexts,
} from '#coach/offline/skills/nutrition_sleep/texts'

const unitsOf = (turn: Turn) => turn.session.context.profile.units

type FuelQuestion = 'loading' | 'longRun' | 'eve' | 'race' | 'general'

/** Race fuel for the predicted time, and carbohydrate loading for a marathon. */
async function raceFuel(
  turn: Turn,
  texts: NutritionSleepTexts,
  distance: RaceDistance,
  weightKg: number | null
) {
  const predictions = await turn.session.run(racePredictionsTool, { distances: [distance] })
  const extra: string[] = []
  const time = predictions.predictions[0]?.time
  const name = texts.distances[distance]
  if (time) {
    const [h, m] = time.split(':').map(Number)
    const hours = time.split(':').length === 3 ? h + m / 60 : h / 60
    if (hours >= 1) {
      const low = Math.round(hours * (hours > 2.5 ? 60 : 30))
      const high = Math.round(hours * (hours > 2.5 ? 90 : 60))
      const gels = { gelsLow: Math.round(low / 25), gelsHigh: Math.round(high / 25) }
      extra.push(fill(texts.raceTime, { name, time, low, high, ...gels }))
    } else {
      extra.push(fill(texts.raceShort, { name, time }))
    }
  }
  if (weightKg && distance === 'marathon') {
    const loading = {
      weight: weight(weightKg, turn.session.context.profile.units),
      low: Math.round(weightKg * 10),
      high: Math.round(weightKg * 12),
    }
    extra.push(fill(texts.loadingForYou, loading))
  }
  return extra
}

const RACE_MORNING =
  /\brace[- ]?(?:morning|day)\b|\bmorning of (?:the|my) race\b|wettkampf(?:morgen|tag)|renn(?:morgen|tag)|morgen (?:des|vor dem) (?:rennens?|wettkampfs?)|matin (?:de la|du) (?:course|marathon|semi)|jour (?:de la course|j)|fr[uü]hst[uü]ck|petit[- ]d[ée]jeuner|desayun|d[ií]a de la carrera|ma[nñ]ana de la carrera/i

/** What was asked: loading, before a long run, before a race, or on the run. */
function fuelQuestion(question: string): FuelQuestion {
  if (
    /carb(ohydrate)?[\s-]*load|charge glucidique|carga de carbohidratos|carbo-?loading|kohlenhydrat(e)?[\s-]*lad/i.test(
      question
    )
  )
    return 'loading'
  const longRun =
    /\b(long|training|easy) run\b|sortie longue|tirada larga|langen? lauf|long jog/i.test(question)
  if (
    longRun &&
    /\b(before|eat|breakfast)\b|avant|manger|antes|comer|\bvor\b|essen|fr[uü]hst[uü]ck/i.test(
      question
    )
  )
    return 'longRun'
  if (
    /\b(?:night|evening|day) before\b|\bdinner before|\babend vor|\bam vorabend|\bveille\b|\bla (?:noche|cena) (?:antes|previa)|\bnoche anterior|\bcena antes/i.test(
      question
    )
  )
    return 'eve'
  if (/\b(before|pre-?race|breakfast)\b|avant|antes|vor dem/i.test(question)) return 'race'
  // "and on race morning?", "am Wettkampfmorgen", "le matin de la course", "el día de la carrera".
  if (RACE_MORNING.test(question)) return 'race'
  return 'general'
}

function fuellingHeadline(
  texts: NutritionSleepTexts,
  asked: FuelQuestion,
  weightKg: number | null,
  units: UnitSystem
) {
  const perKg = (low: number, high: number) => perKgOf(texts.perKg, weightKg, units, low, high)
  const ranges: Record<FuelQuestion, string> = {
    loading: perKg(10, 12),
    longRun: perKg(1, 4),
    race: perKg(1, 4),
    eve: '',
    general: '',
  }
  return fill(texts[asked], { perKg: ranges[asked] })
}

/** The guidance's points in the turn's language, with its sources. */
function guidance(
  turn: Turn,
  entry: Guidance,
  points: string[],
  headline: string,
  extra: string[] = [],
  professional?: string
) {
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  return reply(turn, {
    headline,
    facts: [...extra, ...points, ...(professional ? [professional] : [])],
    why: [`${texts.sources}: ${entry.sources.join('; ')}.`],
  })
}

async function fuelling(turn: Turn) {
  const { session, question } = turn
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  // Listed among the answer's tool uses; the weight is read from the context below.
  await session.run(athleteProfileTool)
  const named = turn.understanding.entities.raceDistance
  const distance: RaceDistance = /\bhalf|semi|medio|media marat|halb/i.test(question)
    ? 'half'
    : /\b(10 ?k|5 ?k)\b/i.test(question)
      ? '10k'
      : named === 'half' || named === 'marathon'
        ? named
        : named === '10k' || named === '5k'
          ? '10k'
          : 'marathon'
  const weightKg = session.context.profile.weightKg
  const asked = fuelQuestion(question)
  // Before a training run the race figures (race fuel, carbohydrate loading) do not apply.
  const extra = asked === 'longRun' ? [] : await raceFuel(turn, texts, distance, weightKg)
  const headline = fuellingHeadline(texts, asked, weightKg, unitsOf(turn))
  return guidance(turn, FUELLING, texts.points.fuelling, headline, extra)
}

/** A short or poor night before the question ("slept badly", "nur 4 Stunden", "mal dormi"). */
const BAD_NIGHT =
  /\bslept (?:badly|poorly|bad|little|terribly)|\b(?:bad|poor|short|rough|sleepless) night|\b(?:only|just|barely) (?:got )?\d+(?:[.,]\d)? ?(?:h|hrs?|hours?)\b|\bcouldn'?t sleep|\bno sleep\b|\bdidn'?t sleep|schlecht geschlafen|kaum geschlafen|nicht geschlafen|nur \d+(?:[.,]\d)? ?(?:h|std|stunden)|mal dormi|peu dormi|pas dormi|nuit blanche|mauvaise nuit|dormi (?:que )?\d+|dorm[ií] (?:mal|poco|fatal|solo \d+|\d+)|apenas dorm[ií]|no he dormido|no pude dormir|mala noche/i

async function sleep(turn: Turn) {
  const { session } = turn
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  const today = await session.run(todayWorkoutTool)
  const badNight = BAD_NIGHT.test(turn.question)
  const extra: string[] = []
  if (today.today && today.today.type !== 'rest') {
    if (today.today.hard) extra.push(fill(texts.hardAfterBadNight, { title: today.today.title }))
    else if (badNight) extra.push(fill(texts.easyAfterBadNight, { title: today.today.title }))
  }
  const headline = badNight ? texts.badNight : texts.sleep
  return guidance(turn, SLEEP, texts.points.sleep, headline, extra, texts.sleepProfessional)
}

function hydration(turn: Turn) {
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  return guidance(turn, HYDRATION, texts.points.hydration, texts.hydration)
}

const PROTEIN: Guidance = {
  title: 'Protein',
  points: [],
  sources: [
    'Thomas, Erdman & Burke 2016, ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada joint position statement "Nutrition and Athletic Performance"',
    'Jäger et al. 2017, ISSN position stand: protein and exercise',
  ],
}
const RECOVERY: Guidance = {
  title: 'Recovery',
  points: [],
  sources: [
    'Thomas, Erdman & Burke 2016, ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada joint position statement "Nutrition and Athletic Performance"',
    'Kerksick et al. 2017, ISSN position stand: nutrient timing',
  ],
}
const CAFFEINE: Guidance = {
  title: 'Caffeine',
  points: [],
  sources: ['Guest et al. 2021, ISSN position stand: caffeine and exercise performance'],
}

/** Per-kg range of the athlete's own weight, or '' without a weight. */
function perKgOf(
  template: string,
  weightKg: number | null,
  units: UnitSystem,
  low: number,
  high: number
) {
  if (!weightKg) return ''
  return fill(template, {
    low: Math.round(weightKg * low),
    high: Math.round(weightKg * high),
    weight: weight(weightKg, units),
  })
}

function protein(turn: Turn) {
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  const weightKg = turn.session.context.profile.weightKg
  const headline = fill(texts.protein, {
    perKg: perKgOf(texts.perKg, weightKg, unitsOf(turn), 1.2, 2),
  })
  return guidance(turn, PROTEIN, [], headline)
}

function recovery(turn: Turn) {
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  const weightKg = turn.session.context.profile.weightKg
  const headline = fill(texts.recovery, {
    perKg: perKgOf(texts.perKg, weightKg, unitsOf(turn), 1, 1.2),
  })
  return guidance(turn, RECOVERY, [], headline)
}

function caffeine(turn: Turn) {
  const texts = NUTRITION_SLEEP_TEXTS[turn.language]
  const weightKg = turn.session.context.profile.weightKg
  const headline = fill(texts.caffeine, {
    perKg: perKgOf(texts.mgPerKg, weightKg, unitsOf(turn), 3, 6),
  })
  return guidance(turn, CAFFEINE, [], headline)
}

type Topic = 'fuelling' | 'hydration' | 'sleep' | 'protein' | 'recovery' | 'caffeine'

const WORDS: Record<Exclude<Topic, 'fuelling'> | 'food', RegExp> = {
  sleep:
    /\b(?:sleep\w*|slept|insomnia|naps?)\b|schlaf|schlief|\bdors\b|\bdormi|sommeil|insomni|duerm|sueño|siesta/i,
  food: /\b(?:eat\w*|ate|food|meals?|carbs?|carbohydrates?|gels?|breakfast|dinner|snack)\b|\bess(?:en|e)\b|mahlzeit|kohlenhydrat|frühstück|\bmang|repas|glucid|d[ée]jeuner|d[îi]ner|\bcom(?:er|e|emos|ida|idas)\b|carbohidrat|desayun|\bcena\b|geles/i,
  hydration:
    /\b(?:drink\w*|water|hydrat\w*|electrolytes?|sodium|salt|sweat\w*|thirst\w*)\b|trink|wasser|elektrolyt|schwitz|durst|\bboi(?:re|s|t|vent)\b|\beau\b|hydrat|électrolyt|\bsel\b|transpir|\bsoif|\bbeb(?:o|er|e|es|ida|idas)\b|\bagua\b|hidrat|electrolit|sodio|sudo|\bsed\b/i,
  protein: /prot[eé]in|prote[ií]n|eiwei(?:ß|ss)/i,
  caffeine: /caffein|coffee|koffein|kaffee|caféine|\bcafé|\bcafe\b|cafe[ií]na|espresso/i,
  recovery:
    /\bafter (?:a |an |my |the |each |every )?(?:\w+ )?(?:runs?|races?|workouts?|training|sessions?|marathon)\b|\bpost[- ]?(?:run|race|workout)|\brecovery (?:meal|food|drink|shake)|\bnach (?:dem|einem|jedem) (?:\w+ )?(?:lauf|laufen|training|rennen|wettkampf)|\baprès (?:la |une |un |mon |ma |chaque )?(?:\w+ )?(?:course|sortie|séance|footing|entraînement|marathon)|despu[eé]s de (?:correr|entrenar|(?:la|una|cada) (?:\w+ )?(?:carrera|tirada|sesión|salida)|un entrenamiento)/i,
}

/** The topic the message's words name; the classifier's one when they name none. */
export function nutritionTopic(question: string, classified: Topic): Topic {
  const has = (topic: keyof typeof WORDS) => WORDS[topic].test(question)
  if (has('sleep') && !has('food') && !has('hydration') && !has('caffeine')) return 'sleep'
  if (has('caffeine') && !has('sleep')) return 'caffeine'
  if (has('protein')) return 'protein'
  if (has('hydration') && !has('food')) return 'hydration'
  if (has('recovery')) return 'recovery'
  if (classified === 'sleep' && (has('food') || has('hydration'))) return 'fuelling'
  return classified
}

const TOPICS: Record<Topic, (turn: Turn) => string | Promise<string>> = {
  fuelling,
  hydration,
  sleep,
  protein,
  recovery,
  caffeine,
}

const answerAs = (classified: Topic) => (turn: Turn) =>
  TOPICS[nutritionTopic(turn.question, classified)](turn)

export const nutritionSleepSkill = defineSkill('nutrition_sleep', {
  fuelling: answerAs('fuelling'),
  hydration: answerAs('hydration'),
  sleep: answerAs('sleep'),
})
