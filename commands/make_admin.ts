import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace make:admin <email>`: gives an existing user the admin role.
 */
export default class MakeAdmin extends BaseCommand {
  static commandName = 'make:admin'
  static description = 'Give an existing user the admin role'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail address of the user to promote' })
  declare email: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: AuditLog } = await import('#models/audit_log')
    const user = await User.findBy('email', this.email.trim().toLowerCase())
    if (!user) {
      this.logger.error(`No user with the e-mail address ${this.email}.`)
      this.exitCode = 1
      return
    }
    if (user.isAdmin) {
      this.logger.info(`${user.email} is already an admin.`)
      return
    }
    user.role = 'admin'
    await user.save()
    await AuditLog.create({
      actorId: null,
      actorLabel: 'console (make:admin)',
      action: 'user.promoted_to_admin',
      subjectUserId: user.id,
      subjectLabel: user.email,
      details: null,
      ip: null,
    })
    this.logger.success(`${user.email} is now an admin.`)
  }
}
