import { test } from '@japa/runner'
import { RawJson, stringifyWithRawJson } from '#services/raw_json'

test.group('RawJson', () => {
  const streams = { time: [0, 1, 2], heartRate: [120, null, 122], label: 'ö "x" \u2028' }
  const page = {
    component: 'Activities/Show',
    props: {
      name: 'A "run" with \\ and </script>',
      streams: new RawJson<typeof streams>(JSON.stringify(streams)),
      list: [new RawJson<number[]>('[1,2]'), null, new RawJson<{ a: number }>('{"a":1}')],
      none: null,
    },
  }
  const plain = JSON.parse(JSON.stringify(page))

  test('stringifyWithRawJson writes the texts in place: the same JSON as the parsed values', ({
    assert,
  }) => {
    const json = stringifyWithRawJson(page)
    assert.deepEqual(JSON.parse(json), {
      component: 'Activities/Show',
      props: {
        name: 'A "run" with \\ and </script>',
        streams,
        list: [[1, 2], null, { a: 1 }],
        none: null,
      },
    })
    assert.equal(json, JSON.stringify(plain))
  })

  test('the text is written as it is, not parsed and serialized again', ({ assert }) => {
    const json = stringifyWithRawJson({ value: new RawJson<number>('1.50') })
    assert.equal(json, '{"value":1.50}')
  })

  test('JSON.stringify elsewhere sees the parsed value', ({ assert }) => {
    const value = new RawJson<typeof streams>(JSON.stringify(streams))
    assert.deepEqual(value.toJSON(), streams)
    assert.equal(JSON.stringify({ value }), JSON.stringify({ value: streams }))
  })

  test('a string that looks like a placeholder stays a string', ({ assert }) => {
    const value = { name: '__raw_json_0123456789abcdef01234567_0', other: new RawJson('[1]') }
    assert.equal(
      stringifyWithRawJson(value),
      '{"name":"__raw_json_0123456789abcdef01234567_0","other":[1]}'
    )
  })

  test('a page without RawJson is JSON.stringify', ({ assert }) => {
    assert.equal(stringifyWithRawJson(plain), JSON.stringify(plain))
    assert.equal(stringifyWithRawJson({ a: new RawJson('[]') }), '{"a":[]}')
  })
})
