import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import { appUrl } from '#config/app'
import AthleteProfile from '#models/athlete_profile'
import User from '#models/user'
import WeeklySummaryMail from '#mails/weekly_summary_mail'
import BuildWeeklySummary from '#actions/summaries/build_weekly_summary'
import { athleteToday } from '#services/athlete_today'
import { weekStartOf } from '#domain/calendar'
import { unsubscribeUrl } from '#services/weekly_summary_links'

export type SendWeeklySummaryResult = 'sent' | 'already_sent' | 'not_subscribed'

export interface SendWeeklySummaryInput {
  userId: number
  now?: DateTime
}

/**
 * Sends one athlete's weekly summary, once per week: the week (the athlete's local Monday) is
 * claimed on the profile with a conditional UPDATE before the mail goes out, so two runs (cron
 * twice, two workers) send one mail; a failed send releases the claim for the next run.
 */
export default class SendWeeklySummary {
  async handle({
    userId,
    now = DateTime.now(),
  }: SendWeeklySummaryInput): Promise<SendWeeklySummaryResult> {
    const profile = await AthleteProfile.findBy('user_id', userId)
    const user = await User.find(userId)
    if (!profile || !user || !profile.weeklySummary || !user.emailVerifiedAt)
      return 'not_subscribed'
    const todayIso = athleteToday(profile.timeZone, now)
    const weekOf = weekStartOf(todayIso, 1)
    const previous = profile.weeklySummarySentFor

    const claimed = await db
      .from('athlete_profiles')
      .where('id', profile.id)
      .where('weekly_summary', true)
      .where((query) =>
        query.whereNull('weekly_summary_sent_for').orWhere('weekly_summary_sent_for', '<>', weekOf)
      )
      .update({ weekly_summary_sent_for: weekOf })
    if (affected(claimed) === 0) return 'already_sent'

    try {
      const summary = await new BuildWeeklySummary().handle(profile, todayIso)
      await mail.send(
        new WeeklySummaryMail({ name: user.fullName, email: user.email }, summary, profile.units, {
          progressUrl: new URL(router.makeUrl('progress'), appUrl).toString(),
          unsubscribeUrl: unsubscribeUrl(user.id),
        })
      )
    } catch (error) {
      await db
        .from('athlete_profiles')
        .where('id', profile.id)
        .where('weekly_summary_sent_for', weekOf)
        .update({ weekly_summary_sent_for: previous })
      throw error
    }
    return 'sent'
  }
}

function affected(result: unknown): number {
  if (Array.isArray(result)) return Number(result[0] ?? 0)
  return Number(result ?? 0)
}
