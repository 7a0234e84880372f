/*
 * Records a planned session second by second, as a GPS watch with a heart-rate strap would:
 * pace follows the workout's steps (with hills, accelerations and noise), heart rate lags
 * behind the effort and drifts on long efforts, laps are auto-laps (1 km running, 5 km on the
 * bike) or one lap per workout step for interval sessions.
 *
 * Heart rate at steady state follows the oxygen cost of the (grade-adjusted) speed as a share
 * of VDOT (Daniels & Gilbert 1979): threshold effort (88 % of VDOT, Daniels' T pace) sits at
 * LTHR, and the heart-rate reserve scales linearly with the share (Swain et al. 1994,
 * %HRR ≈ %VO2R). Pure: no I/O, no clock; randomness from a seeded PRNG.
 */
import { DateTime } from 'luxon'
import type { ActivityLap, ParsedActivity } from '#domain/files/activity_file'
import { oxygenCost } from '#domain/science/vdot'
import { ar1, chance, gaussian, hashSeed, mulberry32, uniform } from '#database/demo/prng'
import { buildRoute, terrainFor, toLatLng, type Route } from '#database/demo/routes'
import type { PlannedSession, SimulatedAthlete, WorkoutStep } from '#database/demo/types'

/** Daniels' T pace is run at 88 % of VDOT (see TRAINING_PACE_FRACTIONS.threshold). */
const THRESHOLD_VDOT_FRACTION = 0.88
const RUN_LAP_METERS = 1000
const RIDE_LAP_METERS = 5000
/** A run never lasts longer than this many seconds beyond its plan (guards the loop). */
const MAX_OVERRUN = 1.6

