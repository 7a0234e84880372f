import { test } from '@japa/runner'
import { loadClassifier } from '#coach/understanding/classifier'
import { prepareUnderstanding } from '#coach/understanding/understand'

test.group('Understanding: preparation', () => {
  test('the classifier is trained once and shared', async ({ assert }) => {
    await prepareUnderstanding('2026-11-27')
    assert.strictEqual(loadClassifier(), loadClassifier())
    const classify = await loadClassifier()
    const ranked = await classify('how many km did I run in October', 'en')
    assert.equal(ranked[0].label, 'totals')
    assert.isAtMost(
      ranked.reduce((sum, item) => sum + item.score, 0),
      1.000001,
      'scores are shares of one'
    )
  })
})
