/*
 * A simulated amateur runner's training history: the sessions of up to two years, planned
 * week by week the way a coach would (docs/science.md#training-plans), then recorded second
 * by second by `simulateActivity`. Used to seed the demo athlete with real FIT files.
 *
 * Pure: no I/O and no clock. Everything random comes from a seeded mulberry32, so the same
 * input gives the same sessions and the same streams, byte for byte.
 *
 * Dates: weeks are calendar weeks (Monday to Sunday). The history is the `weeks` weeks that
 * end with the week containing `endDateIso`; sessions after the end date are dropped. Nothing
 * depends on the calendar beyond that (no seasons), so the history for another end date on
 * the same weekday is the same history moved by whole weeks: `dayOffset` is what stays put.
 */
import { addDays, dayNumber, isoFromDay, isoWeekday } from '#domain/calendar'
import { predictRaceSeconds, trainingPaces } from '#domain/science/vdot'
import {
  chance,
  gaussian,
  hashSeed,
  integer,
  mulberry32,
  pick,
  uniform,
  type Random,
} from '#database/demo/prng'
import type {
  PlannedSession,
  SessionSport,
  SessionType,
  SimulatedAthlete,
  TrainingHistoryInput,
  WorkoutStep,
} from '#database/demo/types'

export type {
  PlannedSession,
  SessionSport,
  SessionType,
  SimulatedAthlete,
  StepKind,
  TrainingHistoryInput,
  WorkoutStep,
} from '#database/demo/types'
export { simulateActivity, shiftActivityDays } from '#database/demo/simulate_activity'

/**
 * Bump whenever the generated sessions or streams change: cached FIT files are keyed by it.
 */
export const GENERATOR_VERSION = 1

/** The seeded demo athlete (matches the demo profile in database/seeders/main_seeder.ts). */
export const DEMO_ATHLETE: SimulatedAthlete = {
  restingHr: 48,
  maxHr: 188,
  lthr: 168,
  vdotStart: 43.5,
  vdotEnd: 49,
  // Near the Bois de Vincennes, Paris.
  homeLat: 48.8462,
  homeLng: 2.4371,
  timeZone: 'Europe/Paris',
}

export const DEMO_SEED = 1729

/** A small athlete for tests and quick seeds. */
export const FIXTURE_ATHLETE: SimulatedAthlete = {
  restingHr: 52,
  maxHr: 190,
  lthr: 170,
  vdotStart: 45,
  vdotEnd: 45.5,
  // Parc de la Tête d'Or, Lyon.
  homeLat: 45.7772,
  homeLng: 4.8522,
  timeZone: 'Europe/Paris',
}

const HALF_MARATHON_METERS = 21_097.5
const MARATHON_METERS = 42_195
/** Routes each athlete has (shapes and directions differ); rides use their own. */
const RUN_ROUTES = 12
const RIDE_ROUTE_BASE = 100
const RIDE_ROUTES = 4

// ---------------------------------------------------------------------------------------
// Calendar arithmetic on YYYY-MM-DD strings (UTC days: no time zone, no clock).

// One home for this arithmetic: #domain/calendar. The names below are the ones this module
// (and the demo seeders that read it) have always used.
export {
  addDays as addDaysIso,
  dayNumber as isoToDay,
  isoFromDay as dayToIso,
  isoWeekday,
} from '#domain/calendar'

/** The Sunday that ends the calendar week of `dateIso`. */
export function weekEndingSunday(dateIso: string): string {
  return addDays(dateIso, 7 - isoWeekday(dateIso))
}

// ---------------------------------------------------------------------------------------
// Week-level plan.

type WeekKind = 'base' | 'cutback' | 'build' | 'taper' | 'race' | 'recovery' | 'sick' | 'return'

type Block = 'marathon' | 'half' | null

interface RaceEvent {
  week: number
  distanceMeters: number
  weekday: number
  label: string
  blockWeeks: number
}

export interface WeekPlan {
  weekIndex: number
  kind: WeekKind
  block: Block
  /** Weeks until the block's goal race (0 = race week). */
  weeksToGoal: number | null
  volumeKm: number
  vdot: number
  race?: RaceEvent
}

