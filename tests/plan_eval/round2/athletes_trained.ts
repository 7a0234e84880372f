/*
 * Round 2: trained runners (tests/plan_eval/round2/athletes.ts): 5K to marathon at 18-130
 * km/week, masters and veterans, juniors, goals out of reach and easy, Saturday and mid-week
 * races, plans starting mid-week, with and without HR zones.
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
import {
  AUG2,
  FEB1,
  HR_ZONES_OLDER,
  JUL5,
  OCT4,
  SEP6,
  hms,
  startOn,
  wednesdayAfter,
} from '#tests/plan_eval/round2/kit'

export const tenKsAndHalves: EvalAthlete[] = [
  athlete(
    'r2_10k_55_goal_easy',
    '10K, 6 days, goal within reach',
    'VDOT 52 predicts 39:58; 41:30 is 4 % slower',
    FEB1,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(FEB1, 10),
      goalSeconds: hms(0, 41, 30),
      currentWeeklyMeters: 55 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      vdot: 52,
      ageYears: 34,
    },
    plan({ goalInReach: true })
  ),
  athlete(
    'r2_10k_68_advanced_sat',
    '10K, advanced, Saturday race',
    '68 km on 6 days, 14 weeks, Daniels-style 10K block',
    JUL5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: saturdayAfter(JUL5, 14),
      currentWeeklyMeters: 68 * KM,
      longestRecentRunMeters: 20 * KM,
      availableDays: days(1, 2, 3, 4, 6, 7),
      experience: 'advanced',
      vdot: 58,
      ageYears: 28,
    },
    plan()
  ),
  athlete(
    'r2_10k_wednesday_race',
    '10K on a Wednesday',
    'a mid-week evening 10K, 50 km on 5 days, 9 weeks',
    MAR1,
    {
      raceDistanceMeters: 10000,
      raceDateIso: wednesdayAfter(MAR1, 9),
      currentWeeklyMeters: 50 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(1, 2, 4, 6, 7),
      vdot: 48,
      ageYears: 42,
    },
    plan()
  ),
  athlete(
    'r2_half_40_friday_start',
    'half, 4 days, plan starting on a Friday',
    '40 km on 4 days, 12 weeks after a Friday start',
    startOn(OCT4, 4),
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(OCT4, 12),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(2, 4, 6, 7),
      vdot: 44,
      ageYears: 39,
    },
    plan()
  ),
  athlete(
    'r2_half_88_out_of_reach',
    'half, advanced, goal out of reach',
    'VDOT 62 predicts 1:15:57; 1:11:00 is 6.5 % faster',
    JAN4,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(JAN4, 16),
      goalSeconds: hms(1, 11, 0),
      currentWeeklyMeters: 88 * KM,
      longestRecentRunMeters: 24 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      experience: 'advanced',
      vdot: 62,
      ageYears: 29,
    },
    plan({ outOfReach: true })
  ),
  athlete(
    'r2_half_3days_30',
    'half on 3 days',
    '30 km on 3 days, 14 weeks',
    APR5,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(APR5, 14),
      currentWeeklyMeters: 30 * KM,
      longestRecentRunMeters: 14 * KM,
      availableDays: days(2, 4, 7),
      ageYears: 47,
    },
    plan()
  ),
  athlete(
    'r2_half_masters_61_hr',
    'half, masters, HR zones',
    '45 km on 5 days, age 61, steps carry HR ranges',
    MAY3,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAY3, 12),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 17 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 42,
      hrZones: HR_ZONES_OLDER,
      ageYears: 61,
    },
    plan()
  ),
  athlete(
    'r2_half_veteran_66_sat',
    'half, veteran, Saturday race',
    '40 km on 4 days, age 66, 14 weeks',
    AUG2,
    {
      raceDistanceMeters: HALF,
      raceDateIso: saturdayAfter(AUG2, 14),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 16 * KM,
      availableDays: days(1, 3, 4, 6),
      longRunDay: 6,
      vdot: 40,
      ageYears: 66,
    },
    plan()
  ),
  athlete(
    'r2_10k_veteran_76',
    '10K, veteran',
    '25 km on 4 days, age 76, 12 weeks',
    JUN7,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(JUN7, 12),
      currentWeeklyMeters: 25 * KM,
      longestRecentRunMeters: 9 * KM,
      availableDays: days(1, 3, 5, 7),
      vdot: 34,
      ageYears: 76,
    },
    plan()
  ),
  athlete(
    'r2_5k_veteran_80',
    '5K, veteran',
    '18 km on 3 days, age 80, 10 weeks',
    SEP6,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(SEP6, 10),
      currentWeeklyMeters: 18 * KM,
      longestRecentRunMeters: 6 * KM,
      availableDays: days(2, 4, 7),
      ageYears: 80,
    },
    plan()
  ),
  athlete(
    'r2_5k_junior_17',
    '5K, junior',
    'a 17-year-old at 40 km on 5 days, 10 weeks',
    APR5,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(APR5, 10),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 12 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 56,
      ageYears: 17,
    },
    plan()
  ),
  athlete(
    'r2_10k_junior_17_hr',
    '10K, junior, HR zones',
    'a 17-year-old at 35 km on 5 days, 12 weeks',
    JUL5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(JUL5, 12),
      currentWeeklyMeters: 35 * KM,
      longestRecentRunMeters: 11 * KM,
      availableDays: days(1, 3, 4, 6, 7),
      hrZones: HR_ZONES,
      ageYears: 17,
    },
    plan()
  ),
]

export const marathons: EvalAthlete[] = [
  athlete(
    'r2_marathon_55_18wk',
    'marathon, 5 days',
    '55 km on 5 days, 18 weeks: P&D 18/55 territory',
    JAN4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JAN4, 18),
      currentWeeklyMeters: 55 * KM,
      longestRecentRunMeters: 22 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 45,
      ageYears: 36,
    },
    plan({ notCompressed: true })
  ),
  athlete(
    'r2_marathon_75_hr',
    'marathon, 6 days, HR zones',
    '75 km on 6 days, 18 weeks, steps carry HR ranges',
    FEB1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(FEB1, 18),
      currentWeeklyMeters: 75 * KM,
      longestRecentRunMeters: 26 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      vdot: 50,
      hrZones: HR_ZONES,
      ageYears: 41,
    },
    plan()
  ),
  athlete(
    'r2_marathon_98_goal_easy',
    'marathon, advanced, goal within reach',
    'VDOT 58 predicts 2:48:09; 2:58:00 is 6 % slower',
    MAR1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(MAR1, 20),
      goalSeconds: hms(2, 58, 0),
      currentWeeklyMeters: 98 * KM,
      longestRecentRunMeters: 30 * KM,
      availableDays: days(1, 2, 3, 4, 5, 7),
      experience: 'advanced',
      vdot: 58,
      ageYears: 33,
    },
    plan({ goalInReach: true })
  ),
  athlete(
    'r2_marathon_118_doubles',
    'marathon, 118 km/week, doubles',
    '118 km on 7 days: weeks over 110 km carry an easy double',
    MAY3,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(MAY3, 18),
      currentWeeklyMeters: 118 * KM,
      longestRecentRunMeters: 32 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6, 7),
      experience: 'advanced',
      vdot: 63,
      ageYears: 30,
    },
    plan()
  ),
  athlete(
    'r2_marathon_130_sat',
    'marathon, 130 km/week, Saturday race',
    '130 km on 7 days, 16 weeks, sub-elite',
    AUG2,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: saturdayAfter(AUG2, 16),
      currentWeeklyMeters: 130 * KM,
      longestRecentRunMeters: 34 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6, 7),
      longRunDay: 6,
      experience: 'advanced',
      vdot: 67,
      ageYears: 27,
    },
    plan()
  ),
  athlete(
    'r2_marathon_4days_48',
    'marathon on 4 days',
    '48 km on 4 days, 18 weeks',
    OCT4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(OCT4, 18),
      currentWeeklyMeters: 48 * KM,
      longestRecentRunMeters: 20 * KM,
      availableDays: days(2, 4, 6, 7),
      vdot: 43,
      ageYears: 44,
    },
    plan()
  ),
  athlete(
    'r2_marathon_3days_38',
    'marathon on 3 days',
    '38 km on 3 days, 20 weeks (FIRST-style 3 runs a week)',
    JUN7,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JUN7, 20),
      currentWeeklyMeters: 38 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(2, 4, 7),
      vdot: 41,
      ageYears: 35,
    },
    plan()
  ),
  athlete(
    'r2_marathon_out_of_reach',
    'marathon, goal out of reach',
    'VDOT 45 predicts 3:28:16; 3:05:00 is 11 % faster',
    JUL5,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JUL5, 18),
      goalSeconds: hms(3, 5, 0),
      currentWeeklyMeters: 62 * KM,
      longestRecentRunMeters: 24 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 45,
      ageYears: 40,
    },
    plan({ outOfReach: true })
  ),
  athlete(
    'r2_marathon_masters_56',
    'marathon, masters',
    '65 km on 5 days, age 56, 18 weeks',
    SEP6,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(SEP6, 18),
      currentWeeklyMeters: 65 * KM,
      longestRecentRunMeters: 24 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 47,
      ageYears: 56,
    },
    plan()
  ),
  athlete(
    'r2_marathon_veteran_71',
    'marathon, veteran, plan starting on a Thursday',
    '50 km on 5 days, age 71, 20 weeks after a Thursday start',
    startOn(JAN4, 3),
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JAN4, 20),
      currentWeeklyMeters: 50 * KM,
      longestRecentRunMeters: 21 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 38,
      ageYears: 71,
    },
    plan()
  ),
]
