import Activity from '#models/activity'

/**
 * Activities whose data may be sent to an AI model provider (OpenAI,
 * Anthropic, any OpenAI-compatible server): every activity of the athlete
 * except those imported from Strava, whose API agreement forbids using its
 * data for AI models (docs/decisions/007-strava-data-and-ai-models.md). The
 * offline coach runs no model and may read every activity.
 *
 * Returns a query, so callers add their own filters and ordering.
 */
export function activitiesForModelProviders(userId: number) {
  return Activity.query().where('user_id', userId).whereNot('source', 'strava')
}
