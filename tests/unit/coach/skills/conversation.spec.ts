import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { OfflineCoach } from '#coach/offline/engine'
import { coachFor, proposedRevisions } from '#tests/unit/coach/skills/coach_for'

/*
 * The engine's spine: what was understood opens the answer, a thread's state carries a
 * follow-up, and a message understood too little gets one clarifying question.
 */
const TODAY = '2026-03-21'

test.group('Offline coach: a conversation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test('the answer opens with what was understood, the day asked', async ({ assert }) => {
    const { context } = await coachFor({ weeks: 2, todayIso: TODAY, plan: true })
    const answer = await new OfflineCoach().answer(context, 'What should I do on Sunday?')
    assert.equal(answer.understood, 'Sunday 22 March')
    assert.match(answer.content, /^\*\*Sunday 22 March:\*\* /)
    // Sunday's plan (the plan_window tool), not today's workout (today_workout).
    assert.deepEqual(
      answer.toolUses.map((use) => use.name),
      ['plan_window']
    )
  })

  test('a follow-up takes the last question and its new period from the thread', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 10, todayIso: TODAY })
    const coach = new OfflineCoach()
    const first = await coach.answer(context, 'How many km did I run in February?')
    assert.equal(first.thread?.lastIntent, 'history_period')
    const second = await coach.answer(context, 'and in January?', first.thread)
    assert.equal(second.thread?.lastIntent, 'history_period')
    assert.equal(second.thread?.period?.fromIso, '2026-01-01')
    assert.match(second.content, /^\*\*January 2026:\*\* Thu 1 January to Sat 31 January/)
    // Without the thread the same words are not a question about January's running.
    const alone = await coach.answer(context, 'and in January?')
    assert.notMatch(alone.content, /1 January to Sat 31 January/)
  })

  test('a period longer than the history tool reads is summed, with hours when asked', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 10, todayIso: TODAY })
    const answer = await new OfflineCoach().answer(context, 'How many hours did I run this year?')
    // Hours first, with the runs and the distance they add up to.
    assert.match(
      answer.content,
      /^\*\*2026:\*\* \*\*\d+ h \d\d min\*\* of running, Thu 1 January to Sat 21 March \(\d+ runs, \d+\.\d km\)/
    )
  })

  test('too little understood: one clarifying question naming what was, not the menu', async ({
    assert,
  }) => {
    const { context } = await coachFor({ weeks: 1, todayIso: TODAY })
    const answer = await new OfflineCoach().answer(context, 'hmm, the 29th then')
    assert.equal(answer.intent, 'clarify')
    assert.include(answer.content, 'I understood **Thursday 29 January**')
    assert.notInclude(answer.content, 'needs a configured model')
    assert.lengthOf(answer.toolUses, 0)
  })

  test('"make it shorter" while a proposal waits: says how, proposes nothing on top', async ({
    assert,
  }) => {
    const { context, user } = await coachFor({ weeks: 2, todayIso: TODAY, plan: true })
    const coach = new OfflineCoach()
    const first = await coach.answer(context, "I'm travelling next week")
    assert.isNotNull(first.revisionId)
    const second = await coach.answer(context, 'make it shorter', first.thread)
    assert.equal(second.intent, 'refine')
    assert.isNull(second.revisionId)
    assert.include(second.content, 'Say "no" to discard it')
    assert.equal(second.thread?.proposalId, String(first.revisionId))
    assert.lengthOf(await proposedRevisions(user.id), 1)
  })
})
