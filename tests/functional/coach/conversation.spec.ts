import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import PlanRevision from '#models/plan_revision'
import ProduceCoachReply from '#actions/coach/produce_coach_reply'
import queue from '#services/queue'
import { functionalGroup, sameSite } from '../helpers.js'
import { createCoachAthlete } from '#tests/support/coach_athlete'

/*
 * A conversation with the offline coach: the thread remembers the last question's subject
 * (docs/coach.md#pipeline), so a second message in the same thread is a follow-up; and a
 * thread's state is only ever read for its own athlete.
 */
function send(client: ApiClient, user: User, fields: Record<string, unknown>) {
  return client
    .post('/coach/messages')
    .form(fields)
    .header('Referer', sameSite('/coach'))
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .redirects(0)
}

async function lastReply(threadId: number) {
  await queue.drain()
  return CoachMessage.query()
    .where('thread_id', threadId)
    .where('role', 'assistant')
    .orderBy('id', 'desc')
    .firstOrFail()
}

test.group('Coach: a conversation', (group) => {
  functionalGroup(group)
  group.each.teardown(() => queue.drain())

  test('a second message in the thread is read as a follow-up of the first', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 6 })
    await send(client, user, { content: 'How far did I run last week?' })
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    await lastReply(thread.id)
    await thread.refresh()
    assert.equal(thread.state.lastIntent, 'history_period')

    await send(client, user, { content: 'and in August?', threadId: thread.id })
    const reply = await lastReply(thread.id)
    await thread.refresh()
    assert.equal(thread.state.lastIntent, 'history_period')
    assert.match(thread.state.period!.fromIso, /-08-01$/)
    assert.match(reply.content, /^\*\*August \d{4}:\*\*/)
    // The period read, in words: from the first to the last of August.
    assert.match(reply.content, /\b1 August\b[^*]*\b31 August\b/)
  })

  test("another athlete's thread state is never read, nor written", async ({ client, assert }) => {
    const { user } = await createCoachAthlete({ weeks: 2 })
    const other = await createCoachAthlete({ weeks: 2 })
    await send(client, user, { content: 'How far did I run last week?' })
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    await lastReply(thread.id)
    await thread.refresh()
    const before = thread.state

    // Through HTTP: the thread is not theirs (404), and their own thread starts blank.
    const posted = await send(client, other.user, {
      content: 'and in August?',
      threadId: thread.id,
    })
    posted.assertStatus(404)
    await send(client, other.user, { content: 'and in August?' })
    const own = await CoachThread.query().where('user_id', other.user.id).firstOrFail()
    await lastReply(own.id)
    await own.refresh()
    assert.notEqual(own.state.lastIntent, 'history_period')

    // Even a reply stored against the thread under the other athlete's id does not read it.
    const question = await CoachMessage.create({
      threadId: thread.id,
      userId: other.user.id,
      role: 'user',
      content: 'and in August?',
      status: 'complete',
    })
    const answer = await CoachMessage.create({
      threadId: thread.id,
      userId: other.user.id,
      role: 'assistant',
      content: '',
      status: 'streaming',
    })
    await new ProduceCoachReply().handle({ messageId: answer.id, route: 'offline' })
    await answer.refresh()
    assert.equal(answer.status, 'complete')
    assert.notMatch(answer.content, /^\*\*August/)
    await thread.refresh()
    assert.deepEqual(thread.state, before)
    assert.isAbove(answer.id, question.id)
  })

  test('"yes, do that" applies the proposal the thread is waiting on; "no" discards it', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 2, plan: true })
    await send(client, user, { content: "I'm sick with a fever for 3 days" })
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    const proposal = await lastReply(thread.id)
    assert.isNotNull(proposal.revisionId)
    await thread.refresh()
    assert.equal(thread.state.proposalId, String(proposal.revisionId))

    await send(client, user, { content: 'yes, do that', threadId: thread.id })
    const done = await lastReply(thread.id)
    assert.include(done.content, 'applied')
    const applied = await PlanRevision.findOrFail(proposal.revisionId)
    assert.equal(applied.status, 'applied')
    await thread.refresh()
    assert.isUndefined(thread.state.proposalId)

    await send(client, user, { content: "I'm travelling next week", threadId: thread.id })
    const second = await lastReply(thread.id)
    assert.isNotNull(second.revisionId, second.content)
    await send(client, user, { content: 'no', threadId: thread.id })
    await lastReply(thread.id)
    const discarded = await PlanRevision.findOrFail(second.revisionId)
    assert.equal(discarded.status, 'discarded')
  })
})