/** Races as fractions of the history: tune-ups, a half marathon block, a marathon block. */
const RACE_CALENDAR: Array<{ at: number; distanceMeters: number; label: string }> = [
  { at: 0.09, distanceMeters: 10_000, label: '10K race' },
  { at: 0.2, distanceMeters: 5000, label: '5K parkrun' },
  { at: 0.3, distanceMeters: HALF_MARATHON_METERS, label: 'Half marathon' },
  { at: 0.42, distanceMeters: 5000, label: '5K parkrun' },
  { at: 0.5, distanceMeters: 10_000, label: '10K race' },
  { at: 0.72, distanceMeters: MARATHON_METERS, label: 'Marathon' },
  { at: 0.87, distanceMeters: 5000, label: '5K parkrun' },
  { at: 0.94, distanceMeters: 10_000, label: '10K race' },
]

const SICK_WEEKS_AT = [0.37, 0.82]

function raceEvents(weeks: number): RaceEvent[] {
  if (weeks < 26) return []
  const events: RaceEvent[] = []
  for (const entry of RACE_CALENDAR) {
    const week = Math.round(entry.at * (weeks - 1))
    if (week < 4 || week > weeks - 3) continue
    const blockWeeks =
      entry.distanceMeters === MARATHON_METERS
        ? 18
        : entry.distanceMeters === HALF_MARATHON_METERS
          ? 12
          : 0
    // parkrun is on Saturday; the other races on Sunday.
    const weekday = entry.distanceMeters === 5000 ? 6 : 7
    events.push({
      week,
      distanceMeters: entry.distanceMeters,
      weekday,
      label: entry.label,
      blockWeeks,
    })
  }
  return events
}

/** The planned weekly volume and the athlete's fitness for every week. */
export function planWeeks(weeks: number, seed: number, athlete: SimulatedAthlete): WeekPlan[] {
  const random = mulberry32(hashSeed('weeks', seed))
  const races = raceEvents(weeks)
  const sickWeeks = new Set(
    weeks >= 26 ? SICK_WEEKS_AT.map((at) => Math.round(at * (weeks - 1))) : []
  )
  const raceAt = new Map(races.map((race) => [race.week, race]))
  const plans: WeekPlan[] = []
  let vdotWander = 0
  let sickDip = 0

  for (let k = 0; k < weeks; k++) {
    const u = weeks > 1 ? k / (weeks - 1) : 1
    // Volume grows from ~30 to ~58 km a week over the history.
    const baseline = 30 + 28 * Math.pow(u, 0.9)
    // Fitness improves fastest early on, with a small week-to-week wander.
    vdotWander = 0.85 * vdotWander + 0.12 * gaussian(random)
    const trend = (1 - Math.exp(-1.6 * u)) / (1 - Math.exp(-1.6))
    let kind: WeekKind = 'base'
    let block: Block = null
    let weeksToGoal: number | null = null
    let factor = 1

    const goal = races.find(
      (race) => race.blockWeeks > 0 && k <= race.week && race.week - k < race.blockWeeks
    )
    const previousGoal = [...races]
      .reverse()
      .find((race) => race.blockWeeks > 0 && race.week < k && k - race.week <= 3)

    if (goal) {
      block = goal.distanceMeters === MARATHON_METERS ? 'marathon' : 'half'
      weeksToGoal = goal.week - k
      const w = weeksToGoal
      if (block === 'marathon') {
        if (w === 0) factor = 0.95
        else if (w === 1) factor = 0.6
        else if (w === 2) factor = 0.78
        else if (w === 6 || w === 10 || w === 14) factor = 0.78
        else factor = 1 + 0.25 * (1 - (w - 3) / 14)
        kind = w === 0 ? 'race' : w <= 2 ? 'taper' : factor < 1 ? 'cutback' : 'build'
      } else {
        if (w === 0) factor = 0.8
        else if (w === 1) factor = 0.7
        else if (w === 4 || w === 8) factor = 0.78
        else factor = 1 + 0.1 * (1 - (w - 2) / 9)
        kind = w === 0 ? 'race' : w === 1 ? 'taper' : factor < 1 ? 'cutback' : 'build'
      }
      // A tune-up race inside the block.
      if (w > 2 && raceAt.has(k)) {
        kind = 'race'
        factor = Math.min(factor, 0.9)
      }
    } else if (previousGoal) {
      const after = k - previousGoal.week
      const marathon = previousGoal.distanceMeters === MARATHON_METERS
      factor = marathon ? [0.35, 0.55, 0.8][after - 1] : [0.6, 0.85, 1][after - 1]
      kind = factor < 0.9 ? 'recovery' : 'base'
    } else if (raceAt.has(k)) {
      kind = 'race'
      factor = 0.85
    } else if (k % 4 === 3) {
      kind = 'cutback'
      factor = 0.72
    }

    if (sickWeeks.has(k)) {
      kind = 'sick'
      factor = 0
      sickDip = 1.2
    } else if (sickWeeks.has(k - 1)) {
      kind = 'return'
      factor = 0.45
    } else if (sickWeeks.has(k - 2) && kind !== 'race') {
      factor = Math.min(factor, 0.75)
    }

    let volumeKm = baseline * factor * (1 + 0.04 * gaussian(random))
    // Growth cap: at most 12 % above the biggest of the last three weeks.
    const recent = plans.slice(-3).map((plan) => plan.volumeKm)
    if (recent.length > 0 && kind !== 'race') {
      volumeKm = Math.min(volumeKm, Math.max(...recent, 20) * 1.12)
    }
    const vdot =
      athlete.vdotStart + (athlete.vdotEnd - athlete.vdotStart) * trend + vdotWander - sickDip
    sickDip *= 0.6
    plans.push({
      weekIndex: k,
      kind,
      block,
      weeksToGoal,
      volumeKm: Math.max(0, volumeKm),
      vdot: Math.round(vdot * 100) / 100,
      race: raceAt.get(k),
    })
  }
  return plans
}

