import { athleteProfileOf } from '#queries/athlete_profiles'
import DetectAdaptations from '#actions/plans/detect_adaptations'
import { athleteToday } from '#services/athlete_today'
import type { JobPayloads } from '#services/queue'

/** After new activities: does the plan need adapting? (proposes, never applies) */
export default class CheckPlanJob {
  async handle({ userId }: JobPayloads['plan.check']) {
    const profile = await athleteProfileOf(userId)
    await new DetectAdaptations().handle(userId, athleteToday(profile.timeZone))
  }
}
