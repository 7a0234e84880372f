/*
 * Round 2 (tests/plan_eval/round2/athletes.ts): returners after 1, 4, 5 and 10 weeks off, custom
 * distances (15K, 10 miles, 30K), ultras (50K, 60K), and the athletes a coach refuses, each with
 * the expected code.
 */
import {
  APR5,
  HALF,
  JAN4,
  JUN7,
  KM,
  MAR1,
  MARATHON,
  MAY3,
  athlete,
  days,
  plan,
  saturdayAfter,
  sundayAfter,
  type EvalAthlete,
} from '#tests/plan_eval/athlete_kit'
import { AUG2, FEB1, JUL5, OCT4, SEP6, TEN_MILES, startOn } from '#tests/plan_eval/round2/kit'

export const returnersAndOthers: EvalAthlete[] = [
  athlete(
    'r2_returner_1wk_half',
    'back after 1 week off',
    'a week off costs almost nothing (Daniels): no returner caution, VDOT kept',
    MAR1,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAR1, 12),
      currentWeeklyMeters: 50 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 49,
      ageYears: 32,
      timeOffWeeks: 1,
    },
    plan()
  ),
  athlete(
    'r2_returner_4wk_marathon',
    'back after 4 weeks off',
    'was at 45 km and VDOT 50; marathon in 20 weeks',
    APR5,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(APR5, 20),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 20 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 50,
      ageYears: 38,
      timeOffWeeks: 4,
    },
    plan()
  ),
  athlete(
    'r2_returner_5wk_10k_masters',
    'back after 5 weeks off, masters',
    'was at 40 km and VDOT 47, age 52; 10K in 12 weeks',
    JUL5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(JUL5, 12),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 14 * KM,
      availableDays: days(1, 3, 5, 7),
      vdot: 47,
      ageYears: 52,
      timeOffWeeks: 5,
    },
    plan()
  ),
  athlete(
    'r2_returner_10wk_half',
    'back after 10 weeks off',
    'was at 35 km and VDOT 44; half in 18 weeks',
    FEB1,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(FEB1, 18),
      currentWeeklyMeters: 35 * KM,
      longestRecentRunMeters: 15 * KM,
      availableDays: days(2, 4, 6, 7),
      vdot: 44,
      ageYears: 43,
      timeOffWeeks: 10,
    },
    plan()
  ),
  athlete(
    'r2_custom_15k',
    'custom distance 15K',
    '45 km on 5 days, 10 weeks to a 15 km road race',
    MAY3,
    {
      raceDistanceMeters: 15000,
      raceDateIso: sundayAfter(MAY3, 10),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 50,
      ageYears: 37,
    },
    plan()
  ),
  athlete(
    'r2_custom_10_miles_thursday',
    'custom distance 10 miles, plan starting on a Thursday',
    '40 km on 4 days, 12 weeks after a Thursday start',
    startOn(AUG2, 3),
    {
      raceDistanceMeters: TEN_MILES,
      raceDateIso: sundayAfter(AUG2, 12),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 15 * KM,
      availableDays: days(1, 3, 5, 7),
      vdot: 46,
      ageYears: 46,
    },
    plan()
  ),
  athlete(
    'r2_custom_30k',
    'custom distance 30K',
    '60 km on 5 days, 14 weeks to a 30 km race',
    OCT4,
    {
      raceDistanceMeters: 30000,
      raceDateIso: sundayAfter(OCT4, 14),
      currentWeeklyMeters: 60 * KM,
      longestRecentRunMeters: 24 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 48,
      ageYears: 40,
    },
    plan()
  ),
  athlete(
    'r2_ultra_50k_sat',
    'ultra 50K, Saturday race',
    '70 km on 5 days, 20 weeks, advanced',
    JAN4,
    {
      raceDistanceMeters: 50000,
      raceDateIso: saturdayAfter(JAN4, 20),
      currentWeeklyMeters: 70 * KM,
      longestRecentRunMeters: 30 * KM,
      availableDays: days(1, 2, 4, 5, 6),
      longRunDay: 6,
      experience: 'advanced',
      vdot: 50,
      ageYears: 42,
    },
    plan()
  ),
  athlete(
    'r2_ultra_60k',
    'ultra 60K',
    '80 km on 6 days, 22 weeks, advanced',
    MAR1,
    {
      raceDistanceMeters: 60000,
      raceDateIso: sundayAfter(MAR1, 22),
      currentWeeklyMeters: 80 * KM,
      longestRecentRunMeters: 32 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      experience: 'advanced',
      vdot: 52,
      ageYears: 36,
    },
    plan()
  ),
]

