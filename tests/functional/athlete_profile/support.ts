import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AthleteProfile from '#models/athlete_profile'
import type ProfileController from '#controllers/profile_controller'
import type PagesController from '#controllers/pages_controller'
import type WelcomeController from '#controllers/welcome_controller'
import { inertiaProps, sharedProps } from '#tests/support/inertia_props'
import { assertRedirect, continueSession, route, sameSite } from '../helpers.js'

/*
| Shared by the athlete-profile specs: the Profile, Training Zones and Preferences tabs, and
| Welcome (onboarding). None of these URLs carries an id: every action works on the signed-in
| user's own athlete_profiles row, so isolation is asserted through the database and the props.
*/

export type Method = 'get' | 'put' | 'post' | 'delete'

/** Today's date (UTC, the default time zone of a profile) shifted by some time. */
export function isoDate(shift: { years?: number; days?: number }) {
  return DateTime.utc().plus(shift).toISODate()!
}

/** A birth date that makes the athlete `years` old today, with margin around midnight. */
export function birthDateForAge(years: number) {
  return isoDate({ years: -years, days: -10 })
}

/** The JSON wire form of computed zones (the open top zone has max null). */
export function wire(zones: { name: string; min: number; max: number }[]) {
  return zones.map((zone) => ({
    name: zone.name,
    min: zone.min,
    max: Number.isFinite(zone.max) ? zone.max : null,
  }))
}

/** The Profile page's tabs: one named route each, one controller method for all. */
export type ProfileTab = 'profile' | 'profile.zones' | 'profile.preferences'

/** A signed-in user's Inertia visit to a page. */
function visit(client: ApiClient, user: User, name: string, qs?: Record<string, string>) {
  return client
    .get(route(name, {}, { qs }))
    .loginAs(user)
    .withInertia()
}

/** The props of a Profile tab, typed from ProfileController.show. */
export async function profileProps(client: ApiClient, user: User, tab: ProfileTab = 'profile') {
  return inertiaProps<ProfileController, 'show'>(await visit(client, user, tab), 'Profile')
}

/** The props of the Dashboard, typed from PagesController.dashboard. */
export async function dashboardProps(client: ApiClient, user: User) {
  return inertiaProps<PagesController, 'dashboard'>(
    await visit(client, user, 'dashboard'),
    'Dashboard'
  )
}

/** The props of Welcome (at `?step=` when given), typed from WelcomeController.show. */
export async function welcomeProps(client: ApiClient, user: User, step?: string) {
  const qs = step ? { step } : undefined
  return inertiaProps<WelcomeController, 'show'>(
    await visit(client, user, 'welcome', qs),
    'Welcome'
  )
}

/** The shared props of any page (by route name). */
export async function sharedPropsOf(client: ApiClient, user: User, name: string) {
  return sharedProps(await visit(client, user, name))
}

/**
 * The forms of these pages: each one's method, and the page it is on (the Referer of its
 * requests, where `back` redirects to).
 */
export const FORMS = {
  'profile.athlete.update': { method: 'put', page: 'profile' },
  'profile.zones.update': { method: 'put', page: 'profile.zones' },
  'profile.zones.reset': { method: 'delete', page: 'profile.zones' },
  'profile.preferences.update': { method: 'put', page: 'profile.preferences' },
  'welcome.update': { method: 'put', page: 'welcome' },
  'welcome.skip': { method: 'post', page: 'welcome' },
} as const
export type Form = keyof typeof FORMS

/** The URL of the page a form is on. */
export function pageOf(form: Form) {
  return route(FORMS[form].page)
}

/** A form's submission as an Inertia visit from its page (or from the URL `from`). */
export function send(
  client: ApiClient,
  user: User,
  form: Form,
  body: Record<string, unknown>,
  from: string = pageOf(form)
): ApiRequest {
  return client[FORMS[form].method](route(form))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(from))
    .json(body)
    .redirects(0)
}

/** The `errors` prop of the page a redirect leads to, in the same session. */
export async function errorsAfter(client: ApiClient, response: ApiResponse, path: string) {
  return sharedProps(await continueSession(client.get(path), response).withInertia()).errors
}

/** The athlete_profiles row of a user, as stored (fresh from the database). */
export async function rowOf(user: User) {
  return AthleteProfile.findByOrFail('userId', user.id)
}

/** One attribute of a user's stored profile row. */
export async function stored<K extends keyof AthleteProfile>(user: User, key: K) {
  const row = await rowOf(user)
  return row[key]
}

/** A row without some of its columns. */
export function without(row: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
}

/** Everything stored in a profile row, for "nothing changed" comparisons. */
export async function snapshot(user: User) {
  const row = await db.from('athlete_profiles').where('user_id', user.id).first()
  return { ...row }
}

/**
 * A refused change: a 303 back to the form's page, exactly these errors there, and the
 * user's athlete_profiles row exactly as it was.
 */
export async function assertRefused(
  assert: Assert,
  client: ApiClient,
  user: User,
  form: Form,
  body: Record<string, unknown>,
  errors: Record<string, string | undefined>
) {
  const before = await snapshot(user)
  const response = await send(client, user, form, body)
  assertRedirect(response, pageOf(form), 303)
  assert.deepEqual(await errorsAfter(client, response, pageOf(form)), errors)
  assert.deepEqual(await snapshot(user), before)
}

/** An athlete with a complete profile (values distinct from any test input). */
export async function completeProfile(user: User, overrides: Partial<AthleteProfile> = {}) {
  return AthleteProfile.create({
    userId: user.id,
    birthDate: DateTime.fromISO(birthDateForAge(41), { zone: 'utc' }),
    sex: 'female',
    weightKg: 57.5,
    heightMeters: 1.66,
    restingHr: 44,
    maxHr: 193,
    lthr: 171,
    thresholdSpeedMps: 1000 / 233,
    thresholdPowerWatts: 255,
    raceDistanceMeters: 21097.5,
    raceDurationSeconds: 5400,
    raceDate: DateTime.fromISO(isoDate({ days: -60 }), { zone: 'utc' }),
    experience: 'advanced',
    hrZoneModel: 'lthr',
    hrZoneOverrides: { max: [117, 136, 155, 174] },
    units: 'metric',
    weekStart: 7,
    timeZone: 'Asia/Tokyo',
    trainingDays: [1, 3, 5, 6],
    longRunDay: 6,
    coachTone: 'detailed',
    emailNotifications: false,
    ...overrides,
  })
}

export const DEFAULT_PREFERENCES = {
  units: 'metric',
  weekStart: 1,
  timeZone: 'UTC',
  trainingDays: [2, 4, 6, 7],
  longRunDay: 7,
  coachTone: 'encouraging',
  emailNotifications: true,
  weeklySummary: false,
}

export const VALID_PREFERENCES = {
  units: 'imperial',
  week_start: 7,
  time_zone: 'America/New_York',
  training_days: [6, 1, 3],
  long_run_day: 6,
  coach_tone: 'direct',
  email_notifications: false,
}

/** The `zones` prop of the Training Zones tab (always sent on that tab). */
export async function zonesTab(client: ApiClient, user: User) {
  const { zones } = await profileProps(client, user, 'profile.zones')
  if (!zones) throw new Error('The Training Zones tab sent no zones')
  return zones
}
