import { test } from '@japa/runner'
import CoachMessage from '#models/coach_message'
import SendCoachMessage from '#actions/coach/send_coach_message'
import FieldRefusedException from '#exceptions/field_refused_exception'
import CoachReplyJob from '#jobs/coach_reply_job'
import CheckPlanJob from '#jobs/check_plan_job'
import queue, { type JobPayloads } from '#services/queue'
import { COACH_MESSAGE_REFUSALS } from '#domain/coach_messages'
import { holdJobs } from '#tests/support/job_gate'
import { until } from '#tests/support/wait_for'
import { countRows, functionalGroup } from '../helpers.js'
import { createCoachAthlete } from '#tests/support/coach_athlete'

/*
 * One action sends a message: SendCoachMessage refuses what the domain's limit refuses, stores
 * the question and the reply to come, and queues the `coach.reply` job that answers it
 * (docs/decisions/012-coach.md). A reply waits behind no other job.
 */
const realReplyJob = (payload: JobPayloads['coach.reply']) => new CoachReplyJob().handle(payload)
const realPlanCheck = (payload: JobPayloads['plan.check']) => new CheckPlanJob().handle(payload)

/** Records every `coach.reply` job that runs, then runs it. */
function recordReplyJobs() {
  const ran: JobPayloads['coach.reply'][] = []
  queue.register('coach.reply', async (payload) => {
    ran.push(payload)
    await realReplyJob(payload)
  })
  return ran
}

async function send(userId: number, content: string, threadId?: number) {
  return new SendCoachMessage().handle({ userId, timeZone: 'UTC', content, threadId })
}

function replyStatus(messageId: number) {
  return CoachMessage.findOrFail(messageId).then((message) => message.status)
}

test.group('Coach: one action sends a message', (group) => {
  functionalGroup(group)
  group.each.teardown(async () => {
    await queue.drain()
    queue.register('coach.reply', realReplyJob)
    queue.register('plan.check', realPlanCheck)
  })

  test('the action refuses an empty or over-long message: nothing stored, no job', async ({
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 0 })
    const ran = recordReplyJobs()
    for (const [content, refusal] of [
      ['   ', COACH_MESSAGE_REFUSALS.empty],
      ['a'.repeat(2001), COACH_MESSAGE_REFUSALS.tooLong],
    ]) {
      const error = await send(user.id, content).catch((caught: unknown) => caught)
      assert.instanceOf(error, FieldRefusedException)
      assert.equal((error as FieldRefusedException).field, 'content')
      assert.equal((error as FieldRefusedException).message, refusal)
    }
    await queue.drain()
    assert.equal(await countRows('coach_messages', { user_id: user.id }), 0)
    assert.equal(await countRows('coach_threads', { user_id: user.id }), 0)
    assert.lengthOf(ran, 0)
  })

  test('the question is stored trimmed and its reply job queued once: the job answers it', async ({
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 2 })
    const ran = recordReplyJobs()
    const sent = await send(user.id, '  How am I doing?  ')
    assert.isNotNull(sent)
    assert.equal(sent!.reply.status, 'streaming')
    await queue.drain()
    assert.deepEqual(ran, [{ messageId: sent!.reply.id, route: 'offline' }])
    const messages = await CoachMessage.query().where('thread_id', sent!.thread.id).orderBy('id')
    assert.deepEqual(
      messages.map((m) => [m.role, m.status]),
      [
        ['user', 'complete'],
        ['assistant', 'complete'],
      ]
    )
    assert.equal(messages[0].content, 'How am I doing?')
    assert.isAbove(messages[1].content.length, 0)
  })

  test("another athlete's thread: null, nothing stored, no job", async ({ assert }) => {
    const { user } = await createCoachAthlete({ weeks: 0 })
    const other = await createCoachAthlete({ weeks: 0 })
    const theirs = await send(other.user.id, 'What is VDOT?')
    await queue.drain()
    const ran = recordReplyJobs()
    assert.isNull(await send(user.id, 'hello', theirs!.thread.id))
    await queue.drain()
    assert.equal(await countRows('coach_messages', { user_id: user.id }), 0)
    assert.lengthOf(ran, 0)
  })

  test('a reply waits behind no other job: answered while a plan check is held', async ({
    assert,
  }) => {
    const { user } = await createCoachAthlete({ weeks: 1 })
    const held = holdJobs('plan.check', realPlanCheck)
    try {
      await queue.dispatch('plan.check', { userId: user.id })
      await until('the plan check to start', () => held.started.length === 1)
      const sent = await send(user.id, 'What are my zones?')
      await until(
        'the reply to complete',
        async () => (await replyStatus(sent!.reply.id)) === 'complete'
      )
      assert.lengthOf(held.started, 1, 'the plan check is still held')
    } finally {
      held.restore()
    }
  })

  test("replies run side by side: one athlete's held reply does not hold another's", async ({
    assert,
  }) => {
    const first = await createCoachAthlete({ weeks: 1 })
    const second = await createCoachAthlete({ weeks: 1 })
    let open!: () => void
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const heldIds: number[] = []
    queue.register('coach.reply', async (payload) => {
      if (heldIds.length === 0) {
        heldIds.push(payload.messageId)
        await gate
      }
      await realReplyJob(payload)
    })
    try {
      const held = await send(first.user.id, 'How am I doing?')
      await until('the first reply to be held', () => heldIds.length === 1)
      const other = await send(second.user.id, 'What pace for an easy run?')
      await until('the second reply to complete', async () => {
        return (await replyStatus(other!.reply.id)) === 'complete'
      })
      assert.deepEqual(heldIds, [held!.reply.id])
      assert.equal(await replyStatus(held!.reply.id), 'streaming')
    } finally {
      open()
    }
    await queue.drain()
  })
})
