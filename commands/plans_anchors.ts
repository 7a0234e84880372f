import { readFileSync, writeFileSync } from 'node:fs'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace plans:anchors`: prints the table of docs/plans.md#published-plans-side-by-side (the
 * generated plan for athletes matching published plans, next to those plans' figures);
 * `--write` puts it into docs/plans.md between the `anchors:start` and `anchors:end` markers.
 * tests/unit/plans/anchors.spec.ts checks that the doc holds what the generator produces.
 */
export default class PlansAnchors extends BaseCommand {
  static commandName = 'plans:anchors'
  static description =
    'Print (or --write into docs/plans.md) generated plans next to published ones'
  static options: CommandOptions = { startApp: false }

  @flags.boolean({ description: 'Write the table into docs/plans.md' })
  declare write: boolean

  async run() {
    const { anchorsMarkdown } = await import('#domain/plans/anchors')
    const table = anchorsMarkdown()
    if (!this.write) {
      this.logger.log(table)
      return
    }
    const path = this.app.makePath('docs/plans.md')
    const doc = readFileSync(path, 'utf8')
    const start = '<!-- anchors:start -->'
    const end = '<!-- anchors:end -->'
    const from = doc.indexOf(start)
    const to = doc.indexOf(end)
    if (from < 0 || to < from) {
      this.logger.error(`docs/plans.md has no ${start} … ${end} markers`)
      this.exitCode = 1
      return
    }
    writeFileSync(path, `${doc.slice(0, from + start.length)}\n${table}\n${doc.slice(to)}`)
    this.logger.info('docs/plans.md: anchors table written')
  }
}
