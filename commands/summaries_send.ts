import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace summaries:send`: sends the weekly summary e-mail to the opted-in athletes whose
 * local time is Monday 07:00–07:59 (once per week each). Run it hourly from cron; see README,
 * "Deploy".
 */
export default class SummariesSend extends BaseCommand {
  static commandName = 'summaries:send'
  static description = 'Send the weekly summary e-mails that are due (run hourly)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: SendDueWeeklySummaries } =
      await import('#actions/summaries/send_due_weekly_summaries')
    const result = await new SendDueWeeklySummaries().handle()
    this.logger.info(
      `Weekly summaries: ${result.sent} sent, ${result.failed} failed, ${result.checked} subscribers checked.`
    )
    if (result.failed > 0) this.exitCode = 1
  }
}
