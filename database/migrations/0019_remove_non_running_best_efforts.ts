import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Personal bests are running bests: best efforts stored for rides, walks or
 * swims (imports before this fix) are removed.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db
        .from('activity_best_efforts')
        .whereIn(
          'activity_id',
          db.from('activities').whereNotIn('sport', ['run', 'trail_run', 'treadmill']).select('id')
        )
        .delete()
    })
  }

  async down() {}
}
