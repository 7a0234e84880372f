import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import AuditLog from '#models/audit_log'
import db from '@adonisjs/lucid/services/db'
import { functionalGroup, route } from '../helpers.js'
import { CONFIRMED, subscribe } from './support.js'

test.group('Admin | subscribers CSV export', (group) => {
  functionalGroup(group)

  test('streams a CSV with a header, one row per matching user, and audits it', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').merge({ email: 'root@example.test' }).create()
    const ada = await UserFactory.merge({
      fullName: 'Ada "Countess" Lovelace, Jr',
      email: 'ada@example.test',
    }).create()
    const evil = await UserFactory.merge({
      fullName: '=HYPERLINK("http://evil")',
      email: 'evil@example.test',
    }).create()
    await subscribe(ada, { plan: 'premium_yearly', status: 'active' })
    await subscribe(evil, { plan: 'premium_monthly', status: 'past_due' })

    const response = await client
      .get(
        route(
          'admin.subscriptions.users.export',
          {},
          { qs: { plan: 'premium_yearly', search: 'ada' } }
        )
      )
      .loginAs(admin)
      .withSession(CONFIRMED())
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/csv; charset=utf-8')
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    assert.equal(response.header('cache-control'), 'no-store')
    const lines = response.text().trimEnd().split('\r\n')
    assert.equal(
      lines[0],
      '"id","name","email","signed_up_at","email_verified","disabled","plan","status","source","amount_cents","currency","interval","trial_ends_at","current_period_end","cancel_at_period_end"'
    )
    assert.lengthOf(lines, 2)
    assert.isTrue(
      lines[1].startsWith(`${ada.id},"Ada ""Countess"" Lovelace, Jr","ada@example.test",`)
    )
    assert.include(lines[1], ',true,false,"premium_yearly","active","admin",9000,"eur","year",,')

    const all = await client
      .get(route('admin.subscriptions.users.export'))
      .loginAs(admin)
      .withSession(CONFIRMED())
    const rows = all.text().trimEnd().split('\r\n')
    assert.lengthOf(rows, 4)
    // Formula-like text is defused for spreadsheets.
    assert.isTrue(rows.some((row) => row.includes(`"'=HYPERLINK(""http://evil"")"`)))

    const audit = await AuditLog.query().where('action', 'subscribers.exported')
    assert.lengthOf(audit, 2)
    assert.equal(audit[0].actorId, admin.id)
    assert.deepEqual(audit[0].details, { plan: 'premium_yearly', search: 'ada' })
  })

  test('a name that starts a formula in a semicolon or tab reading of the file is defused', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const bob = await UserFactory.merge({
      fullName: 'Bob;=1+1\t@SUM(A1)',
      email: 'bob@example.test',
    }).create()
    const response = await client
      .get(route('admin.subscriptions.users.export', {}, { qs: { search: 'bob' } }))
      .loginAs(admin)
      .withSession(CONFIRMED())
    response.assertStatus(200)
    const [, line] = response.text().trimEnd().split('\r\n')
    assert.isTrue(line.startsWith(`${bob.id},"Bob;'=1+1\t'@SUM(A1)","bob@example.test",`))
    // Read as a spreadsheet in a `;` locale, or split on tabs, would read it: no cell is a formula.
    for (const separator of [';', '\t', ',']) {
      for (const cell of line.split(separator)) {
        assert.notMatch(
          cell.replace(/^[ "]*/, ''),
          /^[=+\-@]/,
          `${JSON.stringify(separator)}: ${cell}`
        )
      }
    }
  })

  test('reads every row in batches (more rows than one batch)', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    // Plain rows (no password hashing): 1,205 users, more than two batches of 500.
    const now = new Date()
    const rows = Array.from({ length: 1204 }, (_, index) => ({
      full_name: `Runner ${index}`,
      email: `runner-${index}@example.test`,
      password: 'not-a-hash',
      role: 'user',
      created_at: now,
      updated_at: now,
    }))
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insertQuery()
        .table('users')
        .multiInsert(rows.slice(start, start + 200))
    }
    const response = await client
      .get(route('admin.subscriptions.users.export'))
      .loginAs(admin)
      .withSession(CONFIRMED())
    const lines = response.text().trimEnd().split('\r\n')
    assert.lengthOf(lines, 1 + 1205)
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]))
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b)
    )
    assert.equal(new Set(ids).size, 1205)
  })
})
