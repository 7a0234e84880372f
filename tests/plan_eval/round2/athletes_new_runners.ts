/*
 * Round 2: first races of beginners, and fit athletes with a short preparation
 * (tests/plan_eval/round2/athletes.ts). All get a plan: a coach would not refuse them.
 */
import {
  APR5,
  HALF,
  HR_ZONES,
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
import { AUG2, FEB1, JUL5, OCT4, SEP6, startOn } from '#tests/plan_eval/round2/kit'

export const beginners: EvalAthlete[] = [
  athlete(
    'r2_first5k_zero_9wk',
    'first 5K from nothing',
    'Couch-to-5K: 9 weeks of run/walk on 3 days from no running',
    FEB1,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(FEB1, 9),
      currentWeeklyMeters: 0,
      availableDays: days(1, 3, 6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 41,
    },
    plan()
  ),
  athlete(
    'r2_first5k_3km_6wk',
    'first 5K, 6 weeks from 3 km/week',
    'a run/walk 5K finish in 6 weeks on 3 days',
    JUL5,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(JUL5, 6),
      currentWeeklyMeters: 3 * KM,
      longestRecentRunMeters: 2 * KM,
      availableDays: days(2, 5, 7),
      experience: 'beginner',
      ageYears: 26,
    },
    plan()
  ),
  athlete(
    'r2_first5k_12km_8wk',
    'first 5K, Higdon novice',
    'Higdon novice 5K: 8 weeks, runs 20-30 min already, 4 days',
    SEP6,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(SEP6, 8),
      currentWeeklyMeters: 12 * KM,
      longestRecentRunMeters: 4 * KM,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      ageYears: 33,
    },
    plan()
  ),
  athlete(
    'r2_first5k_15km_2days_58',
    'first 5K, 2 days, masters',
    '15 km on 2 days, 14 weeks: two runs a week carry a 5K',
    OCT4,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(OCT4, 14),
      currentWeeklyMeters: 15 * KM,
      longestRecentRunMeters: 7 * KM,
      availableDays: days(3, 7),
      experience: 'beginner',
      ageYears: 58,
    },
    plan()
  ),
  athlete(
    'r2_first5k_7km_thursday',
    'first 5K, plan starting on a Thursday',
    '7 km on 4 days, 11 weeks from a Thursday: a partial first week',
    startOn(FEB1, 3),
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(FEB1, 11),
      currentWeeklyMeters: 7 * KM,
      longestRecentRunMeters: 3 * KM,
      availableDays: days(2, 4, 6, 7),
      experience: 'beginner',
      ageYears: 19,
    },
    plan()
  ),
  athlete(
    'r2_first5k_veteran_67',
    'first 5K, veteran',
    '10 km on 3 days, 7 weeks, age 67: gentle, few hard days',
    MAY3,
    {
      raceDistanceMeters: 5000,
      raceDateIso: saturdayAfter(MAY3, 7),
      currentWeeklyMeters: 10 * KM,
      longestRecentRunMeters: 4 * KM,
      availableDays: days(1, 3, 6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 67,
    },
    plan()
  ),
  athlete(
    'r2_first10k_10km_12wk',
    'first 10K',
    '10 km/week on 3 days to a 10K in 12 weeks',
    JAN4,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(JAN4, 12),
      currentWeeklyMeters: 10 * KM,
      longestRecentRunMeters: 5 * KM,
      availableDays: days(2, 4, 7),
      experience: 'beginner',
      ageYears: 29,
    },
    plan()
  ),
  athlete(
    'r2_first10k_16km_8wk_sat',
    'first 10K, Saturday race',
    'Higdon novice 10K is 8 weeks from ~15 km/week',
    AUG2,
    {
      raceDistanceMeters: 10000,
      raceDateIso: saturdayAfter(AUG2, 8),
      currentWeeklyMeters: 16 * KM,
      longestRecentRunMeters: 7 * KM,
      availableDays: days(1, 3, 4, 6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 38,
    },
    plan()
  ),
  athlete(
    'r2_first10k_20km_hr',
    'first 10K, HR zones',
    '20 km on 4 days, 10 weeks, steps carry HR ranges',
    APR5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(APR5, 10),
      currentWeeklyMeters: 20 * KM,
      longestRecentRunMeters: 8 * KM,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      hrZones: HR_ZONES,
      ageYears: 45,
    },
    plan()
  ),
  athlete(
    'r2_firsthalf_15km_14wk',
    'first half, 3 days',
    '15 km on 3 days to a half in 14 weeks',
    MAR1,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAR1, 14),
      currentWeeklyMeters: 15 * KM,
      longestRecentRunMeters: 7 * KM,
      availableDays: days(2, 4, 7),
      experience: 'beginner',
      ageYears: 31,
    },
    plan()
  ),
  athlete(
    'r2_firsthalf_22km_12wk',
    'first half, Higdon novice',
    'Higdon novice half: 12 weeks from 16-24 km/week, 4 days',
    JUN7,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(JUN7, 12),
      currentWeeklyMeters: 22 * KM,
      longestRecentRunMeters: 9 * KM,
      availableDays: days(2, 4, 6, 7),
      experience: 'beginner',
      ageYears: 48,
    },
    plan()
  ),
  athlete(
    'r2_firsthalf_25km_wednesday',
    'first half, plan starting on a Wednesday',
    '25 km on 4 days, 10 weeks from a Wednesday',
    startOn(SEP6, 2),
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(SEP6, 10),
      currentWeeklyMeters: 25 * KM,
      longestRecentRunMeters: 10 * KM,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      ageYears: 36,
    },
    plan()
  ),
  athlete(
    'r2_firstmarathon_25km_20wk',
    'first marathon',
    '25 km on 4 days, 20 weeks: Higdon novice 1 plus a base month',
    JAN4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JAN4, 20),
      currentWeeklyMeters: 25 * KM,
      longestRecentRunMeters: 12 * KM,
      availableDays: days(2, 4, 6, 7),
      experience: 'beginner',
      ageYears: 34,
    },
    plan({ notCompressed: true })
  ),
  athlete(
    'r2_firstmarathon_30km_18wk_sat',
    'first marathon, Saturday race',
    '30 km on 5 days, 18 weeks: Higdon novice length',
    MAR1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: saturdayAfter(MAR1, 18),
      currentWeeklyMeters: 30 * KM,
      longestRecentRunMeters: 14 * KM,
      availableDays: days(1, 2, 4, 5, 6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 44,
    },
    plan({ notCompressed: true })
  ),
  athlete(
    'r2_firstmarathon_35km_16wk',
    'first marathon',
    '35 km on 4 days, 16 weeks',
    JUN7,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JUN7, 16),
      currentWeeklyMeters: 35 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(1, 3, 5, 7),
      experience: 'beginner',
      ageYears: 27,
    },
    plan()
  ),
]

