/*
 * The rows of held-out set 5's returning, beginner and plan_done athletes (athletes.ts has the
 * helpers, tri and taper), created through the models and actions.
 */
import { DateTime } from 'luxon'
import CreatePlan from '#actions/plans/create_plan'
import { addDays } from '#domain/calendar'
import { METERS_PER_MILE } from '#domain/units'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { days, shoe, store, storeEfforts, type Spec } from '#tests/coach_eval/held_out_5/athletes'

const MI = METERS_PER_MILE

/** `returning`: miles, fourteen months of running, six weeks injured until three weeks ago. */
export async function createReturning(todayIso: string) {
  const athlete = await createCoachAthlete({
    weeks: 0,
    todayIso,
    units: 'imperial',
    coachTone: 'encouraging',
  })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    trainingDays: [2, 4, 6, 7],
    longRunDay: 6,
    raceDistanceMeters: 10000,
    raceDurationSeconds: 2838,
    raceDate: DateTime.fromISO('2026-09-19'),
  })
  await athlete.profile.save()
  const kayano = await shoe(userId, 'Asics Gel-Kayano 31', 40_000, 1_100_000, true)
  const specs: Spec[] = []
  days('2025-11-01', addDays(todayIso, -1), (date, wd, r) => {
    if (date >= '2026-10-31' && date <= '2026-12-11') return
    const back = date >= '2026-12-12'
    if (date === '2026-09-19')
      return specs.push({
        date,
        sport: 'run',
        name: 'Harvest 10K',
        meters: 10000,
        seconds: 2838,
        load: 125,
        hr: 175,
        race: true,
        gearId: kayano.id,
      })
    const mile = (n: number, secPerMile: number, name: string, load: number, hr = 140) =>
      specs.push({
        date,
        sport: 'run',
        name,
        meters: (Math.round(n * 100) / 100) * MI,
        seconds: (Math.round(n * 100) / 100) * secPerMile,
        load,
        hr,
        gearId: date >= '2026-06-01' ? kayano.id : null,
      })
    if (back) {
      if (wd === 2 || wd === 4 || wd === 6) mile(2 + r * 1.5, 620 + r * 30, 'Comeback jog', 25)
      return
    }
    if (wd === 2) mile(4 + r * 2, 590 + r * 30, 'Easy miles', 45)
    if (wd === 4) mile(5 + r * 2, 500 + r * 20, 'Tempo', 80, 162)
    if (wd === 6) mile(9 + r * 4, 600 + r * 30, 'Long run', 110)
    if (wd === 7) mile(3 + r, 640, 'Recovery shuffle', 25)
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Harvest 10K')
  )
  return { athlete, planId: null }
}

/** `beginner`: three weeks of short runs and walk-runs, a first 5 km (its efforts stored), a 5 km
 * plan starting in nine days. */
export async function createBeginner(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'encouraging' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    experience: 'beginner',
    trainingDays: [2, 4, 6],
    longRunDay: 6,
    raceDistanceMeters: 5000,
    raceDurationSeconds: 34 * 60 + 10,
    raceDate: DateTime.fromISO('2026-12-26'),
    restingHr: 62,
    maxHr: 186,
    lthr: 165,
  })
  await athlete.profile.save()
  const specs: Spec[] = []
  days('2026-12-13', addDays(todayIso, -1), (date, wd, r) => {
    if (date === '2026-12-26')
      return specs.push({
        date,
        sport: 'run',
        name: 'First 5k',
        meters: 5000,
        seconds: 2050,
        load: 55,
        hr: 176,
      })
    if (wd === 1 || wd === 3)
      specs.push({
        date,
        sport: 'run',
        name: wd === 1 ? 'Walk-run' : 'Short run',
        meters: 2500 + r * 1500,
        seconds: (2500 + r * 1500) * (wd === 1 ? 0.5 : 0.43),
        load: 25,
        hr: 150,
      })
    if (wd === 6 && date !== '2026-12-26')
      specs.push({
        date,
        sport: 'walk',
        name: 'Saturday walk',
        meters: 5000 + r * 2000,
        seconds: (5000 + r * 2000) * 0.72,
        load: 15,
        hr: 110,
      })
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'First 5k')
  )
  const plan = await new CreatePlan().handle({
    userId,
    todayIso,
    raceDistanceMeters: 5000,
    raceDate: '2027-03-07',
    availableDays: [2, 4, 6],
    longRunDay: 6,
    currentWeeklyMeters: 9_000,
    experience: 'beginner',
    startDate: '2027-01-12',
  })
  return { athlete, planId: plan.plan.id }
}

/** `plan_done`: a half-marathon plan whose race was last Sunday, a long history, shoes. */
export async function createPlanDone(todayIso: string) {
  const athlete = await createCoachAthlete({ weeks: 0, todayIso, coachTone: 'direct' })
  const userId = athlete.user.id
  Object.assign(athlete.profile, {
    trainingDays: [1, 3, 4, 6, 7],
    longRunDay: 7,
    raceDate: DateTime.fromISO('2026-11-08'),
  })
  await athlete.profile.save()
  const ride = await shoe(userId, 'Saucony Ride 17', 0, 1_200_000, true)
  const racer = await shoe(userId, 'Adidas Adios Pro 4', 0, 400_000, false)
  const planStart = '2026-10-05'
  const plan = await new CreatePlan().handle({
    userId,
    todayIso: addDays(planStart, -1),
    raceDistanceMeters: 21097.5,
    raceDate: '2026-12-27',
    availableDays: [1, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 45_000,
    startDate: planStart,
  })
  const specs: Spec[] = []
  days('2025-07-01', addDays(todayIso, -1), (date, wd, r) => {
    if (date === '2026-12-27')
      return specs.push({
        date,
        sport: 'run',
        name: 'Winter Half Marathon',
        meters: 21097.5,
        seconds: 5478,
        load: 200,
        hr: 171,
        race: true,
        gearId: racer.id,
      })
    if (date > '2026-12-27') {
      if (wd === 3 || wd === 6)
        specs.push({
          date,
          sport: 'run',
          name: 'Recovery jog',
          meters: 5000 + r * 1000,
          seconds: (5000 + r * 1000) * 0.36,
          load: 30,
          gearId: ride.id,
        })
      return
    }
    const kind =
      wd === 1
        ? { name: 'Easy', km: 7, spk: 0.34, load: 45 }
        : wd === 3
          ? { name: 'Intervals', km: 10, spk: 0.285, load: 95 }
          : wd === 4
            ? { name: 'Easy', km: 8, spk: 0.335, load: 50 }
            : wd === 7
              ? { name: 'Long run', km: 17, spk: 0.33, load: 130 }
              : null
    if (!kind) return
    const meters = (kind.km + r * 4) * 1000
    specs.push({
      date,
      sport: 'run',
      name: kind.name,
      meters,
      seconds: meters * kind.spk,
      load: kind.load + r * 15,
      gearId: date < '2026-07-01' ? null : kind.name === 'Intervals' ? racer.id : ride.id,
    })
  })
  const created = await store(userId, specs, todayIso)
  await storeEfforts(
    userId,
    created.filter((a) => a.name === 'Winter Half Marathon')
  )
  return { athlete, planId: plan.plan.id }
}