// ---------------------------------------------------------------------------------------
// Session builders.

interface Draft {
  weekday: number
  sport: SessionSport
  type: SessionType
  name: string
  steps: WorkoutStep[]
  targetPaceSecPerKm: number
  raceDistanceMeters?: number
}

interface Paces {
  easy: number
  easySlow: number
  recovery: number
  marathon: number
  threshold: number
  interval: number
  repetition: number
}

function pacesFor(vdot: number, random: Random): Paces {
  const paces = trainingPaces(vdot)
  const { fastSecPerKm, slowSecPerKm } = paces.easy
  return {
    // Amateurs run most easy runs in the slower half of the easy band.
    easy: fastSecPerKm + (slowSecPerKm - fastSecPerKm) * uniform(random, 0.35, 0.85),
    easySlow: slowSecPerKm,
    recovery: slowSecPerKm + uniform(random, 5, 20),
    marathon: paces.marathon,
    threshold: paces.threshold,
    interval: paces.interval,
    repetition: paces.repetition,
  }
}

const round = (value: number, step: number) => Math.round(value / step) * step

function steady(distanceMeters: number, paceSecPerKm: number): WorkoutStep {
  return { kind: 'steady', distanceMeters: round(distanceMeters, 10), paceSecPerKm }
}

function easyRun(weekday: number, km: number, paces: Paces, random: Random): Draft {
  const pace = paces.easy + uniform(random, -6, 6)
  return {
    weekday,
    sport: 'run',
    type: 'easy',
    name: 'Easy run',
    steps: [steady(km * 1000, pace)],
    targetPaceSecPerKm: pace,
  }
}

function recoveryRun(weekday: number, km: number, paces: Paces): Draft {
  return {
    weekday,
    sport: 'run',
    type: 'recovery',
    name: 'Recovery run',
    steps: [steady(km * 1000, paces.recovery)],
    targetPaceSecPerKm: paces.recovery,
  }
}

