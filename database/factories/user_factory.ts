import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import User from '#models/user'

/**
 * The password every factory user signs in with.
 */
export const FACTORY_PASSWORD = 'correct-horse-battery'

/**
 * Verified athletes by default; states for the other kinds of account.
 */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    fullName: faker.person.fullName(),
    email: `${faker.string.alphanumeric(12)}@example.test`.toLowerCase(),
    password: FACTORY_PASSWORD,
    role: 'user' as const,
    emailVerifiedAt: DateTime.now(),
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .state('admin', (user) => {
    user.role = 'admin'
  })
  .build()
