import { test } from '@japa/runner'
import { CORPUS } from '#coach/understanding/corpus'
import { INTENTS, LANGUAGES, PLAN_CHANGE_KINDS } from '#coach/understanding/types'

test.group('Understanding corpus', () => {
  const labels = [
    ...INTENTS.filter((intent) => intent !== 'plan_change'),
    ...PLAN_CHANGE_KINDS.map((kind) => `plan_change.${kind}`),
  ]

  test('every intent (plan changes by kind) has utterances in every language', ({ assert }) => {
    assert.sameMembers(Object.keys(CORPUS), labels)
    for (const label of labels) {
      for (const language of LANGUAGES) {
        const utterances = CORPUS[label as keyof typeof CORPUS][language]
        assert.isAtLeast(utterances.length, 4, `${label} in ${language}`)
      }
    }
  })

  test('no utterance is taught as two intents in one language', ({ assert }) => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>()
      for (const [label, byLanguage] of Object.entries(CORPUS)) {
        for (const utterance of byLanguage[language]) {
          const key = utterance.toLowerCase()
          assert.isUndefined(
            seen.get(key),
            `"${utterance}" (${language}) is ${seen.get(key)} and ${label}`
          )
          seen.set(key, label)
        }
      }
    }
  })
})
