import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import DevMail from '#models/dev_mail'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { functionalGroup } from './helpers.js'

test.group('Dev mailbox', (group) => {
  functionalGroup(group)

  test('lists the messages, newest first', async ({ client, assert }) => {
    await DevMail.create({
      toAddress: 'first@example.test',
      subject: 'First message',
      html: null,
      text: 'one',
    })
    const second = await DevMail.create({
      toAddress: 'second@example.test',
      subject: 'Second message',
      html: null,
      text: 'two',
    })

    const response = await client.get('/dev/mailbox')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Development mailbox')
    assert.include(html, 'first@example.test')
    assert.include(html, `<a href="/dev/mailbox/${second.id}">Second message</a>`)
    assert.isBelow(html.indexOf('Second message'), html.indexOf('First message'))
  })

  test('filters by recipient', async ({ client, assert }) => {
    await DevMail.create({ toAddress: 'a@example.test', subject: 'For A', html: null, text: '' })
    await DevMail.create({ toAddress: 'b@example.test', subject: 'For B', html: null, text: '' })

    const response = await client.get('/dev/mailbox').qs({ to: 'B@example.test' })
    response.assertStatus(200)
    assert.include(response.text(), 'For B')
    assert.notInclude(response.text(), 'For A')
  })

  test('says so when there are no messages', async ({ client }) => {
    const response = await client.get('/dev/mailbox')
    response.assertStatus(200)
    response.assertTextIncludes('No messages yet.')
  })

  test('shows one message with its links', async ({ client, assert }) => {
    const message = await DevMail.create({
      toAddress: 'runner@example.test',
      subject: 'Reset your Pacewise password',
      html: '<p>Hello</p>',
      text: 'Reset your password: http://localhost:3333/reset-password/abc?email=runner%40example.test\n',
    })

    const response = await client.get(`/dev/mailbox/${message.id}`)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '<h1>Reset your Pacewise password</h1>')
    assert.include(html, 'To runner@example.test')
    assert.include(
      html,
      '<a href="http://localhost:3333/reset-password/abc?email=runner%40example.test" data-mail-link>'
    )
    assert.include(html, '<iframe title="HTML version"')
  })

  test('an unknown message answers 404', async ({ client }) => {
    const response = await client.get('/dev/mailbox/999999')
    response.assertStatus(404)
    response.assertTextIncludes('No such message.')
  })

  test('the log mailer stores what it sends in the mailbox', async ({ client, assert }) => {
    mail.restore()
    await mail.send(
      new ResetPasswordNotification(
        { name: 'Runner', email: 'logged@example.test' },
        'http://localhost:3333/reset-password/tok?email=logged%40example.test'
      )
    )
    const stored = await DevMail.findByOrFail('toAddress', 'logged@example.test')
    assert.equal(stored.subject, 'Reset your Pacewise password')
    assert.include(stored.text!, 'http://localhost:3333/reset-password/tok')
    assert.include(stored.html!, 'Reset password')

    const response = await client.get(`/dev/mailbox/${stored.id}`)
    response.assertStatus(200)
    response.assertTextIncludes('data-mail-link')
  })
})
