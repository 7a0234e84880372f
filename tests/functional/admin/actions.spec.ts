import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import AuditLog from '#models/audit_log'
import Subscription from '#models/subscription'
import User from '#models/user'
import { countRows, functionalGroup, queuedMailsTo, route, sameSite } from '../helpers.js'
import { CONFIRMED, subscribe } from './support.js'

function act(client: any, admin: User, target: User, action: string, form: object = {}) {
  const page = route('admin.subscriptions.users.show', { id: target.id })
  return client
    .post(`${page}/${action}`)
    .form(form)
    .loginAs(admin)
    .withSession(CONFIRMED())
    .withCsrfToken()
    .withInertia()
    .header('Referer', sameSite(page))
    .redirects(0)
}

async function auditActions(userId: number) {
  const entries = await AuditLog.query().where('subjectUserId', userId).orderBy('id')
  return entries.map((entry) => entry.action)
}

test.group('Admin | actions on a user', (group) => {
  functionalGroup(group)

  test('grant a trial, extend it, change the plan, cancel: each audited', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()

    const granted = await act(client, admin, athlete, 'grant', {
      plan: 'premium_monthly',
      trialDays: 14,
    })
    granted.assertStatus(302)
    granted.assertHeader('location', route('admin.subscriptions.users.show', { id: athlete.id }))
    assert.equal(granted.flashMessages()?.success, 'Subscription granted.')
    let current = await Subscription.findByOrFail('userId', athlete.id)
    assert.equal(current.status, 'trialing')
    const firstEnd = current.trialEndsAt!

    await act(client, admin, athlete, 'grant', { plan: 'premium_monthly', trialDays: 7 })
    await current.refresh()
    assert.equal(Math.round(current.trialEndsAt!.diff(firstEnd, 'days').days), 7)

    await act(client, admin, athlete, 'plan', { plan: 'premium_yearly' })
    await current.refresh()
    assert.equal(current.plan, 'premium_yearly')

    await act(client, admin, athlete, 'cancel', {})
    await current.refresh()
    assert.equal(current.status, 'canceled')
    assert.isNotNull(current.endedAt)

    assert.deepEqual(await auditActions(athlete.id), [
      'subscription.grant',
      'subscription.grant',
      'subscription.change_plan',
      'subscription.cancel',
    ])
    const entry = await AuditLog.query().where('subjectUserId', athlete.id).firstOrFail()
    assert.equal(entry.actorId, admin.id)
  })

  test('a refused billing change explains itself and changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()
    const response = await act(client, admin, athlete, 'plan', { plan: 'premium_yearly' })
    response.assertStatus(302)
    assert.equal(response.flashMessages()?.error, 'This user is on Free: grant a plan instead.')
    assert.equal(await countRows('audit_logs'), 0)
  })

  test('invalid input is rejected by validation', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()
    const response = await act(client, admin, athlete, 'grant', { plan: 'gold', trialDays: 0 })
    response.assertStatus(302)
    assert.containsSubset(response.flashMessages()?.errors ?? {}, {
      plan: [],
      trialDays: [],
    })
    assert.equal(await countRows('subscriptions'), 0)
  })

  test('cancel at period end keeps Premium until then', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()
    const subscription = await subscribe(athlete)
    await act(client, admin, athlete, 'cancel', { atPeriodEnd: true })
    await subscription.refresh()
    assert.isTrue(subscription.cancelAtPeriodEnd)
    assert.isNull(subscription.endedAt)
    assert.deepEqual(await auditActions(athlete.id), ['subscription.cancel'])
  })

  test('resend verification mails the unverified user, audited', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.apply('unverified').create()
    const response = await act(client, admin, athlete, 'verification')
    assert.equal(response.flashMessages()?.success, 'Verification e-mail sent.')
    assert.lengthOf(queuedMailsTo(athlete.email), 1)
    assert.deepEqual(await auditActions(athlete.id), ['user.verification_resent'])

    const verified = await UserFactory.create()
    const refused = await act(client, admin, verified, 'verification')
    assert.equal(refused.flashMessages()?.error, `${verified.email} is already verified.`)
    assert.lengthOf(queuedMailsTo(verified.email), 0)
  })

  test('disable and enable an account, audited with the IP; never oneself', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()
    await act(client, admin, athlete, 'disable')
    await athlete.refresh()
    assert.isNotNull(athlete.disabledAt)
    await act(client, admin, athlete, 'enable')
    await athlete.refresh()
    assert.isNull(athlete.disabledAt)
    assert.deepEqual(await auditActions(athlete.id), ['user.disabled', 'user.enabled'])
    const entry = await AuditLog.query().where('subjectUserId', athlete.id).firstOrFail()
    assert.isNotNull(entry.ip)

    const self = await act(client, admin, admin, 'disable')
    assert.equal(self.flashMessages()?.error, 'You cannot disable your own account.')
    await admin.refresh()
    assert.isNull(admin.disabledAt)
  })

  test("the user's page lists their billing events and audit entries", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const athlete = await UserFactory.create()
    await act(client, admin, athlete, 'grant', { plan: 'premium_yearly' })
    const page = await client
      .get(route('admin.subscriptions.users.show', { id: athlete.id }))
      .loginAs(admin)
      .withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.equal(props.subscription.plan, 'premium_yearly')
    assert.deepEqual(
      props.billingEvents.map((event: any) => event.type),
      ['admin.grant']
    )
    assert.deepEqual(
      props.auditLog.map((entry: any) => entry.action),
      ['subscription.grant']
    )
  })
})
