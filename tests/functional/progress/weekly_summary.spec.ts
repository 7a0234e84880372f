import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AthleteProfile from '#models/athlete_profile'
import SendDueWeeklySummaries, { isSendTime } from '#actions/summaries/send_due_weekly_summaries'
import { unsubscribeUrl } from '#services/weekly_summary_links'
import queue from '#services/queue'
import {
  fakeMailer,
  functionalGroup,
  pathOf,
  recipientsOf,
  route,
  sameSite,
  textOf,
} from '../helpers.js'
import { athlete, importRun } from './helpers.js'
import type User from '#models/user'

/** This week's Monday, 07:30 in the athlete's zone. */
const mondayMorning = (zone = 'UTC') =>
  DateTime.now().setZone(zone).startOf('week').set({ hour: 7, minute: 30 })

async function subscribed(zone = 'UTC') {
  const user = await athlete({ timeZone: zone })
  await AthleteProfile.query().where('user_id', user.id).update({ weekly_summary: true })
  return user
}

async function isSubscribed(userId: number) {
  const profile = await AthleteProfile.findByOrFail('user_id', userId)
  return profile.weeklySummary
}

function sentTo(user: User) {
  return fakeMailer().mails.sent((mail) => recipientsOf(mail).includes(user.email))
}

test.group('Weekly summary e-mail', (group) => {
  functionalGroup(group)

  test('opt-in through the Preferences form; off by default', async ({ client, assert }) => {
    const user = await athlete()
    const before = await client.get(route('profile.preferences')).loginAs(user).withInertia()
    assert.isFalse(before.body().props.preferences.weeklySummary)
    const saved = await client
      .put(route('profile.preferences.update'))
      .json({
        units: 'metric',
        week_start: 1,
        time_zone: 'UTC',
        training_days: [2, 4, 6, 7],
        long_run_day: 7,
        coach_tone: 'direct',
        email_notifications: true,
        weekly_summary: true,
      })
      .header('Referer', sameSite(route('profile.preferences')))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    saved.assertStatus(303)
    const profile = await AthleteProfile.findByOrFail('user_id', user.id)
    assert.isTrue(profile.weeklySummary)
  })

  test('goes out on Monday 07:00–08:00 local time, once per week', async ({ assert }) => {
    const paris = await subscribed('Europe/Paris')
    const utc = await subscribed('UTC')
    const off = await athlete()
    const now = mondayMorning('Europe/Paris')
    assert.isTrue(isSendTime(now, 'Europe/Paris'))
    assert.isFalse(isSendTime(now, 'America/New_York'))

    const first = await new SendDueWeeklySummaries().handle(now)
    assert.equal(first.sent, 1)
    assert.lengthOf(sentTo(paris), 1)
    assert.lengthOf(sentTo(utc), 0) // 06:30 or 05:30 in UTC
    assert.lengthOf(sentTo(off), 0)

    const again = await new SendDueWeeklySummaries().handle(now.plus({ minutes: 20 }))
    assert.equal(again.sent, 0)
    assert.lengthOf(sentTo(paris), 1)
    const profile = await AthleteProfile.findByOrFail('user_id', paris.id)
    assert.equal(profile.weeklySummarySentFor, now.toISODate())

    // The job does the same.
    await queue.dispatch('summaries.weekly', { now: now.toISO()! })
    await queue.drain()
    assert.lengthOf(sentTo(paris), 1)
  })

  test('content: last week against the plan, fitness trend, key workouts; RFC 8058 headers', async ({
    assert,
  }) => {
    const user = await subscribed()
    const now = mondayMorning()
    const daysAgo = Math.round(DateTime.utc().startOf('day').diff(now.startOf('day'), 'days').days)
    await importRun(user, daysAgo + 3, { durationSeconds: 3000, speedMps: 3.3 })
    await importRun(user, daysAgo + 5, { durationSeconds: 1800, speedMps: 3.3 })
    await new SendDueWeeklySummaries().handle(now)
    const [mail] = sentTo(user)
    assert.exists(mail)
    const text = textOf(mail)
    const lastWeekStart = now.minus({ days: 7 }).toISODate()!
    assert.include(text, `${lastWeekStart} to ${now.minus({ days: 1 }).toISODate()}: 2 sessions`)
    assert.match(text, /15\.8 km/) // 3000 s and 1800 s at 3.3 m/s
    assert.include(text, 'No training plan covered this week.')
    assert.match(text, /Fitness (up|down|steady)/)
    assert.include(text, 'Key workouts this week')
    const message = mail.message.toObject().message
    const html = String(message.html)
    assert.include(html, 'Last week')
    assert.include(html, 'Unsubscribe</a>')
    const headers = message.headers as Record<string, string>
    const link = headers['List-Unsubscribe']
    assert.match(link, /^<http.*\/email\/weekly-summary\/unsubscribe\?.*signature=.*>$/)
    assert.equal(headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click')
    assert.include(text, link.slice(1, -1))
  })

  test('the signed link unsubscribes; a forged one does not', async ({ client, assert }) => {
    const user = await subscribed()
    const other = await subscribed()
    const url = new URL(unsubscribeUrl(user.id))

    const forged = new URL(url)
    forged.searchParams.set('user', String(other.id))
    const refused = await client.get(pathOf(forged)).redirects(0)
    refused.assertStatus(302)
    assert.match(String(refused.flashMessages()?.error), /^This unsubscribe link is not valid/)
    assert.isTrue(await isSubscribed(other.id))
    const tampered = new URL(url)
    tampered.searchParams.set('signature', 'x' + url.searchParams.get('signature'))
    await client.get(pathOf(tampered)).redirects(0)
    assert.isTrue(await isSubscribed(user.id))

    const response = await client.get(pathOf(url)).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/')
    assert.include(response.flashMessages()?.success, 'no longer receive')
    assert.isFalse(await isSubscribed(user.id))
    assert.isTrue(await isSubscribed(other.id))

    // Unsubscribed athletes get nothing.
    await new SendDueWeeklySummaries().handle(mondayMorning())
    assert.lengthOf(sentTo(user), 0)
    assert.lengthOf(sentTo(other), 1)
  })

  test('one-click POST (RFC 8058): no session, no CSRF token, signature checked', async ({
    client,
    assert,
  }) => {
    const user = await subscribed()
    const url = new URL(unsubscribeUrl(user.id))
    const forged = new URL(url)
    forged.searchParams.set('user', String(user.id + 1000))
    const refused = await client
      .post(pathOf(forged))
      .form({ 'List-Unsubscribe': 'One-Click' })
      .redirects(0)
    refused.assertStatus(403)
    assert.isTrue(await isSubscribed(user.id))

    const response = await client
      .post(pathOf(url))
      .form({ 'List-Unsubscribe': 'One-Click' })
      .redirects(0)
    response.assertStatus(200)
    assert.isFalse(await isSubscribed(user.id))
  })
})
