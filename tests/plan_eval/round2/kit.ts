/*
 * Round 2's dates and helpers, beside round 1's kit (tests/plan_eval/athlete_kit.ts). Round 2
 * starts on other Mondays of 2027 than round 1, and some plans start mid-week.
 */
import { addDays } from '#domain/calendar'

/** Mondays of 2027 that round 1 does not start on. */
export const FEB1 = '2027-02-01'
export const JUL5 = '2027-07-05'
export const AUG2 = '2027-08-02'
export const SEP6 = '2027-09-06'
export const OCT4 = '2027-10-04'

/** 10 miles in metres. */
export const TEN_MILES = 16093.4

/** The Wednesday of the N-th week after a Monday (a mid-week race). */
export function wednesdayAfter(mondayIso: string, weeks: number) {
  return addDays(mondayIso, 7 * weeks - 5)
}

/** A start `offset` days after a Monday (2 = Wednesday, 3 = Thursday, 4 = Friday). */
export function startOn(mondayIso: string, offset: number) {
  return addDays(mondayIso, offset)
}

/** h:mm:ss in seconds. */
export function hms(hours: number, minutes: number, seconds = 0) {
  return hours * 3600 + minutes * 60 + seconds
}

/** HR zones of an older athlete (lower maximum). */
export const HR_ZONES_OLDER = [
  { name: 'Z1', min: 90, max: 118 },
  { name: 'Z2', min: 118, max: 132 },
  { name: 'Z3', min: 132, max: 143 },
  { name: 'Z4', min: 143, max: 153 },
  { name: 'Z5', min: 153, max: null },
]
