import { BaseSchema } from '@adonisjs/lucid/schema'

const BACKFILL_CHUNK = 500

/**
 * Time in HR zones per activity as a small column (a JSON array of seconds,
 * in the order of the athlete's zones at import time), so that the Progress
 * page sums zones per week without parsing every activity's `summary`.
 * Existing rows are filled from their summary. Also an index for personal
 * bests of a period (this year, the last 90 days).
 */
export default class extends BaseSchema {
  protected tableName = 'activities'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('hr_zone_seconds').nullable()
    })
    this.schema.alterTable('activity_best_efforts', (table) => {
      table.index(
        ['user_id', 'distance_meters', 'start_time', 'duration_seconds'],
        'activity_best_efforts_user_distance_time_index'
      )
    })

    this.defer(async (db) => {
      let lastId = 0
      for (;;) {
        const rows = await db
          .from(this.tableName)
          .where('id', '>', lastId)
          .whereNotNull('summary')
          .orderBy('id', 'asc')
          .limit(BACKFILL_CHUNK)
          .select('id', 'summary')
        if (rows.length === 0) break
        for (const row of rows) {
          lastId = Number(row.id)
          const seconds = zoneSecondsOf(row.summary)
          if (seconds) {
            await db
              .from(this.tableName)
              .where('id', row.id)
              .update({ hr_zone_seconds: JSON.stringify(seconds) })
          }
        }
      }
    })
  }

  async down() {
    this.schema.alterTable('activity_best_efforts', (table) => {
      table.dropIndex([], 'activity_best_efforts_user_distance_time_index')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('hr_zone_seconds')
    })
  }
}

function zoneSecondsOf(summary: unknown): number[] | null {
  try {
    const parsed = typeof summary === 'string' ? JSON.parse(summary) : summary
    const zones = parsed?.timeInHrZones
    if (!Array.isArray(zones) || zones.length === 0) return null
    return zones.map((zone: { seconds?: unknown }) => Math.round(Number(zone.seconds) || 0))
  } catch {
    return null
  }
}
