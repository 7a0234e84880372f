/*
 * Paces and zones: heart-rate zones (Friel's LTHR, Karvonen's reserve, or a share of max HR),
 * Daniels' training paces from VDOT, the easy pace, and a pace converted between km and miles.
 */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { trainingPaces, type TrainingPaces } from '#domain/science/vdot'
import { formatDuration, formatPace, secPerMileToSecPerKm, type UnitSystem } from '#domain/units'
import { pace, paceRange } from '#coach/format'
import type { PaceUnit } from '#coach/understanding/index'
import type { Language } from '#coach/offline/language'
import { list, t } from '#coach/offline/i18n'
import { defineSkill } from '#coach/offline/skill'
import { predictionInput } from '#coach/offline/skills/predictions'
import { reply, type Turn } from '#coach/offline/turn'
import { raceName } from '#coach/offline/skills/predictions'
import {
  decimal,
  methodText,
  say,
  unicodeWords,
  vdotSourceText,
} from '#coach/offline/skills/fitness_texts'

/**
 * The zone the athlete named ("zone 2", "Zone 5a", "zona 3"), matched against the names of
 * their own zones (Z1…Z5, Friel's Z5a–c); null when none is named.
 */
function namedZone<T extends { name: string }>(question: string, hrZones: T[]): T | null {
  const match = /\b(?:zone|zona|z)\s?(\d[abc]?)\b/i.exec(question)
  if (!match) return null
  return hrZones.find((zone) => zone.name.toLowerCase() === `z${match[1].toLowerCase()}`) ?? null
}

async function zones(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  const zone = profile.hrZones ? namedZone(turn.question, profile.hrZones) : null
  if (zone) {
    return reply(turn, {
      headline: say(language, 'zoneOne', { zone: zone.name, bpm: zone.bpm }),
      why: [say(language, 'zonesWhy')],
    })
  }
  const facts: string[] = []
  if (profile.hrZones) {
    const model =
      profile.hrZoneModel === 'lthr'
        ? 'zoneModelLthr'
        : profile.hrZoneModel === 'reserve'
          ? 'zoneModelReserve'
          : 'zoneModelMax'
    facts.push(
      say(language, 'zonesHr', {
        model: say(language, model),
        zones: profile.hrZones.map((z) => `${z.name} ${z.bpm}`).join(', '),
      })
    )
  } else {
    facts.push(say(language, 'zonesMissing', { needs: profile.hrZonesMissing ?? '' }))
  }
  if (profile.trainingPaces) {
    const p = profile.trainingPaces
    const names = list(language, 'paceNames')
    const values = [p.easy, p.marathon, p.threshold, p.interval, p.repetition]
    facts.push(
      say(language, 'zonesPaces', {
        vdot: decimal(language, profile.vdot?.value ?? 0),
        paces: names.map((name, i) => `${name.toLowerCase()} ${values[i]}`).join(', '),
      })
    )
  } else {
    facts.push(say(language, 'zonesNoPaces'))
  }
  return reply(turn, {
    headline: say(language, 'zonesHead'),
    facts,
    why: [say(language, 'zonesWhy')],
    cheer: EASY_CHEER[language],
  })
}

const EASY_CHEER: Record<Language, string> = {
  en: 'Most of your running belongs in the easy zone.',
  de: 'Der Großteil deines Laufens gehört in den lockeren Bereich.',
  fr: "L'essentiel de vos sorties se court en endurance.",
  es: 'La mayor parte de tu carrera va en la zona suave.',
}

/** "VDOT 48,4 (Wettkampfergebnis, 2026-02-19)." */
function vdotFactOf(
  language: Language,
  vdot: { value: number; source: string; date: string | null }
) {
  return say(language, 'vdotFact', {
    vdot: decimal(language, vdot.value),
    source: vdotSourceText(language, vdot.source),
    date: vdot.date ? `, ${vdot.date}` : '',
  })
}

