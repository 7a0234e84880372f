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
  const profile = await turn.session.run(athleteProfileTool)
  const zone = profile.hrZones ? namedZone(turn.question, profile.hrZones) : null
  if (zone) {
    return reply(turn, {
      headline: `${zone.name}: **${zone.bpm} bpm**.`,
      why: [
        "Your heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR).",
      ],
    })
  }
  const facts: string[] = []
  if (profile.hrZones) {
    facts.push(
      `Heart rate (${profile.hrZoneModel === 'lthr' ? 'from your LTHR' : profile.hrZoneModel === 'reserve' ? 'heart-rate reserve' : 'from your max HR'}): ${profile.hrZones.map((z) => `${z.name} ${z.bpm}`).join(', ')} bpm`
    )
  } else {
    facts.push(`Heart-rate zones need ${profile.hrZonesMissing}: add it on your profile.`)
  }
  if (profile.trainingPaces) {
    const p = profile.trainingPaces
    facts.push(
      `Paces (VDOT ${profile.vdot?.value}): easy ${p.easy}, marathon ${p.marathon}, threshold ${p.threshold}, interval ${p.interval}, repetition ${p.repetition}`
    )
  } else {
    facts.push('Pace zones need a recent race or hard effort (VDOT).')
  }
  return reply(turn, {
    headline: 'Your training zones:',
    facts,
    why: [
      "Heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR); paces come from Daniels' VDOT tables.",
    ],
    cheer: 'Most of your running belongs in the easy zone.',
  })
}

async function easyPace(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces || !profile.vdot) {
    return reply(turn, {
      headline:
        'Run easy by feel: a pace where you could hold a conversation. I can give you exact paces once I know a recent race time (add it to your profile) or see a hard effort.',
    })
  }
  const values = trainingPaces(profile.vdot.value)
  const asked = turn.understanding.entities.paceUnit
  const zone2 = profile.hrZones?.[1]
  return reply(turn, {
    headline: t(language, 'easyPace', { pace: bandText('easy', values, profile.units, asked) }),
    facts: [
      `VDOT ${profile.vdot.value} (${profile.vdot.source}).`,
      ...(zone2 ? [`${zone2.name}: ${zone2.bpm} bpm.`] : []),
      ...(language === 'en'
        ? ['If it feels hard (heat, hills, a bad day), slow down: easy is an effort, not a number.']
        : []),
    ],
    why: [
      "Daniels' easy pace (about 63–74 % of VDOT) builds aerobic fitness with little fatigue, so you can recover for the sessions that matter.",
    ],
    cheer: 'Slow easy days make fast days possible.',
  })
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
 * The repeat length of "400 m repeats": the understanding's distance when it read one, else
 * "400 m" / "400-m-" / "1000m" in the message (the understanding does not read a bare
 * distance before a hyphen or "repeats" yet).
 */
