import { test } from '@japa/runner'
import { readState } from '#models/coach_thread'

/** A thread's stored conversation state: a damaged value resets the memory, never throws. */
test.group('Coach thread state as stored', () => {
  test('a stored state is read back', ({ assert }) => {
    assert.deepEqual(readState('{"lastIntent":"totals","language":"de"}'), {
      lastIntent: 'totals',
      language: 'de',
    })
    assert.deepEqual(readState({ lastIntent: 'paces' }), { lastIntent: 'paces' })
    assert.deepEqual(readState(null), {})
  })

  for (const damaged of ['{"lastIntent":', 'not json', '3', 'null', '[1,2]', '"text"']) {
    test(`a damaged value (${damaged}) is a fresh state`, ({ assert }) => {
      assert.deepEqual(readState(damaged), {})
    })
  }
})