async function easyPace(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces || !profile.vdot) {
    return reply(turn, { headline: say(language, 'easyNoVdot') })
  }
  const values = trainingPaces(profile.vdot.value)
  const asked = turn.understanding.entities.paceUnit
  const zone2 = profile.hrZones?.[1]
  return reply(turn, {
    headline: t(language, 'easyPace', { pace: bandText('easy', values, profile.units, asked) }),
    facts: [
      vdotFactOf(language, profile.vdot),
      ...(zone2
        ? [say(language, 'zoneOne', { zone: zone2.name, bpm: zone2.bpm }).replace(/\*\*/g, '')]
        : []),
      say(language, 'easyByFeel'),
    ],
    why: [EASY_WHY[language]],
    cheer: EASY_LAST[language],
  })
}

const EASY_WHY: Record<Language, string> = {
  en: "Daniels' easy pace (about 63–74 % of VDOT) builds aerobic fitness with little fatigue, so you can recover for the sessions that matter.",
  de: 'Daniels’ lockeres Tempo (etwa 63–74 % des VDOT) baut Grundlagenausdauer mit wenig Ermüdung auf, damit du dich für die wichtigen Einheiten erholst.',
  fr: "L'allure facile de Daniels (environ 63–74 % du VDOT) développe l'endurance avec peu de fatigue, pour récupérer en vue des séances qui comptent.",
  es: 'El ritmo suave de Daniels (alrededor del 63–74 % del VDOT) construye la base aeróbica con poca fatiga, para recuperarte para las sesiones importantes.',
}

const EASY_LAST: Record<Language, string> = {
  en: 'Slow easy days make fast days possible.',
  de: 'Langsame lockere Tage machen schnelle Tage möglich.',
  fr: 'Des jours faciles lents rendent possibles les jours rapides.',
  es: 'Los días suaves y lentos hacen posibles los rápidos.',
}

/** Daniels' five training paces, easy to repetition (Daniels' Running Formula, ch. 4). */
const PACE_KINDS = ['easy', 'marathon', 'threshold', 'interval', 'repetition'] as const
type PaceKind = (typeof PACE_KINDS)[number]

/** A track lap, the unit "per lap" means. */
const LAP_METERS = 400

/**
 * The pace a repeat of this length is run at, after Daniels' Running Formula (ch. 4):
 * repetitions of 200–600 m at R pace, intervals of 3–5 minutes (800–1,600 m) at I pace,
 * cruise intervals of a mile and more at T pace.
 */
export function paceKindForRepeat(repeatMeters: number): PaceKind {
  return repeatMeters <= 600 ? 'repetition' : repeatMeters <= 1600 ? 'interval' : 'threshold'
}

/**
 * The pace beside it for repeats Daniels runs either way: 300–600 m repeats are R work for
 * speed, and also the shortest I-pace repeats for runners whose 3–5-minute reps would be too
 * long (Daniels' Running Formula, ch. 4); other lengths have one pace.
 */
export function besidePaceForRepeat(repeatMeters: number): PaceKind | null {
  return repeatMeters >= 300 && repeatMeters <= 600 ? 'interval' : null
}

/**
 * The repeat length of "400 m repeats": the understanding's distance when it read one, else
 * "400 m" / "400-m-" / "1000m" in the message (the understanding does not read a bare
 * distance before a hyphen or "repeats" yet).
 */
function repeatMetersOf(turn: Turn): number | undefined {
  const { distanceMeters, raceDistance } = turn.understanding.entities
  if (distanceMeters && !raceDistance) return distanceMeters <= 3000 ? distanceMeters : undefined
  if (raceDistance) return undefined
  return repeatMetersIn(turn.question)
}

/**
 * A repeat length written the ways runners write it: "400 m", "400m repeats", "400s", the
 * German "400er", "des 400", "series de 400", "1k repeats"; 100–3,000 m.
 */
export function repeatMetersIn(question: string): number | undefined {
  const text = question.toLowerCase()
  const patterns = [
    /\b(\d{3,4})\s?-?\s?(?:m|meters?|metres?|meter|metros?|mètres?)\b/,
    /\b(\d{3,4})(?:s|er|ern)\b/,
    /\b(?:des|les|de|los|las|die|the|my)\s(\d{3,4})\b(?!\s?(?:km|k|mi|miles?|h|min))/,
  ]
  for (const pattern of patterns) {
    const meters = Number(pattern.exec(text)?.[1] ?? 0)
    if (meters >= 100 && meters <= 3000) return meters
  }
  const km =
    /\b(\d(?:[.,]\d)?)\s?(?:k|km)\s?(?:repeats?|reps?|intervals?|wiederholungen|répétitions?|repeticiones|series)\b/.exec(
      text
    )
  const meters = km ? Number(km[1].replace(',', '.')) * 1000 : 0
  return meters >= 100 && meters <= 3000 ? meters : undefined
}

