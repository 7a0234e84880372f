import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import { SeedDemoHistory } from '#database/demo/seed_demo_history'
import { athleteToday } from '#services/athlete_today'

/**
 * Development data: a demo athlete and an admin, both with the password
 * `pacewise`, and the athlete's training: two years of generated FIT files
 * (a few short weeks in tests) imported like uploads, with the shoes worn over
 * them (database/demo/gear_rotation.ts, given with the history).
 * With DEMO_HISTORY=background the history is left to `node ace demo:import`.
 * Never runs in production. Safe to run again.
 */
export default class MainSeeder extends BaseSeeder {
  static environment = ['development', 'testing']

  async run() {
    const verifiedAt = DateTime.fromISO('2024-11-01T08:00:00Z')
    const [athlete, admin] = await User.updateOrCreateMany('email', [
      {
        email: 'athlete@pacewise.test',
        fullName: 'Demo Athlete',
        password: 'pacewise',
        role: 'user',
        emailVerifiedAt: verifiedAt,
      },
      {
        email: 'admin@pacewise.test',
        fullName: 'Pacewise Admin',
        password: 'pacewise',
        role: 'admin',
        emailVerifiedAt: verifiedAt,
      },
    ])

    await AthleteProfile.updateOrCreate(
      { userId: athlete.id },
      {
        userId: athlete.id,
        birthDate: DateTime.fromISO('1990-04-12'),
        sex: 'male',
        weightKg: 70,
        heightMeters: 1.78,
        restingHr: 48,
        maxHr: 188,
        lthr: 168,
        thresholdSpeedMps: 1000 / 245, // 4:05 per km
        thresholdPowerWatts: 290,
        raceDistanceMeters: 10000,
        raceDurationSeconds: 42 * 60 + 30,
        raceDate: DateTime.fromISO('2026-10-11'),
        experience: 'intermediate',
        hrZoneModel: 'lthr',
        goalKind: 'race',
        goalDistanceMeters: 21097.5,
        goalDate: DateTime.fromISO('2027-04-11'),
        units: 'metric',
        weekStart: 1,
        timeZone: 'Europe/Paris',
        trainingDays: [2, 4, 6, 7],
        longRunDay: 7,
        coachTone: 'encouraging',
        emailNotifications: true,
        onboardingStep: null,
        onboardingCompletedAt: verifiedAt,
      }
    )
    await AthleteProfile.updateOrCreate(
      { userId: admin.id },
      { userId: admin.id, onboardingStep: null, onboardingCompletedAt: verifiedAt }
    )

    // `npm start` imports the history after the server is up (`node ace demo:import`,
    // bin/start.js), with its progress on the Dashboard.
    if (process.env.DEMO_HISTORY === 'background') return

    const { imported } = await new SeedDemoHistory().handle({
      userId: athlete.id,
      timeZone: 'Europe/Paris',
      history: app.inTest ? 'fixture' : 'demo',
      todayIso: athleteToday('Europe/Paris'),
      onProgress: (message) => logger.info(message),
    })
    if (imported > 0) logger.info(`Demo athlete: ${imported} activities imported.`)
  }
}