function longRun(
  weekday: number,
  km: number,
  paces: Paces,
  random: Random,
  marathonFinishKm = 0
): Draft {
  const pace = paces.easy + uniform(random, 0, 8)
  const steps: WorkoutStep[] =
    marathonFinishKm > 0
      ? [
          steady((km - marathonFinishKm) * 1000, pace),
          { kind: 'work', distanceMeters: marathonFinishKm * 1000, paceSecPerKm: paces.marathon },
        ]
      : [steady(km * 1000, pace)]
  return {
    weekday,
    sport: 'run',
    type: 'long',
    name:
      marathonFinishKm > 0 ? `Long run, last ${marathonFinishKm} km at marathon pace` : 'Long run',
    steps,
    targetPaceSecPerKm: pace,
  }
}

function warmup(km: number, paces: Paces): WorkoutStep {
  return { kind: 'warmup', distanceMeters: round(km * 1000, 10), paceSecPerKm: paces.easySlow }
}

function cooldown(km: number, paces: Paces): WorkoutStep {
  return {
    kind: 'cooldown',
    distanceMeters: round(km * 1000, 10),
    paceSecPerKm: paces.easySlow + 10,
  }
}

/**
 * Interval sessions in 3–5 minute repetitions (docs/science.md#quality-sessions: up to ~8 % of the
 * week's volume).
 */
function intervals(
  weekday: number,
  weeklyKm: number,
  paces: Paces,
  random: Random,
  variant: number,
  small = false
): Draft {
  const workKm = Math.min(small ? 3.2 : 6.4, Math.max(2.4, 0.08 * weeklyKm))
  const jog = paces.easySlow + 25
  const repeat = (count: number, work: WorkoutStep, rest: WorkoutStep) => {
    const steps: WorkoutStep[] = []
    for (let i = 0; i < count; i++) {
      steps.push(work)
      if (i < count - 1) steps.push(rest)
    }
    return steps
  }
  let main: WorkoutStep[]
  let name: string
  let pace = paces.interval
  switch (variant % 6) {
    case 0: {
      const count = Math.max(3, Math.round(workKm))
      main = repeat(
        count,
        { kind: 'work', distanceMeters: 1000, paceSecPerKm: pace },
        { kind: 'recovery', distanceMeters: 400, paceSecPerKm: jog }
      )
      name = `Intervals ${count} × 1000 m`
      break
    }
    case 1: {
      const count = Math.max(4, Math.round(workKm / 0.8))
      main = repeat(
        count,
        { kind: 'work', distanceMeters: 800, paceSecPerKm: pace },
        { kind: 'recovery', distanceMeters: 400, paceSecPerKm: jog }
      )
      name = `Intervals ${count} × 800 m`
      break
    }
    case 2: {
      const count = Math.max(3, Math.round(workKm / 1.2))
      main = repeat(
        count,
        { kind: 'work', distanceMeters: 1200, paceSecPerKm: pace },
        { kind: 'recovery', durationSeconds: 150, paceSecPerKm: jog }
      )
      name = `Intervals ${count} × 1200 m`
      break
    }
    case 3: {
      pace = paces.repetition
      const count = Math.min(12, Math.max(6, Math.round((workKm * 0.7) / 0.4)))
      main = repeat(
        count,
        { kind: 'work', distanceMeters: 400, paceSecPerKm: pace },
        { kind: 'recovery', distanceMeters: 200, paceSecPerKm: jog + 20 }
      )
      name = `Repetitions ${count} × 400 m`
      break
    }
    case 4: {
      const count = Math.max(3, Math.min(5, Math.round(workKm / 1.6)))
      pace = paces.interval + 5
      main = repeat(
        count,
        { kind: 'work', distanceMeters: 1600, paceSecPerKm: pace },
        { kind: 'recovery', durationSeconds: 180, paceSecPerKm: jog }
      )
      name = `Intervals ${count} × 1600 m`
      break
    }
    default: {
      const count = Math.max(4, Math.min(6, Math.round((workKm * 1000 * (pace / 1000)) / 180)))
      main = repeat(
        count,
        { kind: 'work', durationSeconds: 180, paceSecPerKm: pace },
        { kind: 'recovery', durationSeconds: 120, paceSecPerKm: jog }
      )
      name = `Intervals ${count} × 3 min`
    }
  }
  const warm = small ? 1.5 : uniform(random, 1.8, 2.6)
  return {
    weekday,
    sport: 'run',
    type: 'intervals',
    name,
    steps: [warmup(warm, paces), ...main, cooldown(small ? 1 : uniform(random, 1.2, 2), paces)],
    targetPaceSecPerKm: pace,
  }
}