/** The one pace asked, or null when the question asks for all of them. */
function askedPaceKind(turn: Turn, repeatMeters: number | undefined): PaceKind | null {
  const kind = turn.understanding.entities.workoutKind
  if (kind === 'long') return 'easy'
  if (kind) return kind
  return repeatMeters ? paceKindForRepeat(repeatMeters) : null
}

/** One pace as the athlete asked for it: per lap, per km, per mile, or in their units. */
function paceText(secPerKm: number, units: UnitSystem, asked: PaceUnit | undefined) {
  if (asked === 'mile') return pace(secPerKm, 'imperial')
  if (asked === 'km') return pace(secPerKm, 'metric')
  return pace(secPerKm, units)
}

function bandText(kind: PaceKind, paces: TrainingPaces, units: UnitSystem, asked?: PaceUnit) {
  const system: UnitSystem = asked === 'mile' ? 'imperial' : asked === 'km' ? 'metric' : units
  return kind === 'easy'
    ? paceRange(paces.easy.fastSecPerKm, paces.easy.slowSecPerKm, system)
    : paceText(paces[kind], units, asked)
}

const PER: Record<Language, string> = { en: 'per', de: 'pro', fr: 'par', es: 'por' }

/** "1:32 per 400 m": the time for one repeat (or lap) at a pace. */
function perRepeat(secPerKm: number, meters: number, language: Language) {
  return `${formatDuration((secPerKm * meters) / 1000)} ${PER[language]} ${meters} m`
}

const PACE_WORD: Record<Language, (name: string) => string> = {
  en: (name) => `${name} pace`,
  fr: (name) => `Allure ${name.toLowerCase()}`,
  es: (name) => `Ritmo ${name.toLowerCase()}`,
  de: (name) => `Tempo (${name})`,
}

/** The headline of one pace: per repeat or lap when asked, per km or mile; the pace beside it. */
function onePace(
  turn: Turn,
  kind: PaceKind,
  paces: TrainingPaces,
  units: UnitSystem,
  repeatMeters?: number
) {
  const asked = turn.understanding.entities.paceUnit
  const names = list(turn.language, 'paceNames')
  const name = names[PACE_KINDS.indexOf(kind)]
  const lapMeters = asked === '400m' || asked === 'lap' ? LAP_METERS : repeatMeters
  const secPerKm = kind === 'easy' ? paces.easy.slowSecPerKm : paces[kind]
  const perLap =
    kind !== 'easy' && lapMeters && lapMeters <= 3000
      ? `${perRepeat(secPerKm, lapMeters, turn.language)}, `
      : ''
  const forRepeats = repeatMeters ? ` (${repeatMeters} m)` : ''
  const beside =
    repeatMeters && kind === paceKindForRepeat(repeatMeters)
      ? besidePaceForRepeat(repeatMeters)
      : null
  const besideText =
    beside && lapMeters
      ? `; ${PACE_WORD[turn.language](names[PACE_KINDS.indexOf(beside)])}: ${perRepeat(paces[beside as Exclude<PaceKind, 'easy'>], lapMeters, turn.language)}`
      : ''
  return `${PACE_WORD[turn.language](name)}${forRepeats}: **${perLap}${bandText(kind, paces, units, asked)}**${besideText}.`
}

/** Why a repeat of this length runs at that pace, with the pace beside it named. */
function repeatWhy(turn: Turn, kind: PaceKind, repeatMeters: number | undefined) {
  if (!repeatMeters || kind !== paceKindForRepeat(repeatMeters)) return []
  const beside = besidePaceForRepeat(repeatMeters)
  const names = list(turn.language, 'paceNames')
  const other = beside ? PACE_WORD[turn.language](names[PACE_KINDS.indexOf(beside)]) : ''
  const why = say(turn.language, 'repeatWhy')
  return beside ? [why, say(turn.language, 'repeatBeside', { other })] : [why]
}

