import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace queue:work`: a dedicated worker for background jobs (imports,
 * Strava backfills, exports), consuming both lanes of
 * docs/decisions/057-bounded-data-exports.md. Needs QUEUE_DRIVER=redis; web
 * processes consume jobs too, so workers are only needed to take load off them.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run background jobs (QUEUE_DRIVER=redis) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { default: env } = await import('#start/env')
    if (env.get('QUEUE_DRIVER', 'memory') !== 'redis') {
      this.logger.error(
        'queue:work needs QUEUE_DRIVER=redis (the memory queue runs inside the web process).'
      )
      this.exitCode = 1
      await this.terminate()
      return
    }
    const { installProcessGuard } = await import('#services/process_guard')
    const logger = await this.app.container.make('logger')
    installProcessGuard({
      logger,
      exit: () => {
        this.exitCode = 1
        process.exitCode = 1
        setTimeout(() => process.exit(1), 10_000).unref()
        this.terminate().catch(() => process.exit(1))
      },
    })
    await import('#start/jobs')
    const { default: queue } = await import('#services/queue')
    await queue.startWorker()
    this.logger.info('Worker started; stop it with Ctrl+C.')
    this.app.terminating(() => queue.close())
  }
}
