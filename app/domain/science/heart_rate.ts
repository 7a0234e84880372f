/**
 * Heart-rate helpers that need no recording. Heart rates are bpm.
 */

/**
 * Estimated maximum heart rate when none was measured.
 * Tanaka H, Monahan KD, Seals DR. Age-predicted maximal heart rate revisited.
 * J Am Coll Cardiol 2001;37(1):153-156: HRmax = 208 - 0.7 * age.
 */
export function tanakaMaxHr(ageYears: number): number {
  return Math.round(208 - 0.7 * ageYears)
}

/**
 * Whole years between a birth date and a day, both as ISO dates (yyyy-mm-dd).
 * `todayIso` is passed in: domain code never reads the clock.
 */
export function ageInYears(birthDateIso: string, todayIso: string): number {
  const [by, bm, bd] = birthDateIso.split('-').map(Number)
  const [ty, tm, td] = todayIso.split('-').map(Number)
  let age = ty - by
  if (tm < bm || (tm === bm && td < bd)) age -= 1
  return age
}
