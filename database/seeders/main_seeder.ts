import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import User from '#models/user'

/**
 * Development data: a demo athlete and an admin, both with the password
 * `pacewise`. Never runs in production. Safe to run again.
 */
export default class MainSeeder extends BaseSeeder {
  static environment = ['development', 'testing']

  async run() {
    const verifiedAt = DateTime.fromISO('2024-11-01T08:00:00Z')
    await User.updateOrCreateMany('email', [
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
  }
}
