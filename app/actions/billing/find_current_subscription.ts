import Subscription from '#models/subscription'

/**
 * A user's current subscription: their latest row that has not ended, or
 * null (Free).
 */
export default class FindCurrentSubscription {
  async handle(userId: number) {
    return Subscription.query()
      .where('user_id', userId)
      .whereNull('ended_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first()
  }
}
