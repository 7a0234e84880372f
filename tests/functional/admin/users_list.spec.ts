import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup, route } from '../helpers.js'
import { subscribe } from './support.js'

type ListProps = {
  rows: { email: string; plan: string; status: string | null }[]
  total: number
  page: number
  lastPage: number
  filters: Record<string, string>
}

test.group('Admin | subscription users list', (group) => {
  functionalGroup(group)

  async function seed() {
    const admin = await UserFactory.apply('admin')
      .merge({ fullName: 'Zed Root', email: 'root@example.test' })
      .create()
    const ada = await UserFactory.merge({
      fullName: 'Ada Lovelace',
      email: 'ada@example.test',
      createdAt: DateTime.now().minus({ days: 3 }),
    }).create()
    const grace = await UserFactory.merge({
      fullName: 'Grace Hopper',
      email: 'grace@navy.test',
      createdAt: DateTime.now().minus({ days: 2 }),
    }).create()
    const alan = await UserFactory.merge({
      fullName: 'Alan Turing',
      email: 'ALAN@bletchley.test'.toLowerCase(),
      createdAt: DateTime.now().minus({ days: 1 }),
    }).create()
    await subscribe(ada, { plan: 'premium_monthly', status: 'active' })
    await subscribe(grace, { plan: 'premium_yearly', status: 'trialing' })
    // An ended subscription is history, not the current one.
    await subscribe(alan, { status: 'canceled', endedAt: DateTime.now().minus({ days: 5 }) })
    return { admin, ada, grace, alan }
  }

  async function list(client: any, admin: any, query: string) {
    const response = await client
      .get(`/admin/subscriptions/users${query}`)
      .loginAs(admin)
      .withInertia()
    response.assertStatus(200)
    return response.inertiaProps as ListProps
  }

  test('search is case-insensitive over name and e-mail', async ({ client, assert }) => {
    const { admin } = await seed()
    const byName = await list(client, admin, '?search=LOVELACE')
    assert.deepEqual(
      byName.rows.map((row) => row.email),
      ['ada@example.test']
    )
    const byEmail = await list(client, admin, '?search=Navy.TEST')
    assert.deepEqual(
      byEmail.rows.map((row) => row.email),
      ['grace@navy.test']
    )
    // LIKE wildcards in the term are taken literally.
    const percent = await list(client, admin, '?search=%25')
    assert.equal(percent.total, 0)
    const underscore = await list(client, admin, '?search=_')
    assert.equal(underscore.total, 0)
  })

  test('a whole address with an IDN domain finds its punycode spelling', async ({
    client,
    assert,
  }) => {
    const { admin } = await seed()
    await UserFactory.merge({ fullName: 'Anna', email: 'anna@xn--bcher-kva.example' }).create()
    const found = await list(client, admin, `?search=${encodeURIComponent('Anna@Bücher.example')}`)
    assert.deepEqual(
      found.rows.map((row) => row.email),
      ['anna@xn--bcher-kva.example']
    )
  })

  test('plan and status filter on the current subscription; Free has none', async ({
    client,
    assert,
  }) => {
    const { admin } = await seed()
    const yearly = await list(client, admin, '?plan=premium_yearly')
    assert.deepEqual(
      yearly.rows.map((row) => [row.email, row.plan, row.status]),
      [['grace@navy.test', 'premium_yearly', 'trialing']]
    )
    const active = await list(client, admin, '?status=active')
    assert.deepEqual(
      active.rows.map((row) => row.email),
      ['ada@example.test']
    )
    const free = await list(client, admin, '?plan=free&sort=email')
    assert.deepEqual(
      free.rows.map((row) => row.email),
      ['alan@bletchley.test', 'root@example.test']
    )
    assert.deepEqual(free.filters, { search: '', plan: 'free', status: '', sort: 'email' })
  })

  test('sorting and pagination are query parameters', async ({ client, assert }) => {
    const { admin } = await seed()
    const byName = await list(client, admin, '?sort=name')
    assert.deepEqual(
      byName.rows.map((row) => row.email),
      ['ada@example.test', 'alan@bletchley.test', 'grace@navy.test', 'root@example.test']
    )
    const oldest = await list(client, admin, '?sort=oldest&search=.test')
    assert.equal(oldest.rows[0].email, 'ada@example.test')

    await UserFactory.createMany(30)
    const first = await list(client, admin, '')
    assert.equal(first.total, 34)
    assert.lengthOf(first.rows, 25)
    assert.equal(first.lastPage, 2)
    const second = await list(client, admin, '?page=2')
    assert.lengthOf(second.rows, 9)
    assert.equal(second.page, 2)
    const emails = new Set([...first.rows, ...second.rows].map((row) => row.email))
    assert.equal(emails.size, 34)
  })

  test('invalid parameters are dropped with a message, valid ones kept', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client
      .get('/admin/subscriptions/users?plan=gold&status=active&page=0&sort=name')
      .loginAs(admin)
      .withInertia()
      .redirects(0)
    response.assertStatus(302)
    const location = new URL(response.header('location') ?? '', 'http://x')
    assert.equal(location.pathname, route('admin.subscriptions.users'))
    assert.deepEqual(Object.fromEntries(location.searchParams), { status: 'active', sort: 'name' })
    assert.equal(response.flashMessages()?.error, 'Ignored invalid parameters: page, plan.')

    const long = await client
      .get(`/admin/subscriptions/users?search=${'x'.repeat(101)}`)
      .loginAs(admin)
      .redirects(0)
    long.assertStatus(302)
    long.assertHeader('location', route('admin.subscriptions.users'))

    const empty = await list(client, admin, '?search=&plan=&status=')
    assert.equal(empty.total, 1)
  })
})
