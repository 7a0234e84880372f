/*
 * Synthetic FIT files for the uploads, encoded by the app's own encoder
 * from the build (build/app/domain/files/fit_encode.js).
 */
import { zipSync } from 'fflate'

export async function fitEncoder(buildDir) {
  const { encodeFitActivity } = await import(`${buildDir}app/domain/files/fit_encode.js`)
  /** A steady 10-minute run, 3 m/s, 150 bpm, starting `startTime` (ISO, UTC). */
  return function fit(startTime, serialNumber) {
    const time = []
    const distance = []
    const heartRate = []
    const lat = []
    const lng = []
    const altitude = []
    for (let t = 0; t <= 600; t++) {
      time.push(t)
      distance.push(3 * t)
      heartRate.push(150)
      lat.push(45.75 + (3 * t) / 111_195)
      lng.push(4.85)
      altitude.push(170)
    }
    const run = {
      format: 'fit',
      sport: 'run',
      startTime,
      streams: { time, distance, heartRate, lat, lng, altitude },
      laps: [],
      totals: {},
    }
    return Buffer.from(encodeFitActivity(run, { serialNumber }))
  }
}

export function zipOf(files) {
  return Buffer.from(zipSync(files))
}
