import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import { OfflineCoach } from '#coach/offline/engine'
import { addDays } from '#domain/calendar'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

/*
 * Plan changes asked and answered in a thread: days off named with an illness, a proposal
 * declined (named by its days) and accepted (applied), in the four languages.
 */

/** A fixed Monday: the test athlete's plan starts on it. */
const MONDAY = '2026-03-16'
const TUESDAY = addDays(MONDAY, 1)
const THURSDAY = addDays(MONDAY, 3)

/** The days a revision turns into rest, sorted. */
async function restedDays(revisionId: number | null) {
  const revision = await PlanRevision.findOrFail(revisionId)
  return revision.changes
    .filter((c) => c.before && c.before.type !== 'rest' && c.after?.type === 'rest')
    .map((c) => c.after!.dateIso)
    .sort()
}

test.group('Offline coach: plan changes in a thread', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test('ill, with the days to take out named: those days are proposed as rest', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ plan: true, todayIso: MONDAY })
    const messages = [
      'feeling ill, please cancel tomorrow and thursday',
      'bin erkältet, sag morgen und donnerstag ab',
      "j'ai la grippe, annule demain et jeudi",
      'tengo gripe, cancela mañana y el jueves',
    ]
    for (const message of messages) {
      const answer = await ask(message)
      assert.isNotNull(answer.revisionId, `${message}: ${answer.content}`)
      const rested = await restedDays(answer.revisionId)
      assert.isNotEmpty(rested, message)
      for (const day of rested) assert.isTrue(day >= TUESDAY && day <= THURSDAY, message)
      const revision = await PlanRevision.findOrFail(answer.revisionId)
      // Nothing hard straight after the days ill.
      for (const change of revision.changes)
        if (change.after && change.after.dateIso <= addDays(THURSDAY, 2))
          assert.isFalse(change.after.hard, `${message}: ${change.after.dateIso}`)
      await PlanRevision.query().where('id', revision.id).update({ status: 'discarded' })
    }
  })

  test('a cold and a question whether to run tomorrow proposes nothing', async ({ assert }) => {
    const { ask } = await coachFor({ plan: true, todayIso: MONDAY })
    for (const message of [
      'I have a cold, can I run tomorrow?',
      'ich bin erkältet, kann ich morgen laufen?',
    ]) {
      const answer = await ask(message)
      assert.isNull(answer.revisionId, message)
    }
  })

  test('a declined proposal is discarded and named by its days; an accepted one applied', async ({
    assert,
  }) => {
    const { context } = await coachFor({ plan: true, todayIso: MONDAY })
    const coach = new OfflineCoach()
    const cases = [
      ['en', 'make my plan easier', 'no thanks, keep it', /from Tuesday 17 March/],
      ['de', 'mach meinen Plan leichter', 'nein danke, lass es', /Dienstag, 17\. März/],
      ['fr', 'rends mon plan plus facile', 'non merci, laisse', /mardi 17 mars/],
      ['es', 'haz mi plan más fácil', 'no gracias, déjalo', /martes, 17 de marzo/],
    ] as const
    for (const [language, ask, decline, days] of cases) {
      const proposed = await coach.answer(context, ask)
      assert.isNotNull(proposed.revisionId, `${language}: ${proposed.content}`)
      const declined = await coach.answer(context, decline, proposed.thread)
      assert.equal(declined.intent, 'reject', language)
      assert.match(declined.content, days, language)
      const revision = await PlanRevision.findOrFail(proposed.revisionId)
      assert.equal(revision.status, 'discarded', language)
    }
    const proposed = await coach.answer(context, 'sick, cancel tomorrow please')
    const accepted = await coach.answer(context, 'yes, do it', proposed.thread)
    assert.equal(accepted.intent, 'confirm')
    const revision = await PlanRevision.findOrFail(proposed.revisionId)
    assert.equal(revision.status, 'applied')
    assert.deepEqual(await restedDays(revision.id), [TUESDAY])
  })

  test('an easier or harder week asked with a making verb is a plan change, its direction as written', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ plan: true, todayIso: MONDAY })
    const cases = [
      ['rends la semaine prochaine un peu plus facile', -1],
      ['haz la semana que viene más dura', 1],
      ['hazme la próxima semana más fácil', -1],
      ['mach die kommende Woche härter', 1],
    ] as const
    for (const [message, sign] of cases) {
      const answer = await ask(message)
      assert.equal(answer.intent, 'plan_intensity', `${message}: ${answer.content}`)
      const revision = await PlanRevision.findOrFail(answer.revisionId)
      const change = revision.fitness!.after.vdot - revision.fitness!.before.vdot
      assert.equal(Math.sign(change), sign, message)
      await PlanRevision.query().where('id', revision.id).update({ status: 'discarded' })
    }
  })

  test("a change the plan cannot take is said in the message's language, never in English", async ({
    assert,
  }) => {
    const { ask } = await coachFor({ plan: true, todayIso: MONDAY })
    const cases = [
      ['morgen habe ich nur 5 Minuten', /Ruhetag/],
      ['demain, seulement 5 minutes pour courir', /jour de repos/],
      ['mañana solo tengo 5 minutos', /día de descanso/],
    ] as const
    for (const [message, rest] of cases) {
      const answer = await ask(message)
      assert.isNull(answer.revisionId, message)
      assert.match(answer.content, rest, message)
      assert.notMatch(answer.content, /\b(?:Your plan|take a rest day|tell me)\b/, message)
    }
  })

  test('"adjust the plan" while a proposal waits: that proposal, named by its days, stays', async ({
    assert,
  }) => {
    const { context } = await coachFor({ plan: true, todayIso: MONDAY })
    const coach = new OfflineCoach()
    const cases = [
      ['en', 'sick, cancel tomorrow please', 'adjust the plan', /Tuesday 17 March/],
      ['de', 'bin krank, streich morgen', 'pass den Plan an', /Dienstag, 17\. März/],
      ['fr', 'je suis malade, annule demain', 'adapte mon plan', /mardi 17 mars/],
      ['es', 'estoy enfermo, quita mañana', 'ajusta el plan', /martes, 17 de marzo/],
    ] as const
    for (const [language, ask, adjust, days] of cases) {
      const proposed = await coach.answer(context, ask)
      assert.isNotNull(proposed.revisionId, `${language}: ${proposed.content}`)
      const waiting = await coach.answer(context, adjust, proposed.thread)
      assert.match(waiting.content, days, language)
      assert.equal(waiting.revisionId, proposed.revisionId, language)
      const revision = await PlanRevision.findOrFail(proposed.revisionId)
      assert.equal(revision.status, 'proposed', language)
      await PlanRevision.query().where('id', revision.id).update({ status: 'discarded' })
    }
  })
})