interface Pause {
  atMeters: number
  seconds: number
  /** Auto-pause: the watch stops recording (a gap in `time`). Otherwise it records standing. */
  auto: boolean
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** Local date and HH:MM in a time zone → ISO 8601 UTC with milliseconds. */
export function localStartToUtcIso(dateIso: string, localTime: string, timeZone: string): string {
  const local = DateTime.fromISO(`${dateIso}T${localTime}`, { zone: timeZone })
  if (!local.isValid)
    throw new RangeError(`Invalid local start ${dateIso}T${localTime} ${timeZone}`)
  return local.toUTC().toISO()!
}

/**
 * Moves an activity by whole days, keeping its local wall-clock start time in `timeZone`
 * (so a 07:00 run stays at 07:00 across daylight-saving changes). Streams and laps are
 * relative to the start and need no change.
 */
export function shiftActivityDays(
  activity: ParsedActivity,
  days: number,
  timeZone: string
): ParsedActivity {
  if (days === 0) return activity
  const start = DateTime.fromISO(activity.startTime, { zone: 'utc' }).setZone(timeZone)
  return { ...activity, startTime: start.plus({ days }).toUTC().toISO()! }
}

function stepSpeed(step: WorkoutStep): number {
  return 1000 / step.paceSecPerKm
}

function planPauses(session: PlannedSession, random: () => number): Pause[] {
  if (session.type === 'race' || session.sport === 'treadmill') return []
  const ride = session.sport === 'ride'
  const count = ride
    ? Math.floor(uniform(random, 0, 3.5))
    : chance(random, 0.35)
      ? chance(random, 0.3)
        ? 2
        : 1
      : 0
  const pauses: Pause[] = []
  for (let i = 0; i < count; i++) {
    const auto = ride || chance(random, 0.5)
    pauses.push({
      atMeters: session.targetDistanceMeters * uniform(random, 0.12, 0.88),
      seconds: Math.round(auto ? uniform(random, 20, 120) : uniform(random, 10, 45)),
      auto,
    })
  }
  return pauses.sort((a, b) => a.atMeters - b.atMeters)
}

/** Steady-state heart rate for a running speed (m/s) on a grade, before drift. */
function runningHeartRate(
  athlete: SimulatedAthlete,
  vdot: number,
  speed: number,
  grade: number
): number {
  // Uphill costs ~3.3 % more per 1 % of grade; downhill gives back about half of that.
  const gradeFactor = grade > 0 ? 1 + 3.3 * grade : 1 + 1.8 * grade
  const metersPerMinute = Math.max(0, speed * gradeFactor * 60)
  const share = Math.max(0.12, oxygenCost(metersPerMinute) / vdot)
  return athlete.restingHr + (athlete.lthr - athlete.restingHr) * (share / THRESHOLD_VDOT_FRACTION)
}

/** Steady-state heart rate on the bike: endurance effort, harder on climbs. */
function ridingHeartRate(athlete: SimulatedAthlete, effort: number, grade: number): number {
  const share = Math.min(1.02, Math.max(0.35, effort + 3 * grade))
  return athlete.restingHr + (athlete.lthr - athlete.restingHr) * share
}

interface Recorder {
  time: number[]
  distance: number[]
  heartRate: number[]
  cadence: number[]
  speed: number[]
  altitude: number[]
  lat: number[]
  lng: number[]
}

/**
 * One activity at 1 Hz for a planned session. `seed` is the history's seed: the streams
 * depend on it and the session's index, not on its date, so a history moved by whole weeks
 * records the same streams.
 */
export function simulateActivity(
  session: PlannedSession,
  athlete: SimulatedAthlete,
  seed: number
): ParsedActivity {
  const random = mulberry32(hashSeed('activity', seed, session.index))
  const ride = session.sport === 'ride'
  const indoor = session.sport === 'treadmill'
  const route: Route | null = indoor
    ? null
    : buildRoute(
        athlete,
        terrainFor(athlete),
        session.route,
        Math.max(1000, session.targetDistanceMeters),
        ride ? 5 : 2
      )

  const paceNoise = ar1(random, indoor ? 0.004 : ride ? 0.04 : 0.022, 0.97)
  const hrNoise = ar1(random, 1.1, 0.85)
  const cadenceNoise = ar1(random, 1.3, 0.8)
  const gpsX = ar1(random, 1.6, 0.97)
  const gpsY = ar1(random, 1.6, 0.97)
  const baroNoise = ar1(random, 0.3, 0.99)
  const dayHrOffset = gaussian(random) * 2.5 + (indoor ? 3 : 0)
  const dayCadenceOffset = gaussian(random) * 2.5
  const rideEffort = uniform(random, 0.68, 0.78)
  const pauses = planPauses(session, random)
  const race = session.type === 'race'
  const longEffort = session.type === 'long' || race
  const perStepLaps =
    session.steps.some((step) => step.kind === 'work') && !race && session.type !== 'long'

  const out: Recorder = {
    time: [],
    distance: [],
    heartRate: [],
    cadence: [],
    speed: [],
    altitude: [],
    lat: [],
    lng: [],
  }
  const laps: ActivityLap[] = []

  let t = 0
  let distance = 0
  let speed = stepSpeed(session.steps[0]) * 0.5
  let heartRate = athlete.restingHr + uniform(random, 15, 30)
  let movingSeconds = 0
  let stepIndex = 0
  let stepStartMoving = 0
  let stepStartDistance = 0
  let pauseIndex = 0
  let lapStartTime = 0
  let lapStartDistance = 0
  let beltSpeed = speed
  const plannedSeconds = Math.max(60, session.targetDurationSeconds)

  const closeLap = () => {
    if (t <= lapStartTime) return
    laps.push({
      startSeconds: lapStartTime,
      elapsedSeconds: t - lapStartTime,
      distanceMeters: round(distance - lapStartDistance, 2),
    })
    lapStartTime = t
    lapStartDistance = distance
  }

  const record = (moving: boolean, grade: number, routeAt: number) => {
    // Cardiac drift: about 0.07 bpm per minute after the first 15, at most 12 bpm.
    const drift = Math.min(12, (0.07 * Math.max(0, movingSeconds - 900)) / 60)
    const hr = Math.min(
      athlete.maxHr,
      Math.max(athlete.restingHr, Math.round(nearMax(heartRate + hrNoise() + drift)))
    )
    out.time.push(t)
    out.distance.push(round(distance, 2))
    out.heartRate.push(hr)
    out.speed.push(round(moving ? speed : 0, 3))
    let cadence = 0
    if (moving) {
      cadence = ride
        ? Math.min(
            105,
            Math.max(65, 86 + dayCadenceOffset - (grade > 0.03 ? 7 : 0) + cadenceNoise())
          )
        : Math.min(185, Math.max(160, 166 + 7 * (speed - 2.8) + dayCadenceOffset + cadenceNoise()))
      if (ride && grade < -0.04 && speed > 9) cadence = 0
    }
    out.cadence.push(Math.round(cadence))
    if (route) {
      const i = Math.min(route.x.length - 2, Math.floor(routeAt))
      const f = routeAt - i
      const x = route.x[i] + (route.x[i + 1] - route.x[i]) * f + gpsX()
      const y = route.y[i] + (route.y[i + 1] - route.y[i]) * f + gpsY()
      const { lat, lng } = toLatLng(athlete, x, y)
      out.lat.push(round(lat, 7))
      out.lng.push(round(lng, 7))
      const altitude = route.altitude[i] + (route.altitude[i + 1] - route.altitude[i]) * f
      out.altitude.push(Math.round((altitude + baroNoise()) * 5) / 5)
    }
  }

  const routePosition = (meters: number) => {
    if (!route) return { at: 0, grade: 0 }
    const along = (meters % route.lengthMeters) / route.spacingMeters
    const at = Math.min(route.x.length - 1.000001, along)
    return { at, grade: route.grade[Math.round(at)] }
  }

  const heartRateTarget = (moving: boolean, grade: number) => {
    if (!moving) return athlete.restingHr + 22
    return (
      (ride
        ? ridingHeartRate(athlete, rideEffort, grade)
        : runningHeartRate(athlete, session.vdot, speed, grade)) + dayHrOffset
    )
  }

  // Heart rate flattens out as it nears max: the last 10 bpm take all-out efforts.
  const knee = athlete.maxHr - 10
  const nearMax = (hr: number) => (hr <= knee ? hr : knee + 9 * Math.tanh((hr - knee) / 9))

  const updateHeartRate = (target: number) => {
    const tau = target > heartRate ? 28 : 45
    heartRate += (target - heartRate) * (1 - Math.exp(-1 / tau))
  }

  record(true, 0, 0)
  while (stepIndex < session.steps.length && t < plannedSeconds * MAX_OVERRUN) {
    const step = session.steps[stepIndex]
    const { grade } = routePosition(distance)

    // Target speed for this second.
    let target = stepSpeed(step)
    if (t < 90 && stepIndex === 0) target *= 0.88 + (0.12 * t) / 90
    if (!indoor) {
      target *= ride
        ? Math.min(1.45, Math.max(0.45, 1 - 7 * grade))
        : Math.min(1.08, Math.max(0.75, 1 - 2.8 * grade))
    }
    if (longEffort && !ride) {
      const done = distance / Math.max(1, session.targetDistanceMeters)
      target *= 1 - 0.06 * Math.max(0, done - 0.7) * (session.targetDistanceMeters > 30_000 ? 2 : 1)
    }
    if (race) {
      const done = distance / Math.max(1, session.targetDistanceMeters)
      if (done < 0.05) target *= 1.02
      if (done > 0.95) target *= 1.03
    }
    target *= 1 + paceNoise()

    if (indoor) {
      // The belt moves in 0.1 km/h steps and changes at about 0.4 m/s².
      const belt = Math.round((stepSpeed(step) * 3.6) / 0.1) * (0.1 / 3.6)
      beltSpeed += Math.max(-0.4, Math.min(0.4, belt - beltSpeed))
      speed = beltSpeed * (1 + paceNoise())
    } else {
      const tau = ride ? 6 : step.kind === 'work' ? 3 : 5
      speed += (target - speed) * (1 - Math.exp(-1 / tau))
    }
    speed = Math.max(0.5, speed)

    updateHeartRate(heartRateTarget(true, grade))
    distance += speed
    t += 1
    movingSeconds += 1
    const next = routePosition(distance)
    record(true, next.grade, next.at)

    // Auto-lap.
    const lapMeters = ride ? RIDE_LAP_METERS : RUN_LAP_METERS
    if (!perStepLaps && distance - lapStartDistance >= lapMeters) closeLap()

    // A stop: traffic lights, a shoelace, a drink.
    const pause = pauses[pauseIndex]
    if (pause && distance >= pause.atMeters) {
      pauseIndex++
      for (let s = 0; s < pause.seconds; s++) {
        updateHeartRate(heartRateTarget(false, 0))
        t += 1
        if (!pause.auto) {
          speed = 0
          record(false, 0, next.at)
        }
      }
      // Off again from a standstill (after an auto-pause the watch resumes on the move).
      speed = 0.8
    }

    // Step done?
    const finished =
      step.distanceMeters !== undefined
        ? distance - stepStartDistance >= step.distanceMeters
        : movingSeconds - stepStartMoving >= (step.durationSeconds ?? 0)
    if (finished) {
      stepIndex++
      stepStartMoving = movingSeconds
      stepStartDistance = distance
      if (perStepLaps) closeLap()
    }
  }
  closeLap()

  const streams: ParsedActivity['streams'] = {
    time: out.time,
    distance: out.distance,
    heartRate: out.heartRate,
    cadence: out.cadence,
    speed: out.speed,
  }
  if (route) {
    streams.lat = out.lat
    streams.lng = out.lng
    streams.altitude = out.altitude
  }
  const pausedAuto = pauses
    .filter((p) => p.auto && p.atMeters <= distance)
    .reduce((s, p) => s + p.seconds, 0)
  return {
    format: 'fit',
    sport: session.sport,
    startTime: localStartToUtcIso(session.dateIso, session.startLocalTime, athlete.timeZone),
    name: session.name,
    streams,
    laps,
    totals: {
      distanceMeters: round(distance, 2),
      elapsedSeconds: t,
      movingSeconds: t - pausedAuto,
    },
  }
}
