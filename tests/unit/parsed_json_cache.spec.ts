import { test } from '@japa/runner'
import { ParsedJsonCache } from '#services/parsed_json_cache'

test.group('Parsed JSON documents kept while their text is the same', () => {
  test('the same text under the same key gives the same parsed value', ({ assert }) => {
    const cache = new ParsedJsonCache<{ weeks: number[] }>(4)
    const text = JSON.stringify({ weeks: [1, 2, 3] })
    const first = cache.parse(1, text)
    assert.deepEqual(first, { weeks: [1, 2, 3] })
    // A text read again from the database is another string with the same characters.
    assert.strictEqual(cache.parse(1, JSON.stringify({ weeks: [1, 2, 3] })), first)
    assert.notStrictEqual(cache.parse(2, text), first)
  })

  test('a changed text is parsed again, whatever else stayed the same', ({ assert }) => {
    const cache = new ParsedJsonCache<{ version: number; note: string }>(4)
    const before = cache.parse(7, JSON.stringify({ version: 1, note: 'a' }))
    const after = cache.parse(7, JSON.stringify({ version: 1, note: 'b' }))
    assert.equal(before.note, 'a')
    assert.equal(after.note, 'b')
    assert.strictEqual(cache.parse(7, JSON.stringify({ version: 1, note: 'b' })), after)
  })

  test('values are deep-frozen: an edit in place throws instead of reaching the next reader', ({
    assert,
  }) => {
    const cache = new ParsedJsonCache<{ weeks: { workouts: { title: string }[] }[] }>(4)
    const text = JSON.stringify({ weeks: [{ workouts: [{ title: 'Easy' }] }] })
    const plan = cache.parse(1, text)
    assert.throws(() => {
      plan.weeks[0].workouts[0].title = 'Hard'
    }, TypeError)
    assert.throws(() => plan.weeks.push({ workouts: [] }), TypeError)
    assert.equal(cache.parse(1, text).weeks[0].workouts[0].title, 'Easy')
  })

  test('past its size the least recently used key is dropped', ({ assert }) => {
    const cache = new ParsedJsonCache<number[]>(2)
    const one = cache.parse(1, '[1]')
    const two = cache.parse(2, '[2]')
    assert.strictEqual(cache.parse(1, '[1]'), one)
    cache.parse(3, '[3]')
    assert.equal(cache.entries, 2)
    assert.strictEqual(cache.parse(1, '[1]'), one)
    // 2 was the least recently used when 3 came in: parsed again.
    assert.notStrictEqual(cache.parse(2, '[2]'), two)
  })
})