/** Threshold work (up to ~10 % of the week) or, in a marathon block, marathon-pace blocks. */
function tempo(
  weekday: number,
  weeklyKm: number,
  paces: Paces,
  random: Random,
  variant: number,
  marathonKm = 0,
  small = false
): Draft {
  const jog = paces.easySlow + 20
  const warm = warmup(small ? 1.5 : uniform(random, 1.8, 2.5), paces)
  const cool = cooldown(small ? 1 : uniform(random, 1.2, 2), paces)
  if (marathonKm > 0) {
    return {
      weekday,
      sport: 'run',
      type: 'tempo',
      name: `Marathon pace ${marathonKm} km`,
      steps: [
        warm,
        { kind: 'work', distanceMeters: marathonKm * 1000, paceSecPerKm: paces.marathon },
        cool,
      ],
      targetPaceSecPerKm: paces.marathon,
    }
  }
  const minutes = small ? 15 : Math.round(Math.min(35, Math.max(18, weeklyKm * 0.55)))
  if (variant % 2 === 0 || small) {
    return {
      weekday,
      sport: 'run',
      type: 'tempo',
      name: `Tempo ${minutes} min`,
      steps: [
        warm,
        { kind: 'work', durationSeconds: minutes * 60, paceSecPerKm: paces.threshold },
        cool,
      ],
      targetPaceSecPerKm: paces.threshold,
    }
  }
  const count = minutes >= 27 ? 3 : 2
  const each = Math.round(minutes / count)
  const main: WorkoutStep[] = []
  for (let i = 0; i < count; i++) {
    main.push({ kind: 'work', durationSeconds: each * 60, paceSecPerKm: paces.threshold })
    if (i < count - 1) main.push({ kind: 'recovery', durationSeconds: 120, paceSecPerKm: jog })
  }
  return {
    weekday,
    sport: 'run',
    type: 'tempo',
    name: `Cruise intervals ${count} × ${each} min`,
    steps: [warm, ...main, cool],
    targetPaceSecPerKm: paces.threshold,
  }
}

function raceDay(weekday: number, event: RaceEvent, vdot: number, random: Random): Draft {
  // Race day lands within a few percent of the prediction; amateurs run the marathon slower.
  const predicted = predictRaceSeconds(vdot, event.distanceMeters) / (event.distanceMeters / 1000)
  const slack =
    event.distanceMeters === MARATHON_METERS
      ? uniform(random, 0.02, 0.05)
      : uniform(random, -0.005, 0.02)
  const pace = predicted * (1 + slack)
  return {
    weekday,
    sport: 'run',
    type: 'race',
    name: event.label,
    steps: [{ kind: 'work', distanceMeters: event.distanceMeters, paceSecPerKm: pace }],
    targetPaceSecPerKm: pace,
    raceDistanceMeters: event.distanceMeters,
  }
}

function ride(weekday: number, random: Random, minutes?: number): Draft {
  const speed = uniform(random, 7.2, 8.6)
  const pace = 1000 / speed
  return {
    weekday,
    sport: 'ride',
    type: 'ride',
    name: 'Endurance ride',
    steps: [
      {
        kind: 'steady',
        durationSeconds: (minutes ?? integer(random, 12, 24) * 5) * 60,
        paceSecPerKm: pace,
      },
    ],
    targetPaceSecPerKm: pace,
  }
}

function onTreadmill(draft: Draft): Draft {
  return {
    ...draft,
    sport: 'treadmill',
    type: 'treadmill',
    name: `Treadmill: ${draft.name.charAt(0).toLowerCase()}${draft.name.slice(1)}`,
  }
}

