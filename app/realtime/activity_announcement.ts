import logger from '@adonisjs/core/services/logger'
import { broadcast } from '#realtime/main'
import { userChannel, type RealtimeEvents } from '#realtime/events'

/**
 * Tells the athlete's open pages that an activity arrived: the notify stage of an import and
 * of a manual entry (docs/decisions/066-one-import-flow.md), after its transaction. A failed
 * broadcast is logged, never fails the write it announces.
 */
export async function announceActivity(
  userId: number,
  notice: RealtimeEvents['activity.imported']
) {
  await broadcast(userChannel(userId), 'activity.imported', notice).catch((error) =>
    logger.warn({ err: error }, 'activity.imported broadcast failed')
  )
}
