import env from '#start/env'
import { LogTransport } from '#services/mail/log_transport'
import { defineConfig, transports } from '@adonisjs/mail'
import { appName } from '#config/app'

/**
 * MAIL_MAILER=log (the default) writes every message to the log and, outside
 * production, to the development mailbox at /dev/mailbox, so sign-up and
 * password reset work with no mail server. MAIL_MAILER=smtp sends for real.
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', 'log'),
  from: {
    address: env.get('MAIL_FROM', 'no-reply@pacewise.test'),
    name: appName,
  },
  mailers: {
    log: () => new LogTransport(),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      auth: env.get('SMTP_USERNAME')
        ? {
            type: 'login',
            user: env.get('SMTP_USERNAME', ''),
            pass: env.get('SMTP_PASSWORD', ''),
          }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
