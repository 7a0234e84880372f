import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import { escapeHtml } from '#mails/layout'
import type { WeeklySummary } from '#actions/summaries/build_weekly_summary'
import { formatDistance, formatDuration, type UnitSystem } from '#domain/units'

/**
 * The weekly summary: last week's training against the plan, the fitness trend, next week's
 * key workouts; text and HTML, with a one-click unsubscribe (RFC 8058: List-Unsubscribe with
 * an https URL and List-Unsubscribe-Post) and the same link in the body.
 */
export default class WeeklySummaryMail extends BaseMail {
  subject: string

  constructor(
    private recipient: { name: string; email: string },
    private summary: WeeklySummary,
    private units: UnitSystem,
    private links: { progressUrl: string; unsubscribeUrl: string }
  ) {
    super()
    this.subject = `Your training week: ${formatDistance(summary.done.distanceMeters, units, 1)} in ${summary.done.sessions} ${summary.done.sessions === 1 ? 'session' : 'sessions'}`
  }

  /** The summary as sections of plain lines (shared by the text and HTML parts). */
  sections(): { heading: string; lines: string[] }[] {
    const { summary, units } = this
    const distance = (meters: number) => formatDistance(meters, units, 1)
    const week: string[] = [
      `${summary.week.startIso} to ${summary.week.endIso}: ${summary.done.sessions} ${summary.done.sessions === 1 ? 'session' : 'sessions'}, ${distance(summary.done.distanceMeters)}, ${formatDuration(summary.done.movingSeconds)} moving.`,
    ]
    if (summary.planned) {
      const share =
        summary.planned.distanceMeters > 0
          ? ` (${Math.round((summary.done.distanceMeters / summary.planned.distanceMeters) * 100)} % of the planned distance)`
          : ''
      week.push(
        `The plan had ${summary.planned.sessions} ${summary.planned.sessions === 1 ? 'session' : 'sessions'} and ${distance(summary.planned.distanceMeters)}: ${summary.planned.completedSessions} of ${summary.planned.sessions} days trained${share}.`
      )
    } else {
      week.push('No training plan covered this week.')
    }

    const fitness = summary.fitness
      ? [
          summary.fitness.reading,
          `Fitness ${summary.fitness.fitness} (${summary.fitness.fitnessChange >= 0 ? '+' : ''}${summary.fitness.fitnessChange} in 7 days), fatigue ${summary.fitness.fatigue}, form ${summary.fitness.form}.`,
        ]
      : ['No training recorded yet: your fitness trend starts with your first activity.']

    const next = summary.nextWorkouts.length
      ? summary.nextWorkouts.map((workout) => {
          const size = workout.distanceMeters
            ? ` — ${distance(workout.distanceMeters)}`
            : workout.durationSeconds
              ? ` — ${formatDuration(workout.durationSeconds)}`
              : ''
          return `${workout.dateIso}: ${workout.title}${size}`
        })
      : ['No key workouts planned for the coming week.']

    return [
      { heading: 'Last week', lines: week },
      { heading: 'Fitness trend', lines: fitness },
      { heading: 'Key workouts this week', lines: next },
    ]
  }

  prepare() {
    const { progressUrl, unsubscribeUrl } = this.links
    const sections = this.sections()
    this.message.to(this.recipient.email)
    this.message.header('List-Unsubscribe', `<${unsubscribeUrl}>`)
    this.message.header('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')

    const text = [
      `Hi ${this.recipient.name},`,
      ...sections.map((section) => `${section.heading}\n${section.lines.join('\n')}`),
      `Your progress: ${progressUrl}`,
      `You get this e-mail because you turned on the weekly summary. Unsubscribe with one click: ${unsubscribeUrl}`,
    ]
    this.message.text(`${text.join('\n\n')}\n`)

    const body = sections
      .map(
        (section) =>
          `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>\n` +
          section.lines
            .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
            .join('\n')
      )
      .join('\n')
    this.message
      .html(`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-weight:700;color:#047857;margin:0 0 24px">${escapeHtml(appName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">Your training week</h1>
<p style="margin:0 0 16px">Hi ${escapeHtml(this.recipient.name)},</p>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(progressUrl)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">See your progress</a></p>
<p style="font-size:13px;color:#6b7280;margin:16px 0 0">You get this e-mail because you turned on the weekly summary. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> with one click.</p>
</div></body></html>`)
  }
}
