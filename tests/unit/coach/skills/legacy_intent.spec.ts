import { test } from '@japa/runner'
import { legacyIntent, MIN_CONFIDENCE } from '#coach/offline/legacy_intent'
import type { Understanding } from '#coach/understanding/index'

/** An understanding as app/coach/understanding returns it, with only what a case needs. */
function understood(text: string, rest: Partial<Understanding>): Understanding {
  return {
    text,
    language: 'en',
    intent: 'off_topic',
    confidence: 1,
    entities: {},
    fromThread: false,
    understood: '',
    ...rest,
  }
}

const TODAY = '2026-03-21'

test.group('Offline coach: routing by understanding (legacy_intent.ts)', () => {
  test('the phrases refine inside the understood family', ({ assert }) => {
    const routed = legacyIntent(
      understood('I want to cut back my mileage', {
        intent: 'plan_change',
        planChangeKind: 'easier',
        confidence: 0.8,
      }),
      TODAY
    )
    assert.deepEqual(routed, { intent: { type: 'volume', direction: 'down' } })
  })

  test('a confident understanding outside the phrases’ reading wins', ({ assert }) => {
    // The phrase table reads nothing here; the understanding reads a day plan for Sunday.
    const routed = legacyIntent(
      understood('anything on for Sunday', {
        intent: 'day_plan',
        confidence: 0.9,
        entities: { day: '2026-03-22' },
      }),
      TODAY
    )
    assert.deepEqual(routed, { intent: { type: 'plan_lookup' } })
  })

  test('an intent from the thread is trusted whatever its score', ({ assert }) => {
    const routed = legacyIntent(
      understood('and the one before?', {
        intent: 'history_period',
        confidence: 0.1,
        fromThread: true,
        entities: { period: { fromIso: '2026-02-01', toIso: '2026-02-28', label: 'February' } },
      }),
      TODAY
    )
    assert.deepEqual(routed, { intent: { type: 'history' } })
  })

  test('below the threshold, nothing read and nothing to corroborate: a clarifying question', ({
    assert,
  }) => {
    const routed = legacyIntent(
      understood('the blue one maybe', { intent: 'gear', confidence: MIN_CONFIDENCE - 0.1 }),
      TODAY
    )
    assert.deepEqual(routed, { clarify: true })
  })

  test('a weak intent stands when its entities corroborate it', ({ assert }) => {
    const routed = legacyIntent(
      understood('combien en février', {
        language: 'fr',
        intent: 'totals',
        confidence: 0.4,
        entities: { period: { fromIso: '2026-02-01', toIso: '2026-02-28', label: 'février' } },
      }),
      TODAY
    )
    assert.deepEqual(routed, { intent: { type: 'history' } })
  })

  test('small talk gives way to a coaching topic the phrases found', ({ assert }) => {
    const routed = legacyIntent(
      understood('give me a rest day tomorrow', { intent: 'off_topic', confidence: 0.6 }),
      TODAY
    )
    assert.deepEqual(routed, { intent: { type: 'skip_day' } })
  })

  test('a missed day still ahead is a day to skip; one behind is a missed workout', ({
    assert,
  }) => {
    const ahead = understood('not running sunday', {
      intent: 'plan_change',
      planChangeKind: 'missed',
      entities: { day: '2026-03-22' },
    })
    const behind = { ...ahead, entities: { day: '2026-03-19' } }
    assert.deepEqual(legacyIntent(ahead, TODAY), { intent: { type: 'skip_day' } })
    assert.deepEqual(legacyIntent(behind, TODAY), { intent: { type: 'missed_workout' } })
  })
})
