import { test } from '@japa/runner'
import { ask } from './support.js'
import { nextThreadState, resolveFollowUp } from '#coach/understanding/thread'
import type { ThreadState, Understanding } from '#coach/understanding/types'

/** Asks a conversation in turn, carrying the thread state as the coach would store it. */
async function conversation(messages: string[], proposals: Record<number, string> = {}) {
  let thread: ThreadState | undefined
  const understood: Understanding[] = []
  for (const [index, text] of messages.entries()) {
    const understanding = await ask(text, { thread })
    understood.push(understanding)
    // The state goes through JSON, as it does in the database.
    thread = JSON.parse(
      JSON.stringify(nextThreadState(thread, understanding, { proposalId: proposals[index] }))
    )
  }
  return { understood, thread }
}

const PERIOD_FOLLOW_UPS: [string, string, string, string][] = [
  ['en', 'how many km did I run in October?', 'and in August?', '2026-08-01'],
  ['en', 'how many km did I run in October?', 'what about September?', '2026-09-01'],
  ['en', 'how many km did I run this year?', 'and last year?', '2025-01-01'],
  ['de', 'wie viele Kilometer bin ich im Oktober gelaufen?', 'und im August?', '2026-08-01'],
  ['de', 'wie viele Kilometer dieses Jahr?', 'und letztes Jahr?', '2025-01-01'],
  ['fr', 'combien de km en octobre ?', 'et en août ?', '2026-08-01'],
  ['fr', 'combien de km cette année ?', "et l'année dernière ?", '2025-01-01'],
  ['es', '¿cuántos km corrí en octubre?', '¿y en agosto?', '2026-08-01'],
  ['es', '¿cuántos km este año?', '¿y el año pasado?', '2025-01-01'],
]