export const shortPreparations: EvalAthlete[] = [
  athlete(
    'r2_fit_half_4wk_55',
    'fit, half in 4 weeks',
    '55 km/week, 18 km long runs: sharpen and taper',
    MAY3,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAY3, 4),
      currentWeeklyMeters: 55 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 48,
      ageYears: 37,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_half_5wk_70_sat',
    'fit, half in 5 weeks, Saturday race',
    '70 km/week, 22 km long runs, advanced',
    AUG2,
    {
      raceDistanceMeters: HALF,
      raceDateIso: saturdayAfter(AUG2, 5),
      currentWeeklyMeters: 70 * KM,
      longestRecentRunMeters: 22 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6),
      longRunDay: 6,
      experience: 'advanced',
      vdot: 55,
      ageYears: 30,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_half_5wk_45_masters',
    'fit, half in 5 weeks, masters',
    '45 km on 4 days, 15 km long runs, age 50',
    OCT4,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(OCT4, 5),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 15 * KM,
      availableDays: days(2, 4, 6, 7),
      vdot: 44,
      ageYears: 50,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_10k_3wk_40',
    'fit, 10K in 3 weeks',
    '40 km/week: two weeks of sharpening and a race week',
    JUL5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(JUL5, 3),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 14 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 46,
      ageYears: 33,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_10k_4wk_wednesday',
    'fit, 10K in 4 weeks from a Wednesday',
    '40 km/week, the plan starts on a Wednesday',
    startOn(FEB1, 2),
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(FEB1, 4),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 13 * KM,
      availableDays: days(1, 3, 4, 6, 7),
      ageYears: 28,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_marathon_8wk_80',
    'fit, marathon in 8 weeks',
    '80 km/week and a 28 km long run: sharpen and a 2-3 week taper',
    SEP6,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(SEP6, 8),
      currentWeeklyMeters: 80 * KM,
      longestRecentRunMeters: 28 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      experience: 'advanced',
      vdot: 52,
      ageYears: 39,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_marathon_10wk_60',
    'fit, marathon in 10 weeks',
    '60 km on 5 days and a 25 km long run',
    APR5,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(APR5, 10),
      currentWeeklyMeters: 60 * KM,
      longestRecentRunMeters: 25 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 46,
      ageYears: 45,
    },
    plan({ compressed: true })
  ),
  athlete(
    'r2_fit_marathon_9wk_90_sat',
    'fit, marathon in 9 weeks, Saturday race',
    '90 km on 6 days and a 30 km long run',
    JUN7,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: saturdayAfter(JUN7, 9),
      currentWeeklyMeters: 90 * KM,
      longestRecentRunMeters: 30 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6),
      longRunDay: 6,
      experience: 'advanced',
      vdot: 57,
      ageYears: 31,
    },
    plan({ compressed: true })
  ),
]
