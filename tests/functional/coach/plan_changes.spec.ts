import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import CoachThread from '#models/coach_thread'
import CreatePlan from '#actions/plans/create_plan'
import queue from '#services/queue'
import { addDays } from '#domain/calendar'
import { longDayLabel } from '#domain/plans/day_label'
import { functionalGroup, sameSite } from '../helpers.js'
import { createCoachAthlete } from '#tests/support/coach_athlete'

/*
 * Plan changes asked in the chat, through HTTP, for a plan that starts today, tomorrow (the plan
 * form's default), in three weeks, and one whose race is four days away. No reply carries a
 * validation message; illness is proposed as soon as the plan has days to change, and answered
 * in words before that; a long proposal reaches the page with its summary per week.
 */
const RAW =
  /startDate|toDate|fromDate|workoutKey|must be within|Invalid input|invalid_type|ZodError|Expected '|undefined|NaN|E_[A-Z_]+/

type Scenario = 'today' | 'tomorrow' | 'in 3 weeks' | 'race in 4 days'

async function athleteWithPlan(scenario: Scenario) {
  const athlete = await createCoachAthlete({ weeks: 4 })
  const today = athlete.todayIso
  const start = {
    'today': today,
    'tomorrow': addDays(today, 1),
    'in 3 weeks': addDays(today, 21),
    'race in 4 days': addDays(today, -80),
  }[scenario]
  await new CreatePlan().handle({
    userId: athlete.user.id,
    todayIso: start < today ? start : today,
    raceDistanceMeters: 21097.5,
    raceDate: addDays(start, 84),
    availableDays: [2, 3, 4, 6, 7],
    longRunDay: 7,
    currentWeeklyMeters: 40000,
    startDate: start,
  })
  return { ...athlete, start }
}

/** Asks the coach in a new conversation and returns the reply as the Coach page shows it. */
async function ask(client: ApiClient, user: User, content: string) {
  const response = await client
    .post('/coach/messages')
    .form({ content })
    .header('Referer', sameSite('/coach'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
  response.assertStatus(302)
  await queue.drain()
  const thread = await CoachThread.query()
    .where('user_id', user.id)
    .orderBy('id', 'desc')
    .firstOrFail()
  const page = await client.get(`/coach?thread=${thread.id}`).loginAs(user).withInertia()
  page.assertStatus(200)
  return page.body().props.thread.messages.at(-1)
}

const QUESTIONS = {
  illness: "I'm sick with a fever for 3 days",
  injury: 'I hurt my ankle, it is a bit sore',
  travel: "I'm travelling next week",
  fewerDays: 'I can only run 3 days next week',
  missed: "I missed yesterday's workout",
  move: 'Move my long run to Saturday',
  shortOnTime: "I'm busy this week, 40 minutes max",
  harder: 'Make my plan harder',
  easier: 'This plan is too hard, can you make it easier?',
}

test.group('Coach: plan changes wherever the plan stands (HTTP)', (group) => {
  functionalGroup(group)
  group.each.teardown(async () => {
    await queue.drain()
  })
  group.each.timeout(60_000)

  for (const scenario of ['today', 'tomorrow', 'in 3 weeks', 'race in 4 days'] as Scenario[]) {
    test(`plan that starts ${scenario}: no reply carries a validation message`, async ({
      client,
      assert,
    }) => {
      const { user, todayIso, start } = await athleteWithPlan(scenario)
      const replies: Record<string, any> = {}
      for (const [name, question] of Object.entries(QUESTIONS)) {
        const reply = await ask(client, user, question)
        replies[name] = reply
        assert.equal(reply.status, 'complete', `${name}: ${reply.content}`)
        assert.notMatch(reply.content, RAW, `${scenario}, ${name}: ${reply.content}`)
        if (reply.proposal) {
          assert.equal(reply.proposal.status, 'proposed', name)
          assert.notMatch(reply.proposal.reason, RAW, name)
        }
      }
      // Harder and easier re-pace what is left of the plan, wherever it stands.
      assert.equal(replies.harder.proposal?.trigger, 'new_fitness')
      assert.equal(replies.easier.proposal?.trigger, 'new_fitness')
      if (scenario === 'in 3 weeks') {
        // Three days of illness end before the plan starts: an answer, not a proposal.
        assert.isNull(replies.illness.proposal)
        // The illness advice stands, then where the plan stands (docs/coach.md#illness-the-neck-check).
        assert.match(replies.illness.content, /fever/i)
        assert.match(replies.illness.content, /nothing to change/i)
        assert.include(
          replies.illness.content,
          `Your plan starts on ${longDayLabel(start, todayIso)}`
        )
      } else {
        // From the plan's first day (tomorrow's plan included), illness is proposed.
        assert.equal(replies.illness.proposal?.trigger, 'illness', replies.illness.content)
      }
    })
  }

  test('a long proposal reaches the page with its summary per week', async ({ client, assert }) => {
    const { user } = await athleteWithPlan('tomorrow')
    const reply = await ask(client, user, QUESTIONS.easier)
    const proposal = reply.proposal
    assert.isAbove(proposal.changes.length, 40)
    const { weeks, totals } = proposal.summary
    assert.isAbove(weeks.length, 8)
    assert.equal(totals.changedSessions, proposal.changes.length)
    assert.equal(
      weeks.reduce((n: number, w: any) => n + w.changedSessions, 0),
      proposal.changes.length
    )
    const keys = new Set(proposal.changes.map((c: any) => c.key))
    for (const week of weeks) {
      assert.isTrue(week.startDateIso <= week.endDateIso)
      for (const key of week.keys) assert.isTrue(keys.has(key), key)
    }
    assert.include(
      reply.toolUses.map((t: any) => t.summary),
      'proposed an easier plan'
    )

    const plan = await client.get('/plan').loginAs(user).withInertia()
    plan.assertStatus(200)
    assert.deepEqual(plan.body().props.pendingRevision.summary, proposal.summary)
  })
})
