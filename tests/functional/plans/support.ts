import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type PlansController from '#controllers/plans_controller'
import type PagesController from '#controllers/pages_controller'
import { inertiaProps } from '#tests/support/inertia_props'
import { route } from '../helpers.js'

/**
 * The props of the plan page as the athlete's browser gets them, typed from
 * `PlansController.show` (docs/decisions/023-page-props-typed-from-the-server.md).
 */
export async function planProps(client: ApiClient, user: User) {
  const response = await client.get(route('plan')).loginAs(user).withInertia()
  return inertiaProps<PlansController, 'show'>(response, 'TrainingPlan')
}

/** The props of the Dashboard, typed from `PagesController.dashboard`. */
export async function dashboardProps(client: ApiClient, user: User) {
  const response = await client.get(route('dashboard')).loginAs(user).withInertia()
  return inertiaProps<PagesController, 'dashboard'>(response, 'Dashboard')
}

/** A value the test expects to be there: a missing one fails the test, naming what it was. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`)
  return value
}

/** The plan the plan page shows, for a test whose athlete made one. */
export async function currentPlan(client: ApiClient, user: User) {
  const { plan } = await planProps(client, user)
  return found(plan, 'a plan on the plan page')
}

/** The plan summary the Dashboard shows, for a test whose athlete made a plan. */
export async function dashboardPlan(client: ApiClient, user: User) {
  const { plan } = await dashboardProps(client, user)
  return found(plan, 'a plan on the Dashboard')
}
