import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  feetToMeters,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  formatWeight,
  kilogramsToPounds,
  kilometersToMiles,
  kmhToSpeedMps,
  metersToFeet,
  metersToMiles,
  milesToKilometers,
  milesToMeters,
  mphToSpeedMps,
  paceUnit,
  parseDurationSeconds,
  poundsToKilograms,
  secPerKmToSecPerMile,
  secPerKmToSpeedMps,
  secPerMileToSecPerKm,
  speedMpsToKmh,
  speedMpsToMph,
  speedMpsToSecPerKm,
} from '#domain/units'

const relativelyEqual = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))
const positive = fc.double({ min: 1e-3, max: 1e6, noNaN: true })

test.group('Unit conversion', () => {
  test('uses the exact 1959 definitions', ({ assert }) => {
    assert.equal(milesToMeters(1), 1609.344)
    assert.equal(feetToMeters(1), 0.3048)
    assert.equal(poundsToKilograms(1), 0.45359237)
    assert.closeTo(metersToMiles(42195), 26.21875, 1e-5)
    assert.closeTo(metersToFeet(1000), 3280.84, 0.01)
    assert.closeTo(speedMpsToKmh(5), 18, 1e-12)
    assert.closeTo(speedMpsToMph(milesToMeters(10) / 3600), 10, 1e-12)
    assert.closeTo(speedMpsToSecPerKm(4), 250, 1e-12)
    assert.closeTo(secPerKmToSecPerMile(300), 482.8032, 1e-9)
  })

  test('round trips within 1e-9', () => {
    fc.assert(
      fc.property(positive, (x) => {
        return (
          relativelyEqual(milesToKilometers(kilometersToMiles(x)), x) &&
          relativelyEqual(milesToMeters(metersToMiles(x)), x) &&
          relativelyEqual(secPerMileToSecPerKm(secPerKmToSecPerMile(x)), x) &&
          relativelyEqual(secPerKmToSpeedMps(speedMpsToSecPerKm(x)), x) &&
          relativelyEqual(kmhToSpeedMps(speedMpsToKmh(x)), x) &&
          relativelyEqual(mphToSpeedMps(speedMpsToMph(x)), x) &&
          relativelyEqual(feetToMeters(metersToFeet(x)), x) &&
          relativelyEqual(poundsToKilograms(kilogramsToPounds(x)), x)
        )
      }),
      { numRuns: 200 }
    )
  })
})

test.group('Formatting', () => {
  test('durations: h:mm:ss from an hour, m:ss below', ({ assert }) => {
    assert.equal(formatDuration(0), '0:00')
    assert.equal(formatDuration(58.4), '0:58')
    assert.equal(formatDuration(2481), '41:21')
    assert.equal(formatDuration(3599.6), '1:00:00')
    assert.equal(formatDuration(11449), '3:10:49')
    assert.equal(formatDuration(-75), '-1:15')
    assert.equal(formatDuration(-0.2), '0:00')
    assert.equal(formatDuration(Number.NaN), '—')
  })

  test('parses h:mm:ss, m:ss and seconds', ({ assert }) => {
    assert.equal(parseDurationSeconds('3:10:49'), 11449)
    assert.equal(parseDurationSeconds('41:21'), 2481)
    assert.equal(parseDurationSeconds(' 75 '), 75)
    assert.equal(parseDurationSeconds('41:21.5'), 2481.5)
    assert.isNull(parseDurationSeconds('4:61'))
    assert.isNull(parseDurationSeconds('1:2:3:4'))
    assert.isNull(parseDurationSeconds(''))
    assert.isNull(parseDurationSeconds('-5'))
    assert.isNull(parseDurationSeconds('1.5:00'))
  })

  test('paces per km or per mile', ({ assert }) => {
    assert.equal(formatPace(271), '4:31')
    assert.equal(formatPace(271, 'imperial'), '7:16')
    assert.equal(formatPace(299.6), '5:00')
    assert.equal(formatPace(Infinity), '—')
    assert.equal(paceUnit('metric'), '/km')
    assert.equal(paceUnit('imperial'), '/mi')
  })

  test('distance, speed, elevation and weight', ({ assert }) => {
    assert.equal(formatDistance(10000), '10.00 km')
    assert.equal(formatDistance(10000, 'imperial'), '6.21 mi')
    assert.equal(formatDistance(42195, 'metric', 1), '42.2 km')
    assert.equal(formatSpeed(10 / 3), '12.0 km/h')
    assert.equal(formatSpeed(mphToSpeedMps(7.5), 'imperial'), '7.5 mph')
    assert.equal(formatElevation(120), '120 m')
    assert.equal(formatElevation(120, 'imperial'), '394 ft')
    assert.equal(formatWeight(70), '70.0 kg')
    assert.equal(formatWeight(70, 'imperial'), '154.3 lb')
  })
})
