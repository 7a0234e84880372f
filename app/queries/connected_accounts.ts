import ConnectedAccount from '#models/connected_account'

/* Reads of connected_accounts: an athlete's link to Strava (one per provider). */

/** The athlete's Strava connection, or null. */
export function stravaAccountOf(userId: number) {
  return ConnectedAccount.query().where('user_id', userId).where('provider', 'strava').first()
}

/** Whether a Strava athlete (the owner id of a webhook event) is connected here: its id only. */
export function stravaAccountIdByOwner(ownerId: string) {
  return ConnectedAccount.query()
    .where('provider', 'strava')
    .where('provider_user_id', ownerId)
    .select('id')
    .first()
}
