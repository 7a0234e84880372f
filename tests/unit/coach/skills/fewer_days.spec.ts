import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import { addDays, isoWeekday } from '#domain/calendar'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

/** "Only N days next week" in four languages: a fewer-days change over next Monday to Sunday. */
test.group('Offline coach skill: fewer running days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  for (const [question, days, headline] of [
    ['I can only run 3 days next week', 3, '3 running days'],
    ['only two days of running possible next week', 2, '2 running days'],
    ['Ich kann nächste Woche nur 3 Tage laufen', 3, '3 Lauftage'],
    ['La semaine prochaine je ne peux courir que 3 jours', 3, '3 jours de course'],
    ['La semana que viene solo puedo correr 3 días', 3, '3 días de carrera'],
  ] as const) {
    test(`"${question}": ${days} days kept in each plan week of next Monday to Sunday`, async ({
      assert,
    }) => {
      const { ask, todayIso } = await coachFor({ plan: true })
      const answer = await ask(question)
      assert.equal(answer.intent, 'fewer_days')
      assert.include(answer.content, headline)
      assert.isNotNull(answer.revisionId)
      const revision = await PlanRevision.findOrFail(answer.revisionId!)
      assert.equal(revision.trigger, 'fewer_days')
      const monday = addDays(todayIso, 8 - isoWeekday(todayIso))
      const sunday = addDays(monday, 6)
      assert.isAbove(revision.changes.length, 0)
      for (const change of revision.changes) {
        assert.equal(change.after?.type, 'rest')
        const date = change.before!.dateIso
        assert.isTrue(date >= monday && date <= sunday, `${date} in ${monday}..${sunday}`)
      }
    })
  }
})