export const refusals: EvalAthlete[] = [
  athlete(
    'r2_refuse_marathon_6km_10wk',
    'too soon: marathon from 6 km/week in 10 weeks',
    'a first marathon from 6 km/week needs well over 12 weeks',
    FEB1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(FEB1, 10),
      currentWeeklyMeters: 6 * KM,
      longestRecentRunMeters: 4 * KM,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      ageYears: 32,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'r2_refuse_marathon_zero_8wk',
    'too soon: marathon from nothing in 8 weeks',
    'no running at all, 8 weeks to a marathon',
    JUL5,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JUL5, 8),
      currentWeeklyMeters: 0,
      availableDays: days(2, 4, 6, 7),
      experience: 'beginner',
      ageYears: 24,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'r2_refuse_marathon_10km_11wk',
    'too soon: marathon from 10 km/week in 11 weeks',
    '10 km/week cannot reach a marathon build in 11 weeks',
    SEP6,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: saturdayAfter(SEP6, 11),
      currentWeeklyMeters: 10 * KM,
      longestRecentRunMeters: 6 * KM,
      availableDays: days(1, 2, 4, 6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 45,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'r2_refuse_half_zero_4wk',
    'too soon: half from nothing in 4 weeks',
    'no running, 4 weeks to 21 km',
    APR5,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(APR5, 4),
      currentWeeklyMeters: 0,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      ageYears: 30,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'r2_refuse_marathon_1day',
    'too few days: marathon on 1 day a week',
    'one run a week cannot carry a marathon',
    OCT4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(OCT4, 20),
      currentWeeklyMeters: 30 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(7),
      ageYears: 37,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'r2_refuse_marathon_2days_sat',
    'too few days: marathon on 2 days, Saturday race',
    'two runs a week cannot carry a marathon build',
    AUG2,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: saturdayAfter(AUG2, 18),
      currentWeeklyMeters: 55 * KM,
      longestRecentRunMeters: 24 * KM,
      availableDays: days(3, 6),
      longRunDay: 6,
      vdot: 47,
      ageYears: 39,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'r2_refuse_beginner_100km',
    'contradiction: beginner at 100 km/week',
    'nobody running 100 km a week is a beginner: ask, do not reshape',
    MAR1,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAR1, 14),
      currentWeeklyMeters: 100 * KM,
      longestRecentRunMeters: 26 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6, 7),
      experience: 'beginner',
      ageYears: 31,
    },
    { refuse: 'contradiction', field: 'experience' }
  ),
  athlete(
    'r2_refuse_longest35_at_15km',
    'contradiction: longest run 35 km at 15 km/week',
    'a recent 35 km run is more than twice the whole week; a half in 16 weeks is otherwise fine',
    JUN7,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(JUN7, 16),
      currentWeeklyMeters: 15 * KM,
      longestRecentRunMeters: 35 * KM,
      availableDays: days(2, 4, 6, 7),
      ageYears: 43,
    },
    { refuse: 'contradiction', field: 'longestRecentRunMeters' }
  ),
  athlete(
    'r2_refuse_junior_marathon_15',
    'not advised: marathon at 15',
    'a marathon is not advised under 18',
    APR5,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(APR5, 20),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 50,
      ageYears: 15,
    },
    { refuse: 'not_advised' }
  ),
]
