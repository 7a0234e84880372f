import { readFileSync } from 'node:fs'
import type { ParsedActivity, Sport } from '#domain/files/activity_file'

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../../fixtures/files/${name}`, import.meta.url)))
}

export const utf8 = (text: string) => new TextEncoder().encode(text)

/**
 * A synthetic 1 Hz run with round numbers: 3 m/s heading north-east from Munich, HR 140-159,
 * 172 steps/min, 250 W, altitude 500 m ± 20 m, laps every 600 s.
 */
export function syntheticActivity(seconds = 1800, sport: Sport = 'run'): ParsedActivity {
  const time: number[] = []
  const distance: number[] = []
  const heartRate: number[] = []
  const altitude: number[] = []
  const lat: number[] = []
  const lng: number[] = []
  const cadence: number[] = []
  const power: number[] = []
  const speed: number[] = []
  for (let i = 0; i <= seconds; i++) {
    time.push(i)
    distance.push(3 * i)
    heartRate.push(140 + (i % 20))
    altitude.push(500 + Math.round(Math.sin(i / 100) * 20 * 5) / 5)
    lat.push(48.1371 + i * 1.9e-5)
    lng.push(11.5754 + i * 1.3e-5)
    cadence.push(sport === 'ride' ? 90 : 172 + (i % 2))
    power.push(250)
    speed.push(3)
  }
  const laps = []
  for (let start = 0; start < seconds; start += 600) {
    const elapsed = Math.min(600, seconds - start)
    laps.push({ startSeconds: start, elapsedSeconds: elapsed, distanceMeters: 3 * elapsed })
  }
  return {
    format: 'fit',
    sport,
    startTime: '2026-03-01T07:15:00.000Z',
    streams: { time, distance, heartRate, altitude, lat, lng, cadence, power, speed },
    laps,
    totals: { distanceMeters: 3 * seconds, elapsedSeconds: seconds, movingSeconds: seconds - 30 },
  }
}