/** Total planned distance of the steps (time-based steps at their pace). */
function stepsDistance(steps: WorkoutStep[]): number {
  return steps.reduce(
    (sum, step) =>
      sum + (step.distanceMeters ?? ((step.durationSeconds ?? 0) * 1000) / step.paceSecPerKm),
    0
  )
}

function stepsDuration(steps: WorkoutStep[]): number {
  return steps.reduce(
    (sum, step) =>
      sum + (step.durationSeconds ?? ((step.distanceMeters ?? 0) * step.paceSecPerKm) / 1000),
    0
  )
}

function draftKm(draft: Draft): number {
  return draft.sport === 'ride' ? 0 : stepsDistance(draft.steps) / 1000
}

function startTimeFor(draft: Draft, random: Random): string {
  let minutes: number
  if (draft.type === 'race') {
    minutes =
      draft.raceDistanceMeters === 5000
        ? 9 * 60
        : draft.raceDistanceMeters === MARATHON_METERS
          ? 8 * 60 + 30
          : 9 * 60 + 30
  } else if (draft.weekday === 7) {
    minutes = integer(random, 8 * 60, 9 * 60 + 45)
  } else if (draft.weekday === 6) {
    minutes = integer(random, 8 * 60 + 30, 10 * 60 + 30)
  } else if (draft.sport === 'treadmill') {
    minutes = integer(random, 12 * 60 + 10, 12 * 60 + 40)
  } else if (chance(random, 0.6)) {
    minutes = integer(random, 6 * 60, 7 * 60 + 15)
  } else {
    minutes = integer(random, 18 * 60, 19 * 60 + 30)
  }
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${hh}:${mm}`
}

/** The runs (and the odd ride) of one week, before dates and start times. */
function planWeekSessions(week: WeekPlan, weekSeed: number): Draft[] {
  const random = mulberry32(weekSeed)
  const paces = pacesFor(week.vdot, random)
  const volume = week.volumeKm
  const variant = week.weekIndex
  const drafts: Draft[] = []

  if (week.kind === 'sick') {
    // Fell ill after the Monday run, or missed the whole week.
    if (chance(random, 0.5)) drafts.push(easyRun(1, uniform(random, 5, 7), paces, random))
    return drafts
  }

  if (week.kind === 'race' && week.race) {
    const event = week.race
    const long = event.distanceMeters >= HALF_MARATHON_METERS
    drafts.push(
      long
        ? easyRun(2, uniform(random, 7, 9), paces, random)
        : intervals(2, volume, paces, random, 1, true)
    )
    drafts.push(
      long
        ? tempo(4, volume, paces, random, 0, event.distanceMeters === MARATHON_METERS ? 4 : 0, true)
        : easyRun(4, uniform(random, 6, 9), paces, random)
    )
    if (event.weekday === 6) {
      drafts.push(raceDay(6, event, week.vdot, random))
      drafts.push(longRun(7, Math.max(10, Math.min(18, volume * 0.3)), paces, random))
    } else {
      drafts.push(easyRun(6, uniform(random, 4, 6), paces, random))
      drafts.push(raceDay(7, event, week.vdot, random))
    }
    if (!long && volume > 40) drafts.splice(1, 0, recoveryRun(1, uniform(random, 5, 7), paces))
    return drafts
  }

  if (week.kind === 'recovery' || week.kind === 'return') {
    const runs = week.kind === 'return' ? 3 : week.volumeKm < 30 ? 3 : 4
    const days = runs === 3 ? [2, 4, 7] : [2, 4, 6, 7]
    const each = Math.max(5, volume / runs)
    for (const day of days)
      drafts.push(easyRun(day, each * uniform(random, 0.85, 1.15), paces, random))
    if (week.kind === 'recovery' && chance(random, 0.5))
      drafts.push(ride(6 - (runs === 4 ? 1 : 0), random))
    return drafts
  }

  let runs = volume < 36 ? 4 : volume < 52 ? 5 : 6
  const days: number[] =
    runs === 4 ? [2, 4, 6, 7] : runs === 5 ? [1, 2, 4, 6, 7] : [1, 2, 3, 4, 6, 7]

  const longShare = week.block === 'marathon' ? 0.31 : 0.28
  const longPace = paces.easy + 4
  // Long runs are capped near 32 km and 2 h 50 min (docs/science.md#long-run: 2.5–3 h).
  const longKm = Math.max(10, Math.min(32, volume * longShare, (170 * 60) / longPace))
  const marathonFinish =
    week.block === 'marathon' &&
    week.kind === 'build' &&
    week.weeksToGoal !== null &&
    week.weeksToGoal % 2 === 1
      ? Math.min(10, Math.round(longKm * 0.25))
      : 0
  const taper = week.kind === 'taper'
  const cutback = week.kind === 'cutback'

  for (const day of days) {
    if (day === 7) {
      drafts.push(longRun(7, taper ? longKm * 0.7 : longKm, paces, random, marathonFinish))
    } else if (day === 1) {
      drafts.push(recoveryRun(1, uniform(random, 5, 7), paces))
    } else if (day === 2) {
      drafts.push(
        cutback
          ? tempo(2, volume, paces, random, 0, 0, true)
          : intervals(2, volume, paces, random, variant + integer(random, 0, 1), taper)
      )
    } else if (day === 4 && !cutback && (runs >= 5 || week.block !== null)) {
      const marathonKm =
        week.block === 'marathon' && week.weeksToGoal !== null
          ? taper
            ? 6
            : Math.min(16, Math.max(8, Math.round(8 + (14 - week.weeksToGoal) * 0.6)))
          : 0
      drafts.push(tempo(4, volume, paces, random, variant, marathonKm, taper))
    } else {
      drafts.push(easyRun(day, 0, paces, random))
    }
  }

  // Easy runs share what is left of the week's volume.
  const easy = drafts.filter((draft) => draft.type === 'easy')
  const fixedKm = drafts
    .filter((draft) => draft.type !== 'easy')
    .reduce((s, d) => s + draftKm(d), 0)
  const leftKm = Math.max(easy.length * 5, volume - fixedKm)
  for (const draft of easy) {
    const km = Math.max(5, Math.min(14, (leftKm / easy.length) * uniform(random, 0.85, 1.15)))
    draft.steps = [steady(km * 1000, draft.targetPaceSecPerKm)]
  }

  // Life happens: now and then a session is skipped (never the long run).
  if (!taper && drafts.length > 3 && chance(random, 0.12)) {
    const skippable = drafts.filter((draft) => draft.weekday !== 7)
    const skipped = pick(random, skippable)
    drafts.splice(drafts.indexOf(skipped), 1)
    runs--
  }

  // Some easy runs and a few interval sessions happen on a treadmill.
  for (let i = 0; i < drafts.length; i++) {
    const draft = drafts[i]
    const indoors =
      (draft.type === 'easy' && chance(random, 0.08)) ||
      (draft.type === 'intervals' && chance(random, 0.08))
    if (indoors) drafts[i] = onTreadmill(draft)
  }

  // A ride on a free weekday every few weeks.
  if (!taper && chance(random, 0.2)) {
    const used = new Set(drafts.map((draft) => draft.weekday))
    const free = [3, 5, 6, 1].find((day) => !used.has(day))
    if (free !== undefined) drafts.push(ride(free, random))
  }
  return drafts
}

function toSession(
  draft: Draft,
  index: number,
  week: WeekPlan,
  dateIso: string,
  dayOffset: number,
  random: Random,
  routeRandom: Random
): PlannedSession {
  const targetDistanceMeters = Math.round(stepsDistance(draft.steps))
  return {
    index,
    weekIndex: week.weekIndex,
    weekday: draft.weekday,
    dayOffset,
    dateIso,
    startLocalTime: startTimeFor(draft, random),
    sport: draft.sport,
    type: draft.type,
    name: draft.name,
    targetDistanceMeters,
    targetDurationSeconds: Math.round(stepsDuration(draft.steps)),
    targetPaceSecPerKm: Math.round(draft.targetPaceSecPerKm * 10) / 10,
    steps: draft.steps.map((step) => ({
      ...step,
      paceSecPerKm: Math.round(step.paceSecPerKm * 10) / 10,
    })),
    vdot: week.vdot,
    route:
      draft.sport === 'ride'
        ? RIDE_ROUTE_BASE + integer(routeRandom, 0, RIDE_ROUTES - 1)
        : integer(routeRandom, 0, RUN_ROUTES - 1),
    ...(draft.raceDistanceMeters ? { raceDistanceMeters: draft.raceDistanceMeters } : {}),
  }
}

/** Turns week plans into dated sessions, dropping those after the end date. */
function datedSessions(
  plans: WeekPlan[],
  endDateIso: string,
  seed: number,
  buildWeek: (week: WeekPlan, weekSeed: number) => Draft[]
): PlannedSession[] {
  const endDay = dayNumber(endDateIso)
  const lastSunday = dayNumber(weekEndingSunday(endDateIso))
  const sessions: PlannedSession[] = []
  let index = 0
  for (const week of plans) {
    const weekSeed = hashSeed('week', seed, week.weekIndex)
    const drafts = buildWeek(week, weekSeed).sort((a, b) => a.weekday - b.weekday)
    const timeRandom = mulberry32(hashSeed('times', weekSeed))
    const routeRandom = mulberry32(hashSeed('routes', weekSeed))
    const monday = lastSunday - 7 * (plans.length - 1 - week.weekIndex) - 6
    for (const draft of drafts) {
      const day = monday + draft.weekday - 1
      const session = toSession(
        draft,
        index++,
        week,
        isoFromDay(day),
        day - endDay,
        timeRandom,
        routeRandom
      )
      if (day <= endDay) sessions.push(session)
    }
  }
  return sessions
}

/**
 * Two years (by default) of an amateur's training: 4–6 runs a week, volume ramping from about
 * 30 to 60 km with cutback weeks, a half marathon and a marathon block with tapers, a few
 * 5K/10K races, two sick spells, occasional treadmill runs and rides, VDOT improving slowly.
 */
export function generateTrainingHistory(input: TrainingHistoryInput): PlannedSession[] {
  const weeks = input.weeks ?? 104
  if (!Number.isInteger(weeks) || weeks < 1)
    throw new RangeError('weeks must be a positive integer')
  const plans = planWeeks(weeks, input.seed, input.athlete)
  return datedSessions(plans, input.endDateIso, input.seed, planWeekSessions)
}

/** Short sessions for tests and quick seeds: 5 a week, 20–60 minutes each. */
function fixtureWeekSessions(week: WeekPlan, weekSeed: number): Draft[] {
  const random = mulberry32(weekSeed)
  const paces = pacesFor(week.vdot, random)
  const k = week.weekIndex
  const tuesday = intervals(2, 25, paces, random, k, true)
  const wednesday = easyRun(3, uniform(random, 5, 6.5), paces, random)
  const thursday = tempo(4, 25, paces, random, 0, 0, true)
  const saturday =
    k % 3 === 2 ? ride(6, random, 40) : easyRun(6, uniform(random, 5, 6), paces, random)
  const sunday = longRun(7, uniform(random, 8.5, 9.5), paces, random)
  return [tuesday, k % 3 === 1 ? onTreadmill(wednesday) : wednesday, thursday, saturday, sunday]
}

export function generateFixtureHistory(input: {
  endDateIso: string
  weeks?: number
  seed: number
  athlete?: SimulatedAthlete
}): PlannedSession[] {
  const weeks = input.weeks ?? 3
  const athlete = input.athlete ?? FIXTURE_ATHLETE
  const plans: WeekPlan[] = Array.from({ length: weeks }, (_, k) => ({
    weekIndex: k,
    kind: 'base',
    block: null,
    weeksToGoal: null,
    volumeKm: 30,
    vdot: athlete.vdotStart + ((athlete.vdotEnd - athlete.vdotStart) * k) / Math.max(1, weeks - 1),
  }))
  return datedSessions(
    plans,
    input.endDateIso,
    hashSeed('fixture', input.seed),
    fixtureWeekSessions
  )
}
