import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace demo:import`: imports the demo athlete's training history (run by
 * `npm start` once the server answers, see bin/start.js). Resumes an import
 * that was stopped and does nothing once it is done; the Dashboard shows its
 * progress. Development and tests only: the seeded users must exist
 * (`node ace db:seed`).
 */
export default class DemoImport extends BaseCommand {
  static commandName = 'demo:import'
  static description = "Import the demo athlete's training history (resumes; development only)"
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'demo (two years, default) or fixture (three short weeks)' })
  declare history?: string

  @flags.string({
    description: 'Directory of the generated FIT files (default tmp/demo-activities)',
  })
  declare cacheDir?: string

  async run() {
    if (this.app.inProduction) {
      this.logger.error('The demo history is for development and trials, never for production.')
      this.exitCode = 1
      return
    }
    const history = this.history ?? 'demo'
    if (history !== 'demo' && history !== 'fixture') {
      this.logger.error(`--history must be demo or fixture, not ${history}`)
      this.exitCode = 1
      return
    }
    const { default: User } = await import('#models/user')
    const { SeedDemoHistory } = await import('#database/demo/seed_demo_history')
    const { athleteToday } = await import('#services/athlete_today')
    const athlete = await User.findBy('email', 'athlete@pacewise.test')
    if (!athlete) {
      this.logger.error('No demo athlete: run `node ace db:seed` first.')
      this.exitCode = 1
      return
    }
    // SIGTERM terminates the app (bin/console.ts): before the database closes, the import stops
    // after the file it is on, and the next run resumes from there.
    const stop = new AbortController()
    const importing = new SeedDemoHistory().handle({
      userId: athlete.id,
      timeZone: 'Europe/Paris',
      history,
      todayIso: athleteToday('Europe/Paris'),
      cacheDir: this.cacheDir,
      onProgress: (message) => this.logger.info(message),
      signal: stop.signal,
    })
    this.app.terminating(async () => {
      stop.abort()
      await importing.catch(() => {})
    })
    let outcome: Awaited<typeof importing>
    try {
      outcome = await importing
    } catch (error) {
      if (!stop.signal.aborted) throw error
      this.logger.info('Demo history: stopped; the next start resumes it.')
      return
    }
    const { imported, job } = outcome
    if (!job) {
      this.logger.info('Demo history: imported before, nothing to do.')
      return
    }
    const skipped = job.results.filter((result) => result.status !== 'imported')
    this.logger.success(
      `Demo history: ${job.imported} of ${job.total} files imported` +
        (imported < job.imported ? ` (${imported} in this run)` : '') +
        (skipped.length ? `; not imported: ${describe(skipped)}` : '')
    )
  }
}

function describe(results: Array<{ name: string; status: string; activityId?: number }>) {
  return results
    .map((result) =>
      result.status === 'duplicate'
        ? `${result.name} (same run as activity ${result.activityId})`
        : `${result.name} (${result.status})`
    )
    .join(', ')
}
