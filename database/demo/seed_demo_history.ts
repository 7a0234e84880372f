import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Activity from '#models/activity'
import ImportParsedActivity from '#actions/activities/import_parsed_activity'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { sha256Hex } from '#services/hashes'
import { ensureDemoFitFiles, type HistoryKind } from '#database/demo/fit_cache'
import { parseFit } from '#domain/files/fit'
import { shiftActivityDays } from '#database/demo/training_history'

export interface SeedDemoHistoryInput {
  userId: number
  timeZone: string
  /** Two years (`demo`) for development, a few short weeks (`fixture`) for tests. */
  history: HistoryKind
  /** The athlete's today; the history ends the day before. */
  todayIso: string
  onProgress?: (message: string) => void
}

/**
 * Gives the demo athlete a training history made of real FIT files (cached
 * on disk by the generator's version, see database/demo/fit_cache.ts), imported
 * through the same code path as an upload. Files are recorded for a reference
 * history and moved by whole weeks so that the history ends yesterday. Does
 * nothing when the athlete already has activities.
 */
export class SeedDemoHistory {
  async handle({ userId, timeZone, history, todayIso, onProgress }: SeedDemoHistoryInput) {
    if (await Activity.query().where('user_id', userId).first()) return { imported: 0 }

    const endDateIso = DateTime.fromISO(todayIso).minus({ days: 1 }).toISODate()!
    let lastReport = 0
    const files = await ensureDemoFitFiles({
      endDateIso,
      history,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastReport > 5000) {
          lastReport = Date.now()
          onProgress?.(`Demo training files: ${done} / ${total}`)
        }
      },
    })

    const importer = new ImportParsedActivity()
    let imported = 0
    let firstDate: string | null = null
    for (const file of files) {
      const bytes = new Uint8Array(await readFile(file.path))
      const { activity, errors } = parseFit(bytes)
      if (!activity) {
        logger.warn({ file: file.path, errors }, 'a demo training file could not be read')
        continue
      }
      const result = await importer.handle({
        userId,
        source: 'file',
        externalId: activity.sourceId ?? null,
        parsed: shiftActivityDays(activity, file.shiftDays, timeZone),
        name: file.name,
        file: { name: basename(file.path), bytes, format: 'fit', sha256: sha256Hex(bytes) },
        refreshDailyLoads: false,
      })
      if (result.status === 'imported') {
        imported++
        firstDate ??= file.dateIso
      }
      if (imported % 100 === 0 && imported > 0)
        onProgress?.(`Demo activities imported: ${imported}`)
    }
    if (firstDate) {
      await new RefreshDailyLoads().handle({ userId, fromDate: firstDate, todayIso })
    }
    return { imported }
  }
}
