import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import Activity from '#models/activity'
import Gear from '#models/gear'
import TrainingPlan from '#models/training_plan'
import PlanRevision from '#models/plan_revision'
import CoachThread from '#models/coach_thread'
import CoachMessage from '#models/coach_message'
import ImportJob from '#models/import_job'
import { policies } from '#policies/main'
import ActivityPolicy from '#policies/activity_policy'
import GearPolicy from '#policies/gear_policy'
import TrainingPlanPolicy from '#policies/training_plan_policy'
import PlanRevisionPolicy from '#policies/plan_revision_policy'
import CoachThreadPolicy from '#policies/coach_thread_policy'
import CoachMessagePolicy from '#policies/coach_message_policy'
import ImportJobPolicy from '#policies/import_job_policy'
import UserPolicy from '#policies/user_policy'
import { UserFactory } from '#database/factories/user_factory'
import { createActivity } from '#database/factories/activity_factory'
import { functionalGroup } from './helpers.js'

type Who = 'owner' | 'other athlete' | 'admin'
/** true: allowed; a number: denied with that HTTP status. */
type Answer = true | 404 | 403

/**
 * Who may do what, one row per policy action and person: the athlete's own
 * records only (someone else's answers 404, as if it did not exist; being an
 * admin grants nothing over athletes' data), and the admin area for admins.
 * The routes' own tests check that each controller asks its policy.
 */
const ownership: {
  policy: string
  actions: string[]
  /** A record of this kind owned by `owner`, not stored: policies read only `userId`. */
  record: (owner: User) => LucidRow
  answers: Record<Who, Answer>
  /** The denial's message, when it is not "Not found". */
  message?: string
}[] = [
  {
    policy: 'ActivityPolicy',
    actions: ['view', 'edit', 'delete'],
    record: (owner) => new Activity().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'GearPolicy',
    actions: ['edit', 'delete', 'dismissReminder'],
    record: (owner) => new Gear().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'TrainingPlanPolicy',
    actions: ['view', 'edit'],
    record: (owner) => new TrainingPlan().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'PlanRevisionPolicy',
    actions: ['answer'],
    record: (owner) => {
      const revision = new PlanRevision()
      revision.$setRelated('plan', new TrainingPlan().merge({ userId: owner.id }))
      return revision
    },
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'CoachThreadPolicy',
    actions: ['view', 'post'],
    record: (owner) => new CoachThread().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'CoachMessagePolicy',
    actions: ['view'],
    record: (owner) => new CoachMessage().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'ImportJobPolicy',
    actions: ['view'],
    record: (owner) => new ImportJob().merge({ userId: owner.id }),
    answers: { 'owner': true, 'other athlete': 404, 'admin': 404 },
  },
  {
    policy: 'UserPolicy',
    actions: ['manage'],
    record: (owner) => owner,
    answers: { 'owner': 403, 'other athlete': 403, 'admin': true },
    message: 'This area is for administrators.',
  },
]

const CLASSES: Record<string, unknown> = {
  ActivityPolicy,
  GearPolicy,
  TrainingPlanPolicy,
  PlanRevisionPolicy,
  CoachThreadPolicy,
  CoachMessagePolicy,
  ImportJobPolicy,
  UserPolicy,
}

test.group('Policies: who may do what', (group) => {
  functionalGroup(group)

  test('every policy is registered by name, and every registered one is in the table', async ({
    assert,
  }) => {
    assert.sameMembers(
      Object.keys(policies),
      ownership.map((row) => row.policy)
    )
    for (const [name, load] of Object.entries(policies)) {
      const { default: policy } = await load()
      assert.strictEqual(policy, CLASSES[name], name)
    }
  })

  test('{policy}: owner, other athlete, admin')
    .with(ownership)
    .run(async ({ assert }, row) => {
      const owner = await UserFactory.create()
      const people: Record<Who, User> = {
        'owner': owner,
        'other athlete': await UserFactory.create(),
        'admin': await UserFactory.apply('admin').create(),
      }
      const record = row.record(owner)
      for (const [who, expected] of Object.entries(row.answers) as [Who, Answer][]) {
        const bouncer = new Bouncer(people[who], {}, policies)
        for (const action of row.actions) {
          const policy = bouncer.with(row.policy as keyof typeof policies) as unknown as {
            execute(
              action: string,
              record: LucidRow
            ): Promise<{ authorized: boolean; status?: number; message?: string }>
          }
          const answer = await policy.execute(action, record)
          const label = `${row.policy}.${action} for the ${who}`
          if (expected === true) {
            assert.isTrue(answer.authorized, label)
          } else {
            assert.isFalse(answer.authorized, label)
            assert.equal(answer.status, expected, label)
            assert.equal(answer.message, row.message ?? 'Not found', label)
          }
        }
      }
    })

  test("someone else's record answers exactly as a missing one, for people and for API clients", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const other = await UserFactory.create()
    const activity = await createActivity({ userId: owner.id })

    const page = await client.get(`/activities/${activity.id}`).loginAs(other).withInertia()
    page.assertStatus(404)
    page.assertInertiaComponent('Error')
    page.assertInertiaPropsContains({ status: 404, message: 'This page does not exist.' })

    const missing = await client
      .get(`/activities/${activity.id + 1000}`)
      .loginAs(other)
      .withInertia()
    missing.assertStatus(404)
    missing.assertInertiaComponent('Error')
    missing.assertInertiaPropsContains({ status: 404, message: 'This page does not exist.' })

    const job = await ImportJob.create({
      id: randomUUID(),
      userId: owner.id,
      kind: 'archive',
      status: 'queued',
      total: 0,
      processed: 0,
      imported: 0,
      duplicates: 0,
      rejected: 0,
      results: [],
    })
    const api = await client
      .get(`/activities/imports/${job.id}`)
      .header('Accept', 'application/json')
      .loginAs(other)
    api.assertStatus(404)
    const none = await client
      .get(`/activities/imports/${randomUUID()}`)
      .header('Accept', 'application/json')
      .loginAs(other)
    none.assertStatus(404)
    assert.deepEqual(api.body(), none.body())
    assert.equal(api.header('content-type'), none.header('content-type'))

    const own = await client
      .get(`/activities/imports/${job.id}`)
      .header('Accept', 'application/json')
      .loginAs(owner)
    own.assertStatus(200)
  })
})
