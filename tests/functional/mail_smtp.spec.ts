import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { Mailer } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { FakeSmtp } from '#tests/support/fake_smtp'

/**
 * E-mail over SMTP, the production mailer (MAIL_MAILER=smtp), through
 * @adonisjs/mail's SMTP transport and nodemailer, to a local SMTP server.
 */
test.group('Mail over SMTP', (group) => {
  const smtp = new FakeSmtp()
  let mailer: Mailer<SMTPTransport>

  group.setup(async () => {
    await smtp.start()
    // The transport config/mail.ts builds for MAIL_MAILER=smtp, on the fake server.
    mailer = new Mailer(
      'smtp',
      new SMTPTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }),
      emitter,
      { from: { address: 'no-reply@pacewise.test', name: 'Pacewise' } }
    )
    return async () => {
      await mailer.close()
      await smtp.stop()
    }
  })
  group.each.setup(() => {
    smtp.received.length = 0
  })

  test('a password-reset e-mail reaches the mail server with its link', async ({ assert }) => {
    const link = 'https://pacewise.example/reset-password/abc123?email=ada%40example.test'
    await mailer.send(
      new ResetPasswordNotification({ name: 'Ada', email: 'ada@example.test' }, link)
    )
    assert.lengthOf(smtp.received, 1)
    const [received] = smtp.received
    assert.equal(received.from, 'no-reply@pacewise.test')
    assert.deepEqual(received.to, ['ada@example.test'])
    assert.match(received.data, /^Subject: Reset your Pacewise password$/m)
    // Quoted-printable may wrap long lines: compare without soft line breaks.
    assert.include(received.data.replace(/=\r\n/g, ''), 'reset-password/abc123')
  })

  test('an address with "@" inside its quoted local part goes to its own domain', async ({
    assert,
  }) => {
    // GHSA-mm7p-fcc7-pg87: nodemailer before 7.0.7 delivered this to attacker@evil.example.
    const hostile = '"attacker@evil.example x"@victim.example'
    await mailer.send(
      new ResetPasswordNotification({ name: 'Victim', email: hostile }, 'https://x.example/r')
    )
    assert.lengthOf(smtp.received, 1)
    assert.deepEqual(smtp.received[0].to, [hostile])
    assert.notInclude(smtp.received[0].to.join(','), 'attacker@evil.example>')
    assert.isFalse(smtp.received[0].to.some((to) => to.endsWith('@evil.example')))
  })
})