/**
 * "What's my 5K race pace?": the pace of the predicted time for that race (the race_predictions
 * tool, the figure Progress and the plan show), not a training pace.
 */
async function racePace(turn: Turn, vdotFact: string) {
  const { language } = turn
  const result = await turn.session.run(
    racePredictionsTool,
    predictionInput(turn.understanding.entities)
  )
  const [race] = [...result.predictions, ...result.otherDistances]
  if (!race?.seconds || !result.vdot)
    return reply(turn, { headline: say(language, 'noPrediction') })
  const units = turn.session.context.profile.units
  const asked = turn.understanding.entities.paceUnit
  const secPerKm = race.seconds / (race.meters / 1000)
  const method = methodText(language, result.vdot.value, result.weeklyRunMeters)
  return reply(turn, {
    headline: say(language, 'racePace', {
      race: raceName(language, race.label),
      pace: paceText(secPerKm, units, asked),
      time: race.time ?? '',
    }),
    facts: [vdotFact, say(language, 'methodLine', { method })],
    why: [say(language, 'racePaceWhy')],
  })
}

/** A pace question that follows a prediction ("welches Tempo muss ich dafür laufen"). */
function followsPrediction(turn: Turn) {
  const { raceDistance } = turn.understanding.entities
  return raceDistance !== undefined && turn.thread.lastIntent === 'prediction'
}

async function trainingPacesAnswer(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces || !profile.vdot) {
    return reply(turn, { headline: say(language, 'noVdot') })
  }
  const units = profile.units
  const values = trainingPaces(profile.vdot.value)
  const repeatMeters = repeatMetersOf(turn)
  const kind = askedPaceKind(turn, repeatMeters)
  const vdotFact = vdotFactOf(language, profile.vdot)
  const why = [say(language, 'pacesWhy')]
  const race = turn.understanding.entities.raceDistance
  if ((!kind && race && race !== 'marathon') || (followsPrediction(turn) && !repeatMeters))
    return racePace(turn, vdotFact)
  if (kind) {
    return reply(turn, {
      headline: onePace(turn, kind, values, units, repeatMeters),
      facts: [...repeatWhy(turn, kind, repeatMeters), vdotFact],
      why,
      cheer: say(language, 'pacesCheer'),
    })
  }
  const asked = turn.understanding.entities.paceUnit
  const names = list(language, 'paceNames')
  return reply(turn, {
    headline: t(language, 'pacesHead', { vdot: decimal(language, profile.vdot.value) }),
    facts: PACE_KINDS.map((k, i) => `${names[i]}: ${bandText(k, values, units, asked)}`),
    why,
    cheer: say(language, 'pacesCheer'),
  })
}

