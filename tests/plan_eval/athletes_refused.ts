/* Held-out plan evaluation: athletes a coach refuses (tests/plan_eval/athletes.ts). */
import {
  APR5,
  HALF,
  JAN4,
  KM,
  MAR1,
  MARATHON,
  MAY3,
  athlete,
  days,
  saturdayAfter,
  sundayAfter,
  type EvalAthlete,
} from '#tests/plan_eval/athlete_kit'

export const refusals: EvalAthlete[] = [
  athlete(
    'marathon_3km_7wk',
    'impossible: marathon from 3 km/week in 7 weeks',
    '45 km peak unreachable',
    MAR1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(MAR1, 7),
      currentWeeklyMeters: 3 * KM,
      experience: 'beginner',
      ageYears: 30,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'half_6km_5wk',
    'impossible: half from 6 km/week in 5 weeks',
    '30 km peak unreachable',
    APR5,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(APR5, 5),
      currentWeeklyMeters: 6 * KM,
      longestRecentRunMeters: 4 * KM,
      experience: 'beginner',
      ageYears: 25,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'ultra100_from_40_6wk',
    'impossible: 100 km from 40 km/week in 6 weeks',
    '70 km peak + taper',
    MAY3,
    {
      raceDistanceMeters: 100000,
      raceDateIso: saturdayAfter(MAY3, 6),
      currentWeeklyMeters: 40 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(1, 2, 4, 6, 7),
      longRunDay: 6,
      vdot: 45,
      ageYears: 38,
    },
    { refuse: 'too_soon' }
  ),
  athlete(
    'marathon_2days',
    'marathon on 2 days a week',
    'marathon needs ≥ 3 days (brief)',
    JAN4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JAN4, 20),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 20 * KM,
      availableDays: days(3, 7),
      vdot: 44,
      ageYears: 35,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'half_1day',
    'half on 1 day a week',
    'half needs ≥ 3 days (brief)',
    MAR1,
    {
      raceDistanceMeters: HALF,
      raceDateIso: sundayAfter(MAR1, 16),
      currentWeeklyMeters: 20 * KM,
      longestRecentRunMeters: 12 * KM,
      availableDays: days(7),
      ageYears: 42,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'tenk_1day',
    '10K on 1 day a week',
    '10K needs ≥ 2 days (brief)',
    APR5,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(APR5, 12),
      currentWeeklyMeters: 12 * KM,
      availableDays: days(6),
      longRunDay: 6,
      experience: 'beginner',
      ageYears: 33,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'ultra50_3days',
    'ultra on 3 days',
    'ultra needs ≥ 4 days (brief)',
    MAR1,
    {
      raceDistanceMeters: 50000,
      raceDateIso: sundayAfter(MAR1, 20),
      currentWeeklyMeters: 60 * KM,
      longestRecentRunMeters: 28 * KM,
      availableDays: days(2, 4, 7),
      experience: 'advanced',
      vdot: 50,
      ageYears: 41,
    },
    { refuse: 'too_few_days' }
  ),
  athlete(
    'beginner_120',
    'contradiction: beginner at 120 km/week',
    'beginner > 60 km/week',
    JAN4,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(JAN4, 20),
      currentWeeklyMeters: 120 * KM,
      longestRecentRunMeters: 30 * KM,
      availableDays: days(1, 2, 3, 4, 5, 6, 7),
      experience: 'beginner',
      ageYears: 28,
    },
    { refuse: 'contradiction', field: 'experience' }
  ),
  athlete(
    'longest30_at_8',
    'contradiction: longest run 30 km at 8 km/week',
    '30 > max(16, 18) km',
    MAR1,
    {
      raceDistanceMeters: 10000,
      raceDateIso: sundayAfter(MAR1, 20),
      currentWeeklyMeters: 8 * KM,
      longestRecentRunMeters: 30 * KM,
      experience: 'beginner',
      ageYears: 39,
    },
    { refuse: 'contradiction', field: 'longestRecentRunMeters' }
  ),
  athlete(
    'advanced_at_10km',
    'contradiction: advanced at 10 km/week',
    'advanced < 15 km/week',
    MAY3,
    {
      raceDistanceMeters: 5000,
      raceDateIso: sundayAfter(MAY3, 20),
      currentWeeklyMeters: 10 * KM,
      longestRecentRunMeters: 8 * KM,
      experience: 'advanced',
      vdot: 48,
      ageYears: 44,
    },
    { refuse: 'contradiction', field: 'experience' }
  ),
  athlete(
    'junior_marathon_16',
    'age 16 wanting a marathon',
    'marathon under 18 not advised',
    MAR1,
    {
      raceDistanceMeters: MARATHON,
      raceDateIso: sundayAfter(MAR1, 20),
      currentWeeklyMeters: 45 * KM,
      longestRecentRunMeters: 18 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      vdot: 52,
      ageYears: 16,
    },
    { refuse: 'not_advised' }
  ),
  athlete(
    'junior_ultra_17',
    'age 17 wanting a 50 km ultra',
    'ultra under 18 not advised',
    APR5,
    {
      raceDistanceMeters: 50000,
      raceDateIso: sundayAfter(APR5, 24),
      currentWeeklyMeters: 60 * KM,
      longestRecentRunMeters: 25 * KM,
      availableDays: days(1, 2, 4, 5, 7),
      experience: 'advanced',
      vdot: 55,
      ageYears: 17,
    },
    { refuse: 'not_advised' }
  ),
]
