import { test } from '@japa/runner'
import { REQUEST_ID_PATTERN, requestIdFor } from '#services/request_ids'

test.group('Request ids', () => {
  test('only a trusted proxy id of the allowed format is kept', ({ assert }) => {
    assert.equal(
      requestIdFor('6f1c2a9e-0b7d-4e0a-9a51-3c2b1d0e9f88', true),
      '6f1c2a9e-0b7d-4e0a-9a51-3c2b1d0e9f88'
    )
    assert.equal(requestIdFor('a'.repeat(128), true), 'a'.repeat(128))
    for (const [header, trusted] of [
      ['edge-1', false],
      ['a'.repeat(129), true],
      ['', true],
      ['with space', true],
      ['line\nbreak', true],
      ['é', true],
      [undefined, true],
      [['one', 'two'], true],
    ] as const) {
      const id = requestIdFor(header as string | string[] | undefined, trusted)
      assert.notEqual(id, header, JSON.stringify(header))
      assert.match(id, REQUEST_ID_PATTERN)
    }
  })
})
