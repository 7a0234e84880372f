/*
 * Synthetic activity streams with known answers, for the activity analysis tests. Not a spec
 * file: imported by them. Deterministic (seeded pseudo-random noise).
 */
import type { ActivityStreams, ParsedActivity, Sport } from '#domain/files/activity_file'
import type { AthleteContext } from '#domain/activities/analysis_types'
import { mulberry32 as seededRandom } from '#database/demo/prng'

export { seededRandom }

// Box–Muller transform (Box & Muller 1958): a standard normal sample from two uniforms.
export function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

export function activityOf(streams: ActivityStreams, sport: Sport = 'run'): ParsedActivity {
  return {
    format: 'fit',
    sport,
    startTime: '2026-03-01T07:15:00.000Z',
    streams,
    laps: [],
    totals: {},
  }
}

export const NO_ATHLETE: AthleteContext = {
  sex: null,
  restingHr: null,
  maxHr: null,
  lthr: null,
  thresholdPaceSecPerKm: null,
  hrZones: null,
}

/** A run with every channel at 1 Hz: 3 m/s with noise, rolling hills, GPS heading north-east. */
export function longRun(seconds: number, seed = 1): ActivityStreams {
  const random = seededRandom(seed)
  const normal = gaussian(random)
  const n = seconds + 1
  const streams: Required<ActivityStreams> = {
    time: [],
    distance: [],
    heartRate: [],
    altitude: [],
    lat: [],
    lng: [],
    cadence: [],
    power: [],
    speed: [],
  }
  let distance = 0
  for (let i = 0; i < n; i++) {
    const speed = 3 + 0.3 * Math.sin(i / 300) + 0.1 * normal()
    if (i > 0) distance += speed
    streams.time.push(i)
    streams.distance.push(distance)
    streams.speed.push(speed)
    streams.heartRate.push(Math.round(140 + 10 * Math.sin(i / 500) + 2 * normal()))
    streams.altitude.push(100 + 20 * Math.sin(distance / 2000) + 0.5 * normal())
    streams.lat.push(48.8566 + (distance / 111_195) * Math.SQRT1_2)
    streams.lng.push(2.3522 + (distance / 73_000) * Math.SQRT1_2)
    streams.cadence.push(Math.round(172 + 3 * normal()))
    streams.power.push(Math.round(250 + 15 * normal()))
  }
  return streams
}