function repeatMetersOf(turn: Turn): number | undefined {
  const { distanceMeters, raceDistance } = turn.understanding.entities
  if (distanceMeters && !raceDistance) return distanceMeters <= 3000 ? distanceMeters : undefined
  if (raceDistance) return undefined
  const match = /\b(\d{3,4})\s?-?\s?(?:m|meters?|metres?|meter|metros?)\b/i.exec(turn.question)
  const meters = match ? Number(match[1]) : 0
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

/** The headline and facts of one pace: per repeat or lap when asked, per km or mile. */
function onePace(
  turn: Turn,
  kind: PaceKind,
  paces: TrainingPaces,
  units: UnitSystem,
  repeatMeters?: number
) {
  const asked = turn.understanding.entities.paceUnit
  const name = list(turn.language, 'paceNames')[PACE_KINDS.indexOf(kind)]
  const lapMeters = asked === '400m' || asked === 'lap' ? LAP_METERS : repeatMeters
  const secPerKm = kind === 'easy' ? paces.easy.slowSecPerKm : paces[kind]
  const perLap =
    kind !== 'easy' && lapMeters && lapMeters <= 3000
      ? `${perRepeat(secPerKm, lapMeters, turn.language)}, `
      : ''
  const forRepeats = repeatMeters ? ` (${repeatMeters} m)` : ''
  return `${PACE_WORD[turn.language](name)}${forRepeats}: **${perLap}${bandText(kind, paces, units, asked)}**.`
}

/**
 * "What's my 5K race pace?": the pace of the predicted time for that race (the race_predictions
 * tool, the figure Progress and the plan show), not a training pace.
 */
async function racePace(turn: Turn, vdotFact: string) {
  const result = await turn.session.run(
    racePredictionsTool,
    predictionInput(turn.understanding.entities)
  )
  const [race] = [...result.predictions, ...result.otherDistances]
  if (!race?.seconds) return reply(turn, { headline: result.note ?? 'No prediction yet.' })
  const units = turn.session.context.profile.units
  const asked = turn.understanding.entities.paceUnit
  const secPerKm = race.seconds / (race.meters / 1000)
  return reply(turn, {
    headline: `${race.label}: **${paceText(secPerKm, units, asked)}** (${race.time}).`,
    facts: [vdotFact, `Method: ${result.method}.`],
    why: ['Race pace is the predicted time over the distance, from your current VDOT.'],
  })
}

async function trainingPacesAnswer(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces || !profile.vdot) {
    return reply(turn, {
      headline:
        'I need a recent race time (on your profile) or a hard effort to work out your training paces.',
    })
  }
  const units = profile.units
  const values = trainingPaces(profile.vdot.value)
  const repeatMeters = repeatMetersOf(turn)
  const kind = askedPaceKind(turn, repeatMeters)
  const vdotFact = `VDOT ${profile.vdot.value} (${profile.vdot.source}${profile.vdot.date ? `, ${profile.vdot.date}` : ''}).`
  const why = ["These are Daniels' training paces for your VDOT (Daniels' Running Formula)."]
  const race = turn.understanding.entities.raceDistance
  if (!kind && race && race !== 'marathon') return racePace(turn, vdotFact)
  if (kind) {
    return reply(turn, {
      headline: onePace(turn, kind, values, units, repeatMeters),
      facts: [vdotFact],
      why,
      cheer: 'Hit the pace and the fitness follows.',
    })
  }
  const asked = turn.understanding.entities.paceUnit
  const names = list(language, 'paceNames')
  return reply(turn, {
    headline: t(language, 'pacesHead', { vdot: profile.vdot.value }),
    facts: PACE_KINDS.map((k, i) => `${names[i]}: ${bandText(k, values, units, asked)}`),
    why,
    cheer: 'Hit the paces and the fitness follows.',
  })
}

/** "8 min per mile in km": the pace in the other unit, placed among the athlete's paces. */
async function paceConvert(turn: Turn) {
  const { question } = turn
  const match =
    /(\d{1,2})(?::(\d{2}))?\s*(?:min(?:utes?)?|mins)?\s*(?:per|a|\/)\s*(mile|mi|km|kilomet(?:re|er))\b/i.exec(
      question
    )
  if (!match) return trainingPacesAnswer(turn)
  const seconds = Number(match[1]) * 60 + Number(match[2] ?? 0)
  const perMile = /^mi/i.test(match[3])
  const secPerKm = perMile ? secPerMileToSecPerKm(seconds) : seconds
  const converted = perMile
    ? `${formatPace(secPerKm, 'metric')}/km`
    : `${formatPace(secPerKm, 'imperial')}/mi`
  const given = `${formatPace(secPerKm, perMile ? 'imperial' : 'metric')}${perMile ? '/mi' : '/km'}`
  const profile = await turn.session.run(athleteProfileTool)
  const facts = [
    `${(3600 / secPerKm).toFixed(1)} km/h; a 5 km at that pace takes ${formatPace(secPerKm * 5)}, a 10 km ${formatPace(secPerKm * 10)}.`,
  ]
  if (profile.trainingPaces)
    facts.push(
      `Your training paces for comparison: easy ${profile.trainingPaces.easy}, marathon ${profile.trainingPaces.marathon}, threshold ${profile.trainingPaces.threshold}.`
    )
  return reply(turn, {
    headline: `**${given}** is **${converted}** (1 mile = 1.609 km).`,
    facts,
  })
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
