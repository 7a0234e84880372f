import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import MakeAdmin from '#commands/make_admin'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { UserFactory } from '#database/factories/user_factory'
import { countRows, functionalGroup } from './helpers.js'

test.group('Admin | make:admin command', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('promotes a user and writes an audit log entry', async ({ assert }) => {
    const user = await UserFactory.create()
    const command = await ace.create(MakeAdmin, [`  ${user.email.toUpperCase()} `])
    await command.exec()
    command.assertSucceeded()
    command.assertLog(`[ green(success) ] ${user.email} is now an admin.`)

    await user.refresh()
    assert.equal(user.role, 'admin')
    const entries = await AuditLog.query().where('subjectUserId', user.id)
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].action, 'user.promoted_to_admin')
    assert.equal(entries[0].actorLabel, 'console (make:admin)')
    assert.isNull(entries[0].actorId)
    assert.equal(entries[0].subjectLabel, user.email)
  })

  test('the promoted user can open the admin area', async ({ client }) => {
    const user = await UserFactory.create()
    const before = await client.get('/admin').loginAs(user).withInertia()
    before.assertStatus(403)

    const command = await ace.create(MakeAdmin, [user.email])
    await command.exec()
    command.assertSucceeded()

    await user.refresh()
    const after = await client.get('/admin').loginAs(user).withInertia()
    after.assertStatus(200)
    after.assertInertiaComponent('Admin/Dashboard')
    after.assertInertiaPropsContains({ auth: { user: { role: 'admin' } } })
  })

  test('an unknown address fails with exit code 1 and changes nothing', async ({ assert }) => {
    await UserFactory.create()
    const command = await ace.create(MakeAdmin, ['nobody@example.test'])
    await command.exec()
    command.assertFailed()
    assert.equal(command.exitCode, 1)
    command.assertLog(
      '[ red(error) ] No user with the e-mail address nobody@example.test.',
      'stderr'
    )
    assert.equal(await countRows('audit_logs'), 0)
    assert.equal(await countRows('users', { role: 'admin' }), 0)
  })

  test('an existing admin stays admin without a second audit entry', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const command = await ace.create(MakeAdmin, [admin.email])
    await command.exec()
    command.assertSucceeded()
    assert.equal(await countRows('audit_logs'), 0)
    const fresh = await User.findOrFail(admin.id)
    assert.equal(fresh.role, 'admin')
  })
})