test.group('Understanding: follow-ups', () => {
  for (const [language, first, second, fromIso] of PERIOD_FOLLOW_UPS) {
    test(`${language} "${first}" then "${second}" keeps the totals question`, async ({
      assert,
    }) => {
      const { understood } = await conversation([first, second])
      assert.equal(understood[0].intent, 'totals')
      assert.equal(understood[1].intent, 'totals')
      assert.isTrue(understood[1].fromThread)
      assert.equal(understood[1].entities.period?.fromIso, fromIso)
      assert.equal(understood[1].language, language)
    })
  }

  test('a day question asked again for a month becomes a period question', async ({ assert }) => {
    const { understood } = await conversation(['what did I run yesterday?', 'and in August?'])
    assert.equal(understood[1].intent, 'history_period')
    assert.equal(understood[1].entities.period?.fromIso, '2026-08-01')
    assert.isUndefined(understood[1].entities.day)
  })

  test('a follow-up looks the way its question looks: plan days ahead, history back', async ({
    assert,
  }) => {
    const plan = await conversation(['what should I run tomorrow?', 'and on Sunday?'])
    assert.equal(plan.understood[1].intent, 'day_plan')
    assert.equal(plan.understood[1].entities.day, '2026-11-29')
    const history = await conversation(['what did I run yesterday?', 'and on Sunday?'])
    assert.equal(history.understood[1].intent, 'history_day')
    assert.equal(history.understood[1].entities.day, '2026-11-22')
  })

  test('"the week before" steps back from the thread period, in every language', async ({
    assert,
  }) => {
    for (const [first, second] of [
      ['how many km last week', 'and the week before?'],
      ['wie viele Kilometer letzte Woche', 'und die Woche davor?'],
      ['combien de km la semaine dernière', "et la semaine d'avant ?"],
      ['cuántos km la semana pasada', '¿y la semana anterior?'],
    ]) {
      const { understood } = await conversation([first, second])
      assert.equal(understood[1].intent, 'totals', second)
      assert.deepInclude(understood[1].entities.period, {
        fromIso: '2026-11-09',
        toIso: '2026-11-15',
      })
    }
    const months = await conversation(['how many km in October', 'and the month before?'])
    assert.deepInclude(months.understood[1].entities.period, {
      fromIso: '2026-09-01',
      toIso: '2026-09-30',
      label: 'September 2026',
    })
  })

  test('"and in miles?" asks the same pace in another unit', async ({ assert }) => {
    const { understood } = await conversation(['what is my threshold pace?', 'and in miles?'])
    assert.equal(understood[1].intent, 'paces')
    assert.equal(understood[1].entities.workoutKind, 'threshold')
    assert.equal(understood[1].entities.paceUnit, 'mile')
  })

  test('a follow-up without a time of its own keeps the previous period', async ({ assert }) => {
    const { understood } = await conversation([
      'how many km did I run in October?',
      'and in miles?',
    ])
    assert.equal(understood[1].intent, 'totals')
    assert.equal(understood[1].entities.period?.fromIso, '2026-10-01')
  })

  test('"what pace should I aim for in it?" after a race question takes the race', async ({
    assert,
  }) => {
    const { understood } = await conversation([
      'can I run a sub-4 marathon?',
      'what pace should I aim for in it?',
    ])
    assert.equal(understood[1].intent, 'paces')
    assert.equal(understood[1].entities.raceDistance, 'marathon')
    assert.equal(understood[1].entities.goalSeconds, 14_400)
    assert.equal(understood[1].understood, 'Marathon, goal 4:00:00')
  })

  test('the same in German, French and Spanish', async ({ assert }) => {
    for (const [first, second] of [
      ['schaffe ich einen Halbmarathon unter 2 Stunden?', 'welches Tempo soll ich da laufen?'],
      ['est-ce que je peux faire un semi en moins de 2 heures ?', 'quelle allure viser ?'],
      ['¿puedo correr una media maratón en menos de 2 horas?', '¿qué ritmo debo llevar?'],
    ]) {
      const { understood } = await conversation([first, second])
      assert.equal(understood[1].intent, 'paces', second)
      assert.equal(understood[1].entities.raceDistance, 'half', second)
      assert.equal(understood[1].entities.goalSeconds, 7200, second)
    }
  })

  test('"yes, do that" and "no" refer to the last proposal, in every language', async ({
    assert,
  }) => {
    for (const [change, yes, no] of [
      ['I have a cold', 'yes, do that', 'no thanks'],
      ['ich bin erkältet', 'ja, mach das', 'nein danke'],
      ['je suis enrhumé', 'oui, fais-le', 'non merci'],
      ['estoy resfriado', 'sí, hazlo', 'no, gracias'],
    ]) {
      const accepted = await conversation([change, yes], { 0: 'proposal-7' })
      assert.equal(accepted.understood[1].intent, 'confirm', yes)
      assert.equal(accepted.understood[1].proposalId, 'proposal-7')
      assert.isUndefined(accepted.thread?.proposalId, 'a settled proposal is forgotten')
      const refused = await conversation([change, no], { 0: 'proposal-8' })
      assert.equal(refused.understood[1].intent, 'reject', no)
      assert.equal(refused.understood[1].proposalId, 'proposal-8')
    }
  })

  test('"make it shorter" changes the proposal on the table', async ({ assert }) => {
    const { understood } = await conversation(['I have a cold', 'make it shorter'], { 0: 'p-1' })
    assert.equal(understood[1].intent, 'plan_change')
    assert.equal(understood[1].planChangeKind, 'easier')
    assert.equal(understood[1].proposalId, 'p-1')
  })

  test('a greeting in between keeps the subject', async ({ assert }) => {
    const { understood } = await conversation([
      'how many km did I run in October?',
      'thanks!',
      'and in August?',
    ])
    assert.equal(understood[2].intent, 'totals')
    assert.equal(understood[2].entities.period?.fromIso, '2026-08-01')
  })

  test('the thread language decides a message with nothing to go by', async ({ assert }) => {
    const { understood } = await conversation(['wie viele Kilometer im Oktober?', '15k?'])
    assert.equal(understood[1].language, 'de')
  })

  test('a follow-up with no thread stays a follow-up (the coach asks what it refers to)', async ({
    assert,
  }) => {
    const alone = await ask('and in August?')
    assert.equal(alone.intent, 'follow_up')
    assert.isFalse(alone.fromThread)
    assert.deepEqual(resolveFollowUp(alone, undefined), alone)
  })

  test('the thread state is plain data that survives JSON', async ({ assert }) => {
    const { thread } = await conversation(['can I run a sub-4 marathon?'])
    assert.deepEqual(JSON.parse(JSON.stringify(thread)), thread)
    assert.containSubset(thread, {
      lastIntent: 'prediction',
      raceDistance: 'marathon',
      language: 'en',
    })
  })
})
