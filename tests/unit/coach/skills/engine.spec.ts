import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { skillIntent } from '#coach/offline/skill_intent'
import { ask, TODAY } from '#tests/unit/coach/understanding/support'
import { spanIn } from '#coach/offline/dates'
import { SKILLS, skillFor } from '#coach/offline/skills/index'
import { coachFor, proposedRevisions } from '#tests/unit/coach/skills/coach_for'

test.group('Offline coach: skill intents', () => {
  test('{0} → {1}')
    .with([
      ["What's my workout today?", 'today'],
      ['why am I doing this session', 'today'],
      ['How am I doing?', 'progress'],
      ['Is my fitness improving?', 'progress'],
      ['What could I run a half marathon in?', 'race_prediction'],
      ["I'm sick, flu for 4 days", 'illness'],
      ['I hurt my knee', 'injury'],
      ["I'm travelling next week", 'travel'],
      ["I'm short on time, only have 30 minutes", 'short_on_time'],
      ['I missed yesterday’s workout', 'missed_workout'],
      ['Move my long run to Saturday', 'move_long_run'],
      ['Am I overdoing it?', 'acwr'],
      ['What does form mean?', 'explain_metric'],
      ['What is VDOT?', 'explain_metric'],
      ['explain TRIMP', 'explain_metric'],
      ['What are my zones?', 'zones'],
      ['What pace for an easy run?', 'easy_pace'],
      ['What are my paces?', 'training_paces'],
      ['Write me a poem about shoes', 'unknown'],
      ["can't make it tomorrow", 'skip_day'],
      ['skip my run on friday', 'skip_day'],
      // The reason wins over the day: sick, hurt or away is not a simple skip.
      ["can't run tomorrow, I have a fever", 'illness'],
      ["can't run tomorrow, my achilles hurts", 'injury'],
      ["I'm on holiday for 3 days from tomorrow and can't run", 'travel'],
      ['I want to cut back my mileage', 'volume'],
      ['could I bump up my weekly km', 'volume'],
      ['what is 5:00 per km in miles', 'pace_convert'],
      ["switch today's session with tomorrow", 'swap_days'],
      ['how many days a week should I run', 'frequency'],
      ['how was my month', 'history'],
    ] as const)
    .run(async ({ assert }, [question, intent]) => {
      const routed = skillIntent(await ask(question), TODAY)
      assert.equal('clarify' in routed ? 'clarify' : routed.intent.type, intent)
    })

  test('spans: "the past 4 weeks", "last 10 days" end today', ({ assert }) => {
    assert.deepEqual(spanIn('longest run in the past 4 weeks', '2026-03-21'), {
      from: '2026-02-22',
      to: '2026-03-21',
    })
    assert.deepEqual(spanIn('last ten days', '2026-03-21'), {
      from: '2026-03-12',
      to: '2026-03-21',
    })
    assert.isNull(spanIn('last week', '2026-03-21'))
  })

  test('every intent goes to the one skill that declares it', ({ assert }) => {
    const seen = new Map<string, string>()
    for (const skill of SKILLS) {
      for (const intent of skill.intents) {
        assert.isFalse(
          seen.has(intent),
          `${intent} is answered by ${seen.get(intent)} and ${skill.name}`
        )
        seen.set(intent, skill.name)
        assert.equal(skillFor(intent), skill)
      }
    }
    // The intents of the table above, and the ones only reached by other wording.
    for (const type of [
      'compare_months',
      'readiness',
      'fuelling',
      'hydration',
      'sleep',
      'motivation',
      'term',
      'injection',
      'overtraining',
      'plan_intensity',
      'plan_lookup',
      'race_prediction',
    ] as const) {
      assert.isTrue(seen.has(type), type)
    }
  })
})

test.group('Offline coach: the engine around the skills', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('red flags: stop and see a doctor first, no plan change', async ({ assert }) => {
    const { ask: askCoach, user } = await coachFor({ plan: true })
    for (const question of [
      'I had chest pain on my run yesterday, and I feel sick',
      'I fainted after the intervals',
      "I'm short of breath even at rest",
    ]) {
      const answer = await askCoach(question)
      assert.equal(answer.intent, 'red_flag', question)
      assert.match(answer.content, /^\*\*Stop and see a doctor\.\*\*/)
      assert.include(answer.safetyNotice!, 'see a doctor')
      assert.isNull(answer.revisionId)
    }
    assert.lengthOf(await proposedRevisions(user.id), 0)
  })

  test('tone: direct is short, encouraging cheers, detailed explains', async ({ assert }) => {
    const question = 'What pace for an easy run?'
    const [direct, encouraging, detailed] = await Promise.all(
      (['direct', 'encouraging', 'detailed'] as const).map(async (coachTone) => {
        const coach = await coachFor({ coachTone })
        return coach.ask(question)
      })
    )
    assert.notInclude(direct.content, 'Slow easy days')
    assert.include(encouraging.content, 'Slow easy days make fast days possible.')
    assert.include(detailed.content, '**Why**')
    assert.isBelow(direct.content.length, detailed.content.length)
  })
})
