import StravaSubscription from '#models/strava_subscription'

/* Reads of strava_subscriptions: the webhook subscription Strava knows us by. */

/** Our webhook subscription with Strava's id `stravaId`, or null. */
export function stravaSubscriptionById(stravaId: string) {
  return StravaSubscription.query().where('strava_id', stravaId).first()
}
