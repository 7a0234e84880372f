import { test } from '@japa/runner'
import fc from 'fast-check'
import { MAX_ROW_ID, ROW_ID_PATTERN, decimalsUpTo, isRowId, parseRowId } from '#domain/row_ids'

test.group('Row ids', () => {
  test('the pattern takes 1 to 2147483647 and nothing else', ({ assert }) => {
    for (const text of ['1', '9', '10', '999999999', '1000000000', '2147483646', '2147483647']) {
      assert.isTrue(ROW_ID_PATTERN.test(text), text)
    }
    for (const text of [
      '0',
      '00',
      '01',
      '-1',
      '+1',
      '1e3',
      '1.0',
      ' 1',
      'abc',
      '',
      '2147483648',
      '2147483650',
      '2147483700',
      '3000000000',
      '9999999999',
      '10000000000',
      '99999999999999999999',
    ]) {
      assert.isFalse(ROW_ID_PATTERN.test(text), text)
    }
  })

  test('for any bound, the pattern matches a number exactly when it is from 1 to the bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (max, n) => {
          const pattern = new RegExp(`^${decimalsUpTo(max)}$`)
          return pattern.test(String(n)) === (n >= 1 && n <= max)
        }
      )
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (max) => {
        const pattern = new RegExp(`^${decimalsUpTo(max)}$`)
        for (const n of [0, 1, max - 1, max, max + 1, max * 10]) {
          if (pattern.test(String(n)) !== (n >= 1 && n <= max)) return false
        }
        return true
      })
    )
  })

  test('numbers near the bound, both sides', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (offset) => {
        const n = MAX_ROW_ID + offset
        return ROW_ID_PATTERN.test(String(n)) === n <= MAX_ROW_ID
      })
    )
  })

  test('isRowId and parseRowId agree with the pattern', ({ assert }) => {
    assert.isTrue(isRowId(1))
    assert.isTrue(isRowId(MAX_ROW_ID))
    for (const value of [0, -1, 1.5, MAX_ROW_ID + 1, 1e20, Number.NaN, '1', null]) {
      assert.isFalse(isRowId(value), String(value))
    }
    assert.equal(parseRowId('42'), 42)
    assert.equal(parseRowId('2147483647'), MAX_ROW_ID)
    for (const text of ['2147483648', '99999999999999999999', '-1', '0', '1e3', 'abc', 42]) {
      assert.isNull(parseRowId(text), String(text))
    }
  })
})
