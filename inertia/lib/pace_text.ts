import {
  formatPace,
  NOT_A_VALUE,
  paceUnit,
  speedMpsToSecPerKm,
  type UnitSystem,
} from '#domain/units'

/** A time over a distance as a pace with its unit: "5:12 /km". */
export function paceText(durationSeconds: number, distanceMeters: number, units: UnitSystem) {
  return `${formatPace((durationSeconds / distanceMeters) * 1000, units)} ${paceUnit(units)}`
}

/** An average speed as a pace with its unit, or a dash when nothing moved. */
export function averagePaceText(speedMps: number, units: UnitSystem) {
  if (!(speedMps > 0)) return NOT_A_VALUE
  return `${formatPace(speedMpsToSecPerKm(speedMps), units)} ${paceUnit(units)}`
}
