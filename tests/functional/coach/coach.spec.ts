import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { userChannel } from '#realtime/events'
import queue from '#services/queue'
import { useCoachSettings } from '#coach/providers'
import { countRows, functionalGroup, sameSite } from '../helpers.js'
import { connectPusher, disconnectAll, subscribed, waitFor } from '../realtime/helpers.js'
import { createCoachAthlete } from '#tests/support/coach_athlete'

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

async function coachPage(client: ApiClient, user: User, threadId?: number) {
  const response = await client
    .get(threadId ? `/coach?thread=${threadId}` : '/coach')
    .loginAs(user)
    .withInertia()
  response.assertStatus(200)
  return response.body().props
}

test.group('Coach: messages', (group) => {
  functionalGroup(group)
  group.each.teardown(async () => {
    await queue.drain()
    await disconnectAll()
  })

  test('POST /coach/messages stores the question, redirects to the thread, streams the reply', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 6 })
    const pusher = await connectPusher(client, user)
    const channel = pusher.subscribe(userChannel(user.id))
    await subscribed(channel)
    const chunks: { index: number; text: string; done: boolean; messageId: string }[] = []
    const finished = waitFor<void>(
      'the last chunk',
      (resolve) =>
        channel.bind('coach.reply.chunk', (data: (typeof chunks)[number]) => {
          chunks.push(data)
          if (data.done) resolve()
        }),
      5000
    )

    const response = await send(client, user, { content: 'How am I doing?' })
    response.assertStatus(302)
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    response.assertHeader('location', `/coach?thread=${thread.id}`)
    assert.equal(thread.title, 'How am I doing?')
    await finished

    // Chunks arrive in order, end with done, and add up to the stored reply.
    assert.deepEqual(
      chunks.map((c) => c.index),
      chunks.map((_, i) => i)
    )
    assert.isTrue(chunks.at(-1)!.done)
    assert.isTrue(chunks.slice(0, -1).every((c) => !c.done))
    await queue.drain()
    const reply = await CoachMessage.query()
      .where('thread_id', thread.id)
      .where('role', 'assistant')
      .firstOrFail()
    assert.equal(chunks[0].messageId, String(reply.id))
    assert.equal(chunks.map((c) => c.text).join(''), reply.content)
    assert.equal(reply.status, 'complete')
    assert.equal(reply.model, 'offline')
    assert.equal(reply.costUsd, 0)

    const props = await coachPage(client, user, thread.id)
    assert.equal(props.thread.id, thread.id)
    assert.deepEqual(
      props.thread.messages.map((m: any) => [m.role, m.model, m.status]),
      [
        ['user', null, 'complete'],
        ['assistant', 'offline', 'complete'],
      ]
    )
    assert.deepEqual(props.thread.messages[1].toolUses, [
      { name: 'recent_training', summary: 'looked at your last 4 weeks' },
      // The VDOT and the prediction method beside the load (docs/coach.md).
      { name: 'race_predictions', summary: 'looked at your race predictions' },
    ])
    assert.deepEqual(props.coach, {
      provider: 'offline',
      model: 'offline',
      maxMessageChars: 2000,
      modelMessagesLeftToday: null,
    })
    assert.isAbove(props.suggestions.length, 3)
    assert.deepEqual(
      props.threads.map((t: any) => t.id),
      [thread.id]
    )

    // A follow-up in the same thread.
    const again = await send(client, user, { content: 'What are my zones?', threadId: thread.id })
    again.assertHeader('location', `/coach?thread=${thread.id}`)
    await queue.drain()
    assert.equal(await countRows('coach_messages', { thread_id: thread.id }), 4)
  })

  test('GET /coach/messages/:id: the message JSON for its owner only', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 2 })
    const other = await createCoachAthlete({ weeks: 1 })
    await send(client, user, { content: 'What pace for an easy run?' })
    await queue.drain()
    const reply = await CoachMessage.query()
      .where('user_id', user.id)
      .where('role', 'assistant')
      .firstOrFail()
    const own = await client.get(`/coach/messages/${reply.id}`).loginAs(user)
    own.assertStatus(200)
    assert.equal(own.body().id, reply.id)
    assert.equal(own.body().status, 'complete')
    assert.include(own.body().content, 'Easy runs')
    const theirs = await client.get(`/coach/messages/${reply.id}`).loginAs(other.user)
    theirs.assertStatus(404)
  })

  test("another user's thread is a 404, for reading and for posting", async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 1 })
    const other = await createCoachAthlete({ weeks: 1 })
    await send(client, user, { content: 'What are my zones?' })
    await queue.drain()
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    const page = await client.get(`/coach?thread=${thread.id}`).loginAs(other.user).withInertia()
    page.assertStatus(404)
    const posted = await send(client, other.user, { content: 'hello', threadId: thread.id })
    posted.assertStatus(404)
    assert.equal(await countRows('coach_messages', { user_id: other.user.id }), 0)
  })

  test('validation: empty and over-long messages get a clear message', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 1 })
    const empty = await send(client, user, { content: '   ' })
    empty.assertStatus(302)
    const emptyErrors = empty.flashMessages() as { errors: Record<string, string[]> }
    assert.equal(emptyErrors.errors.content[0], 'Write a message for the coach.')
    const long = await send(client, user, { content: 'a'.repeat(2001) })
    const longErrors = long.flashMessages() as { errors: Record<string, string[]> }
    assert.equal(longErrors.errors.content[0], 'Keep your message under 2,000 characters.')
    assert.equal(await countRows('coach_messages', { user_id: user.id }), 0)
  })

  test('CSRF: a post without the token changes nothing', async ({ client, assert }) => {
    const { user } = await createCoachAthlete({ weeks: 1 })
    const response = await client
      .post('/coach/messages')
      .form({ content: 'How am I doing?' })
      .header('Referer', sameSite('/coach'))
      .loginAs(user)
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.equal(await countRows('coach_messages', { user_id: user.id }), 0)
  })

  test('rate limit: 20 messages a minute', async ({ client, assert }) => {
    const { user } = await createCoachAthlete({ weeks: 0 })
    for (let i = 0; i < 20; i++) {
      const sent = await send(client, user, { content: `What is VDOT? ${i}` })
      sent.assertStatus(302)
    }
    const limited = await send(client, user, { content: 'One more' })
    limited.assertStatus(429)
    await queue.drain()
    assert.equal(await countRows('coach_messages', { user_id: user.id, role: 'user' }), 20)
  })

  test('a coach proposal is linked and applied, then undone, from the chat', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 2, plan: true })
    await send(client, user, { content: "I'm sick with a fever for 3 days" })
    await queue.drain()
    const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
    const props = await coachPage(client, user, thread.id)
    const reply = props.thread.messages[1]
    assert.isNotNull(reply.proposal)
    assert.equal(reply.proposal.status, 'proposed')
    assert.equal(reply.proposal.trigger, 'illness')
    assert.isNotNull(reply.safetyNotice)
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    assert.equal(reply.proposal.planVersion, plan.version)

    const applied = await client
      .post(`/plan/revisions/${reply.proposal.id}/apply`)
      .form({ version: reply.proposal.planVersion })
      .header('Referer', sameSite(`/coach?thread=${thread.id}`))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    applied.assertStatus(302)
    applied.assertHeader('location', `/coach?thread=${thread.id}`)
    const appliedRevision = await PlanRevision.findOrFail(reply.proposal.id)
    assert.equal(appliedRevision.status, 'applied')

    const after = await coachPage(client, user, thread.id)
    const undone = await client
      .post(`/plan/revisions/${reply.proposal.id}/undo`)
      .form({ version: after.thread.messages[1].proposal.planVersion })
      .header('Referer', sameSite(`/coach?thread=${thread.id}`))
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    undone.assertHeader('location', `/coach?thread=${thread.id}`)
    const undoneRevision = await PlanRevision.findOrFail(reply.proposal.id)
    assert.equal(undoneRevision.status, 'undone')

    // From the plan page, answers still go back to the plan.
    await send(client, user, { content: "I'm sick for 2 days", threadId: thread.id })
    await queue.drain()
    const second = await CoachMessage.query()
      .where('thread_id', thread.id)
      .whereNotNull('revision_id')
      .orderBy('id', 'desc')
      .firstOrFail()
    const discarded = await client
      .post(`/plan/revisions/${second.revisionId}/discard`)
      .form({ version: 1 })
      .header('Referer', sameSite('/plan'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    discarded.assertHeader('location', '/plan')
  })

  test('red flags: a doctor first, and no model is called', async ({ client, assert }) => {
    const restore = useCoachSettings({
      provider: 'openai-compatible',
      model: 'never-called',
      baseUrl: 'http://127.0.0.1:9/v1',
    })
    try {
      const { user } = await createCoachAthlete({ weeks: 1 })
      await send(client, user, { content: 'I felt chest pain during my run' })
      await queue.drain()
      const reply = await CoachMessage.query()
        .where('user_id', user.id)
        .where('role', 'assistant')
        .firstOrFail()
      assert.equal(reply.model, 'offline')
      assert.include(reply.safetyNotice!, 'see a doctor')
      assert.match(reply.content, /^\*\*Stop and see a doctor\.\*\*/)
      // The thread remembers the red flag for the next question.
      const thread = await CoachThread.query().where('user_id', user.id).firstOrFail()
      assert.isNotEmpty(thread.state.redFlags)
    } finally {
      restore()
    }
  })
})