/** A pace written in the message: "8 min per mile", "4:30 pro km", "9 minute miles", "5 min au km". */
const PACE_GIVEN =
  /(\d{1,2})(?:[:.,h'](\d{2}))?\s*(?:min(?:utes?|uten|utos)?|mins)?\s*(?:per|a|an|\/|pro|par|por|au|le|el|la|je)\s*(mile|mi|meile|milla|km|kilomet\w*|kilómetro)|(\d{1,2})(?:[:.](\d{2}))?[\s-]*(?:minute|min)[\s-]*(mile|km|kilomet\w*)s?\b/i

/** The other unit named after the pace: "... in km", "... pro Meile", "... au mile", "... por milla". */
const OTHER_UNIT =
  /\b(?:in|to|into|as|en|auf|a|al|per|pro|par|por|au|le|el|la)\s+(?:the\s+|der\s+|die\s+)?(mile|mi|miles|meile|meilen|milla|millas|km|kilomet\w*|kilómetros?)\b/gi

/** The pace given, in seconds per km, and the unit it was given in; null when none. */
export function paceGivenIn(question: string): { secPerKm: number; perMile: boolean } | null {
  const match = PACE_GIVEN.exec(question)
  if (!match) return null
  const minutes = Number(match[1] ?? match[4])
  const seconds = Number(match[2] ?? match[5] ?? 0)
  const unit = match[3] ?? match[6]
  const perMile = /^(mi|meile|milla)/i.test(unit)
  const given = minutes * 60 + seconds
  return { secPerKm: perMile ? secPerMileToSecPerKm(given) : given, perMile }
}

/**
 * "What is 8 min per mile in km", "4:30 pro km in Meilen": a pace given in one unit and the
 * other unit asked, whatever the question's other words.
 */
export function asksPaceConversion(question: string): boolean {
  const given = PACE_GIVEN.exec(question)
  const paceGiven = paceGivenIn(question)
  if (!given || !paceGiven) return false
  const after = question.slice(given.index + given[0].length)
  return [...after.matchAll(OTHER_UNIT)].some(
    ([, unit]) => /^(mi|meile|milla)/i.test(unit) !== paceGiven.perMile
  )
}

/** "8 min per mile in km": the pace in the other unit, placed among the athlete's paces. */
export async function paceConvert(turn: Turn) {
  const { question, language } = turn
  const given = paceGivenIn(question)
  if (!given) return trainingPacesAnswer(turn)
  const { secPerKm, perMile } = given
  const converted = perMile
    ? `${formatPace(secPerKm, 'metric')}/km`
    : `${formatPace(secPerKm, 'imperial')}/mi`
  const shown = `${formatPace(secPerKm, perMile ? 'imperial' : 'metric')}${perMile ? '/mi' : '/km'}`
  const profile = await turn.session.run(athleteProfileTool)
  const facts = [
    say(language, 'convertFacts', {
      speed: decimal(language, 3600 / secPerKm),
      five: formatPace(secPerKm * 5),
      ten: formatPace(secPerKm * 10),
    }),
  ]
  if (profile.trainingPaces) {
    const names = list(language, 'paceNames')
    const p = profile.trainingPaces
    facts.push(
      say(language, 'comparePaces', {
        paces: `${names[0].toLowerCase()} ${p.easy}, ${names[1].toLowerCase()} ${p.marathon}, ${names[2].toLowerCase()} ${p.threshold}`,
      })
    )
  }
  return reply(turn, { headline: say(language, 'convert', { given: shown, converted }), facts })
}

/** A pace unit asked again: "per mile?", "und pro Meile?", "et au tour de piste ?". */
const UNIT_WORDS = unicodeWords(
  /\b(per|a|pro|par|por|au|en|in|el|le)\s+(mile|mi|km|kilomet\w*|lap|400\s?m?|meile|milla|tour|vuelta|runde|kilómetro)\b|\blap\b|\brunde\b/i
)

/**
 * "per mile?" after a pace or a prediction: the same question in the unit now asked, with the
 * thread's pace kind and race; null when the message asks something else (a short message
 * that names a unit and no day, period or other pace).
 */
export function paceUnitFollowUp(turn: Turn): Turn['understanding'] | null {
  const { thread, understanding, question } = turn
  const last = thread.lastIntent
  if (last !== 'paces' && last !== 'prediction') return null
  const { entities } = understanding
  if (entities.day || entities.period || entities.paceSecondsPerKm) return null
  if (!entities.paceUnit && !UNIT_WORDS.test(question)) return null
  if (question.trim().split(/\s+/).length > 8) return null
  if (last === 'prediction' && !thread.raceDistance) return null
  return {
    ...understanding,
    intent: 'paces',
    entities: {
      ...entities,
      workoutKind: entities.workoutKind ?? thread.workoutKind,
      raceDistance: entities.raceDistance ?? thread.raceDistance,
      goalSeconds: entities.goalSeconds ?? thread.goalSeconds,
    },
    fromThread: true,
  }
}

/** The answers to the understanding's intents 'paces' and 'zones'. */
export const answerPaces = (turn: Turn) =>
  turn.understanding.entities.paceSecondsPerKm ? paceConvert(turn) : trainingPacesAnswer(turn)
export const answerZones = zones

export const pacesZonesSkill = defineSkill('paces_zones', {
  zones,
  easy_pace: easyPace,
  training_paces: trainingPacesAnswer,
  pace_convert: paceConvert,
})
