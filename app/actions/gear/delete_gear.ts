import { errors } from '@adonisjs/lucid'
import Gear from '#models/gear'

/**
 * Deletes one of the athlete's gear; its activities are kept (their gear
 * becomes none). Gone already (another tab deleted it): not found.
 */
export default class DeleteGear {
  async handle(input: { userId: number; gearId: number }) {
    const deleted = await Gear.query()
      .where('id', input.gearId)
      .where('user_id', input.userId)
      .delete()
    if (Number(Array.isArray(deleted) ? deleted[0] : deleted) === 0) {
      throw new errors.E_ROW_NOT_FOUND(Gear)
    }
  }
}
