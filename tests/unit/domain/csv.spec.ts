import { test } from '@japa/runner'
import fc from 'fast-check'
import { csvField, csvLine, defuseFormulas } from '#domain/csv'

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list). */
const FORMULA = /^[=+\-@\t\r]/

/** An RFC 4180 reader of one record with a given separator, as a spreadsheet reads it. */
function readQuoted(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells
}

/**
 * A reader that does not know our quoting: it splits on its own separator (or at line
 * breaks) and may skip leading spaces and quotes before it looks at a cell.
 */
function readNaively(text: string, separator: RegExp): string[] {
  return text.split(separator).map((cell) => cell.replace(/^[ "]*/, ''))
}

test.group('CSV writer', () => {
  test('hostile text is quoted and cannot start a formula', ({ assert }) => {
    const cases: [unknown, string][] = [
      ['Bob', '"Bob"'],
      ['=1+1', `"'=1+1"`],
      ['+1', `"'+1"`],
      ['-1', `"'-1"`],
      ['@SUM(A1)', `"'@SUM(A1)"`],
      ['\tx', `"'\tx"`],
      ['\rx', `"'\rx"`],
      ['Bob;=1+1', `"Bob;'=1+1"`],
      ['Bob,=1+1', `"Bob,'=1+1"`],
      ['Bob\t=1+1', `"Bob\t'=1+1"`],
      ['Bob\n=1+1', `"Bob\n'=1+1"`],
      ['Bob; =1+1', `"Bob; '=1+1"`],
      ['a"=1+1', `"a""'=1+1"`],
      ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
      ['Ada "Countess" Lovelace, Jr', '"Ada ""Countess"" Lovelace, Jr"'],
      ['Mary-Jane', '"Mary-Jane"'],
      ['', '""'],
      [null, ''],
      [undefined, ''],
      [42, '42'],
      [-5, '-5'],
      [true, 'true'],
    ]
    for (const [value, expected] of cases) {
      assert.equal(csvField(value), expected, JSON.stringify(value))
    }
    assert.equal(csvLine([1, 'Bob;=1+1', false]), `1,"Bob;'=1+1",false\r\n`)
  })

  test('any text reads back as one cell, and no reading of the line starts a formula', () => {
    const hostile = fc.string({
      unit: fc.constantFrom('a', ' ', '=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'"),
      maxLength: 12,
    })
    fc.assert(
      fc.property(hostile, (text) => {
        const line = csvLine([7, text, 'x']).slice(0, -2)
        const comma = readQuoted(line, ',')
        if (comma.length !== 3 || comma[1] !== defuseFormulas(text)) return false
        const readings = [
          ...comma,
          ...readQuoted(line, ';'),
          ...readQuoted(line, '\t'),
          ...readNaively(line, /[,;\t\r\n]/),
        ]
        return readings.every((cell) => !FORMULA.test(cell.replace(/^ +/, '')))
      }),
      { numRuns: 2000 }
    )
  })

  test('defusing only adds apostrophes', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => defuseFormulas(text).replaceAll("'", '') === text.replaceAll("'", '')
      )
    )
  })
})
