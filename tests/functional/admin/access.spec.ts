import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { assertRedirect, countRows, functionalGroup, route } from '../helpers.js'
import { CONFIRMED } from './support.js'

/** Every admin route: guests sign in first, athletes get 403, admins get the page. */
const PAGES = [
  { path: () => route('admin.dashboard'), component: 'Admin/Dashboard' },
  { path: () => route('admin.subscriptions'), component: 'Admin/Subscriptions/Overview' },
  { path: () => route('admin.subscriptions.users'), component: 'Admin/Subscriptions/Users' },
  {
    path: (id: number) => route('admin.subscriptions.users.show', { id }),
    component: 'Admin/Subscriptions/User',
  },
]

const ACTIONS = ['grant', 'plan', 'cancel', 'verification', 'disable', 'enable']

test.group('Admin | access', (group) => {
  functionalGroup(group)

  for (const page of PAGES) {
    test('{component}: guest → login, user → 403, admin → page')
      .with([page])
      .run(async ({ client }, { path, component }) => {
        const admin = await UserFactory.apply('admin').create()
        const url = path(admin.id)

        const guest = await client.get(url).redirects(0)
        assertRedirect(guest, route('login'))

        const athlete = await UserFactory.create()
        const forbidden = await client.get(url).loginAs(athlete).withInertia()
        forbidden.assertStatus(403)

        const ok = await client.get(url).loginAs(admin).withInertia()
        ok.assertStatus(200)
        ok.assertInertiaComponent(component)
      })
  }

  test('the CSV export: guest → login, user → 403, admin → password first, then CSV', async ({
    client,
  }) => {
    const url = route('admin.subscriptions.users.export')
    assertRedirect(await client.get(url).redirects(0), route('login'))
    const athlete = await UserFactory.create()
    const forbidden = await client.get(url).loginAs(athlete).withSession(CONFIRMED())
    forbidden.assertStatus(403)
    const admin = await UserFactory.apply('admin').create()
    assertRedirect(await client.get(url).loginAs(admin).redirects(0), route('password.confirm'))
    const csv = await client.get(url).loginAs(admin).withSession(CONFIRMED())
    csv.assertStatus(200)
    csv.assertHeader('content-type', 'text/csv; charset=utf-8')
  })

  for (const action of ACTIONS) {
    test('POST …/{action}: guest → login, user → 403, admin without a confirmed password → confirm')
      .with([{ action }])
      .run(async ({ client, assert }, { action: name }) => {
        const target = await UserFactory.create()
        const url = `/admin/subscriptions/users/${target.id}/${name}`

        const guest = await client.post(url).withCsrfToken().redirects(0)
        assertRedirect(guest, route('login'))

        const athlete = await UserFactory.create()
        const forbidden = await client
          .post(url)
          .loginAs(athlete)
          .withSession(CONFIRMED())
          .withCsrfToken()
          .withInertia()
        forbidden.assertStatus(403)

        const admin = await UserFactory.apply('admin').create()
        const unconfirmed = await client
          .post(url)
          .form({ plan: 'premium_monthly' })
          .loginAs(admin)
          .withCsrfToken()
          .withInertia()
          .redirects(0)
        assertRedirect(unconfirmed, route('password.confirm'))
        assert.equal(await countRows('audit_logs'), 0)
        assert.equal(await countRows('subscriptions'), 0)
      })
  }

  test('an unknown user is 404', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    const page = await client
      .get(route('admin.subscriptions.users.show', { id: 999999 }))
      .loginAs(admin)
      .withInertia()
    page.assertStatus(404)
    const post = await client
      .post(route('admin.subscriptions.users.disable', { id: 999999 }))
      .loginAs(admin)
      .withSession(CONFIRMED())
      .withCsrfToken()
      .withInertia()
    post.assertStatus(404)
  })
})
