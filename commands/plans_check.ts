import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace plans:check`: queues the `plan.check` job for every athlete with an active plan,
 * so that a missed key workout or a run of hard days is proposed as a revision even when the
 * athlete uploads nothing (an import queues the same job for its athlete). The job proposes,
 * never applies, and is idempotent: an open proposal is not proposed twice. Run it daily from
 * cron; see README, "Deploy".
 */
export default class PlansCheck extends BaseCommand {
  static commandName = 'plans:check'
  static description = 'Queue the plan check (missed key workouts, overload) for every active plan'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { athletesWithActivePlan } = await import('#queries/training_plans')
    const { default: queue } = await import('#services/queue')
    const userIds = await athletesWithActivePlan()
    for (const userId of userIds) await queue.dispatch('plan.check', { userId })
    // The jobs run before the command's process ends: in process (no REDIS_URL) when the app
    // terminates (start/jobs.ts closes the queue, which drains it); with BullMQ on the workers.
    this.logger.info(`Plan check queued for ${userIds.length} athletes with an active plan.`)
  }
}
