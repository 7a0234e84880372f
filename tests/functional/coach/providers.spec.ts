import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#models/user'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import queue from '#services/queue'
import { useCoachSettings } from '#coach/providers'
import { userChannel } from '#realtime/events'
import { functionalGroup, sameSite } from '../helpers.js'
import { connectPusher, disconnectAll, subscribed, waitFor } from '../realtime/helpers.js'
import { createCoachAthlete } from '#tests/support/coach_athlete'
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake_openai'

function send(client: ApiClient, user: User, content: string) {
  return client
    .post('/coach/messages')
    .form({ content })
    .header('Referer', sameSite('/coach'))
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
}

async function lastReply(userId: number) {
  return CoachMessage.query()
    .where('user_id', userId)
    .where('role', 'assistant')
    .orderBy('id', 'desc')
    .firstOrFail()
}

test.group('Coach: a real provider (fake OpenAI-compatible server)', (group) => {
  functionalGroup(group)
  let fake: FakeOpenAi
  let restore: () => void
  group.setup(async () => {
    fake = await startFakeOpenAi()
    return () => fake.close()
  })
  group.each.setup(() => {
    fake.requests.length = 0
    restore = useCoachSettings({
      provider: 'openai-compatible',
      model: 'fake-coach',
      baseUrl: fake.url,
      apiKey: 'test-key',
      maxRetries: 0,
    })
    return () => restore()
  })
  group.each.teardown(async () => {
    await queue.drain()
    await disconnectAll()
  })

  test('tool call → tool result → streamed text, usage stored; Strava never in the prompt', async ({
    client,
    assert,
  }) => {
    const secret = 'Strava secret hill repeats'
    const { user } = await createCoachAthlete({ weeks: 4, plan: true, stravaNames: [secret] })
    fake.script([
      { toolCall: { name: 'recent_training', arguments: { weeks: 4 } } },
      { toolCall: { name: 'plan_window', arguments: { direction: 'next', days: 7 } } },
      { text: ['Four solid ', 'weeks: keep ', 'going.'] },
    ])
    const pusher = await connectPusher(client, user)
    const channel = pusher.subscribe(userChannel(user.id))
    await subscribed(channel)
    const texts: string[] = []
    const done = waitFor<void>(
      'done',
      (resolve) =>
        channel.bind('coach.reply.chunk', (data: { text: string; done: boolean }) => {
          texts.push(data.text)
          if (data.done) resolve()
        }),
      10_000
    )
    const sent = await send(client, user, 'How am I doing this month?')
    sent.assertStatus(302)
    await done
    await queue.drain()

    const reply = await lastReply(user.id)
    assert.equal(reply.status, 'complete')
    assert.equal(reply.content, 'Four solid weeks: keep going.')
    assert.deepEqual(texts, ['Four solid ', 'weeks: keep ', 'going.', ''])
    assert.equal(reply.model, 'fake-coach')
    assert.equal(reply.provider, 'openai-compatible')
    assert.equal(reply.inputTokens, 3 * 420)
    assert.equal(reply.outputTokens, 3 * 36)
    assert.equal(reply.costUsd, 0)
    assert.deepEqual(
      reply.toolUses.map((u) => u.name),
      ['recent_training', 'plan_window']
    )

    assert.lengthOf(fake.requests, 3)
    assert.equal(fake.requests[0].model, 'fake-coach')
    assert.isTrue(fake.requests[0].stream)
    const everything = JSON.stringify(fake.requests)
    assert.include(everything, 'Morning run')
    assert.notInclude(everything, secret)
    assert.include(JSON.stringify(fake.requests[2].messages), 'fitnessFourWeeksAgo')
  })

  test('a proposal through the provider is proposed, never applied', async ({ client, assert }) => {
    const { user } = await createCoachAthlete({ weeks: 2, plan: true })
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    fake.script([
      {
        toolCall: {
          name: 'propose_plan_change',
          arguments: { change: { type: 'illness', days: 3 } },
        },
      },
      { text: ['Proposed: three days of rest. Apply it below if it suits you.'] },
    ])
    await send(client, user, 'I have a cold, three days off please')
    await queue.drain()
    const reply = await lastReply(user.id)
    assert.isNotNull(reply.revisionId)
    const revision = await PlanRevision.findOrFail(reply.revisionId!)
    assert.equal(revision.status, 'proposed')
    assert.equal(revision.source, 'coach')
    const after = await TrainingPlan.findOrFail(plan.id)
    assert.equal(after.version, plan.version)
  })

  test('provider failure: a clear note and the offline coach answers', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 2 })
    fake.script([{ status: 500, error: 'upstream exploded' }])
    await send(client, user, 'What pace for an easy run?')
    await queue.drain()
    const reply = await lastReply(user.id)
    assert.equal(reply.status, 'complete')
    assert.equal(reply.model, 'offline')
    assert.include(reply.content, 'The openai-compatible model (fake-coach) did not answer')
    assert.include(reply.content, 'Easy runs:')
  })

  test('an unreachable provider also falls back', async ({ client, assert }) => {
    restore()
    restore = useCoachSettings({
      provider: 'openai-compatible',
      model: 'fake-coach',
      baseUrl: 'http://127.0.0.1:9/v1',
      maxRetries: 0,
    })
    const { user } = await createCoachAthlete({ weeks: 1 })
    await send(client, user, 'What are my zones?')
    await queue.drain()
    const reply = await lastReply(user.id)
    assert.equal(reply.model, 'offline')
    assert.include(reply.content, 'did not answer')
    assert.include(reply.content, 'Your training zones')
  })

  test('daily quota: over it, the offline coach answers and says so', async ({
    client,
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 1 })
    // Free tier: 10 model messages a day. Nine already today.
    const thread = await CoachThread.create({ userId: user.id, title: 'Earlier' })
    await CoachMessage.createMany(
      Array.from({ length: 9 }, () => ({
        threadId: thread.id,
        userId: user.id,
        role: 'assistant' as const,
        content: 'earlier',
        status: 'complete' as const,
        provider: 'openai-compatible',
        model: 'fake-coach',
        toolUses: [],
      }))
    )
    // Yesterday's messages do not count.
    const old = await CoachMessage.create({
      threadId: thread.id,
      userId: user.id,
      role: 'assistant',
      content: 'yesterday',
      status: 'complete',
      provider: 'openai-compatible',
      model: 'fake-coach',
      toolUses: [],
    })
    old.createdAt = DateTime.utc().minus({ days: 2 })
    await old.save()

    const page = await client.get('/coach').loginAs(user).withInertia()
    assert.equal(page.body().props.coach.modelMessagesLeftToday, 1)

    fake.script([{ text: ['Model answer.'] }])
    await send(client, user, 'What is VDOT?')
    await queue.drain()
    const answered = await lastReply(user.id)
    assert.equal(answered.model, 'fake-coach')

    await send(client, user, 'What is VDOT?')
    await queue.drain()
    const over = await lastReply(user.id)
    assert.equal(over.model, 'offline')
    assert.include(over.content, "You've used today's model messages")
    assert.include(over.content, 'VDOT')
    assert.lengthOf(fake.requests, 1)
    const after = await client.get('/coach').loginAs(user).withInertia()
    assert.equal(after.body().props.coach.modelMessagesLeftToday, 0)
  })
})
