/*
 * The rows of held-out set 6's miler, novice and rpe_only athletes (athletes.ts has the helpers,
 * trail and masters), created through the models and actions.
 */
import { DateTime } from 'luxon'
import CreatePlan from '#actions/plans/create_plan'
import { addDays } from '#domain/calendar'
import { METERS_PER_MILE } from '#domain/units'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { days, shoe, store, storeEfforts, type Spec } from '#tests/coach_eval/held_out_6/athletes'

const MI = METERS_PER_MILE

/** `miler`: miles, LTHR, a marathon plan mid-build, doubles, one pair past its limit. */
export async function createMiler(todayIso: string) {
  const athlete = await createCoachAthlete({
    weeks: 0,
    todayIso,
    units: 'imperial',
    coachTone: 'direct',
  })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    lthr: 171,
    maxHr: 191,
    restingHr: 45,
    hrZoneModel: 'lthr',
    trainingDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    raceDistanceMeters: 21097.5,
    raceDurationSeconds: 5385,
    raceDate: DateTime.fromISO('2027-02-20'),
  })
  await athlete.profile.save()
  const adrenaline = await shoe(userId, 'Brooks Adrenaline GTS 24', 500_000, 800_000, true)
  const speed = await shoe(userId, 'Saucony Endorphin Speed 4', 0, 640_000, false)
  const specs: Spec[] = []
  days('2026-10-01', addDays(todayIso, -1), (date, wd, r) => {
    if (date === '2027-02-20')
      return specs.push({
        date,
        sport: 'run',
        name: 'Presidents Day Half',
        meters: 21097.5,
        seconds: 5385,
        load: 190,
        hr: 172,
        race: true,
        gearId: speed.id,
      })
    const mile = (n: number, spm: number, name: string, load: number, hr: number, hour = 6) =>
      specs.push({
        date,
        sport: 'run',
        name,
        meters: (Math.round(n * 100) / 100) * MI,
        seconds: (Math.round(n * 100) / 100) * spm,
        load,
        hr,
        hour,
        gearId:
          name === 'Tempo' || name === 'Track 800s'
            ? date >= '2027-02-01'
              ? speed.id
              : null
            : date >= '2027-01-15'
              ? adrenaline.id
              : null,
      })
    if (wd === 2) mile(7 + r * 2, 430 + r * 20, 'Track 800s', 95, 165)
    if (wd === 2 && r > 0.4) mile(3 + r, 560, 'PM double', 20, 132, 18)
    if (wd === 3) mile(6 + r * 2, 520 + r * 25, 'Easy miles', 55, 138)
    if (wd === 4) mile(8 + r * 2, 445 + r * 15, 'Tempo', 100, 164)
    if (wd === 4 && r < 0.5) mile(3 + r, 565, 'PM double', 20, 130, 18)
    if (wd === 6) mile(5 + r * 2, 530 + r * 20, 'Shakeout', 40, 136)
    if (wd === 7) mile(13 + r * 7, 505 + r * 25, 'Long run', 150 + r * 40, 148)
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Presidents Day Half')
  )
  return { athlete, planId: await milerPlan(userId) }
}

/** The miler's marathon plan, generated the day before its first week (Monday 2027-02-01). */
async function milerPlan(userId: number) {
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: '2027-01-31',
    raceDistanceMeters: 42195,
    raceDate: '2027-06-06',
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 68_000,
    longestRecentRunMeters: 30_000,
    startDate: '2027-02-01',
  })
  return plan.plan.id
}

/** `novice`: two weeks of walk-runs, no race, no best efforts, no plan. */
export async function createNovice(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'encouraging' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    experience: 'beginner',
    trainingDays: [1, 3, 6],
    longRunDay: 6,
    raceDistanceMeters: null,
    raceDurationSeconds: null,
    raceDate: null,
    restingHr: 66,
    maxHr: 184,
    lthr: null,
    hrZoneModel: 'max',
    weightKg: 84,
  })
  await athlete.profile.save()
  const specs: Spec[] = []
  days('2027-03-17', addDays(todayIso, -1), (date, wd, r) => {
    if (wd === 1 || wd === 3)
      specs.push({
        date,
        sport: 'run',
        name: wd === 1 ? 'Walk-run 1 min / 2 min' : 'Walk-run 2 min / 1 min',
        meters: 2800 + r * 1000,
        seconds: (2800 + r * 1000) * (wd === 1 ? 0.56 : 0.52),
        load: 25,
        hr: 148,
      })
    if (wd === 6)
      specs.push({
        date,
        sport: 'run',
        name: 'Saturday walk-run',
        meters: 3800 + r * 800,
        seconds: (3800 + r * 800) * 0.55,
        load: 32,
        hr: 146,
      })
    if (wd === 7)
      specs.push({
        date,
        sport: 'walk',
        name: 'Sunday walk',
        meters: 5000 + r * 1500,
        seconds: (5000 + r * 1500) * 0.7,
        load: 12,
        hr: 108,
      })
  })
  await store(userId, specs, todayIso)
  return { athlete, planId: null }
}

/** `rpe_only`: treadmill and manual entries with perceived effort, an illness break, a
 * half-marathon plan that starts in three weeks. */
export async function createRpeOnly(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'direct' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    lthr: null,
    maxHr: null,
    restingHr: null,
    trainingDays: [2, 4, 6],
    longRunDay: 6,
    raceDistanceMeters: 10000,
    raceDurationSeconds: 3150,
    raceDate: DateTime.fromISO('2026-11-29'),
  })
  await athlete.profile.save()
  const specs: Spec[] = []
  days('2026-11-02', addDays(todayIso, -1), (date, wd, r) => {
    if (date >= '2027-03-08' && date <= '2027-03-19') return
    const back = date > '2027-03-19'
    const entry = (
      sport: 'run' | 'treadmill',
      name: string,
      km: number,
      spk: number,
      rpe: number
    ) =>
      specs.push({
        date,
        sport,
        name,
        meters: km * 1000,
        seconds: km * spk,
        load: rpe * km * spk * 0.0018,
        hr: null,
        rpe,
        gps: false,
        source: sport === 'treadmill' ? 'file' : 'manual',
      })
    if (wd === 2)
      entry(
        'treadmill',
        'Treadmill intervals',
        back ? 5 : 7 + r * 2,
        320 + r * 15,
        back ? 5 : 7 + Math.round(r)
      )
    if (wd === 4)
      entry('run', 'Easy run (manual)', back ? 4 : 6 + r * 2, 370 + r * 20, back ? 3 : 4)
    if (wd === 6)
      entry('run', 'Long run (manual)', back ? 7 : 12 + r * 4, 380 + r * 20, back ? 4 : 6)
  })
  await store(userId, specs, todayIso)
  const plan = await new CreatePlan().handle({
    userId,
    todayIso,
    raceDistanceMeters: 21097.5,
    raceDate: '2027-07-17',
    availableDays: [2, 4, 6],
    longRunDay: 6,
    currentWeeklyMeters: 24_000,
    startDate: '2027-04-21',
  })
  return { athlete, planId: plan.plan.id }
}
