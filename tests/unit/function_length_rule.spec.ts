/*
 * No function over 80 lines in production code (docs/architecture.md#conventions), enforced by
 * lint from one source (bin/lib/function_length.js): a planted function one line too long fails
 * ESLint in every covered folder (linted as text through the project's own eslint.config.js),
 * blank lines and comments do not count, tests/ is not covered, every temporary exception is
 * still needed, and every disable comment for the rule says why.
 */
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import {
  FUNCTION_LENGTH_EXCEPTIONS,
  FUNCTION_LENGTH_EXTENSIONS,
  FUNCTION_LENGTH_FOLDERS,
  FUNCTION_LENGTH_OPTIONS,
  MAX_FUNCTION_LINES,
} from '../../bin/lib/function_length.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const RULE = 'max-lines-per-function'
/** What the rule must cover: the server, client, boot files, configuration and scripts. */
const PRODUCTION = ['app', 'inertia', 'start', 'config', 'bin']

let eslint: ESLint | undefined
/** The function-length messages ESLint gives `code` at `filePath` (nothing is written). */
async function longFunctions(code: string, filePath: string, engine?: ESLint) {
  eslint ??= new ESLint({ cwd: ROOT })
  const [result] = await (engine ?? eslint).lintText(code, { filePath: join(ROOT, filePath) })
  return result.messages.filter((message) => message.ruleId === RULE)
}

/**
 * A function of `lines` lines from its first line to its closing brace, with `padding` blank
 * lines and as many comment lines in its body besides (which the rule does not count).
 */
function planted(lines: number, padding = 0) {
  const statements = Array.from({ length: lines - 4 }, (_, index) => `  total += ${index}`)
  const filler = Array.from({ length: padding }, (_, index) => `\n  // note ${index}`)
  return [
    'export function planted() {',
    '  let total = 0',
    ...statements.slice(0, 1),
    ...filler,
    ...statements.slice(1),
    '  return total',
    '}',
    '',
  ].join('\n')
}

/** A file that does not exist, linted as text at a path in `folder`. */
const probe = (folder: string, ext = 'ts') => `${folder}/function_length_probe.${ext}`

/**
 * A path in each covered folder (and one folder deeper), as TypeScript and as the folder's other
 * kind of file (TSX in inertia/, JavaScript elsewhere).
 */
function probePaths() {
  return PRODUCTION.flatMap((folder) =>
    ['ts', folder === 'inertia' ? 'tsx' : 'js'].flatMap((ext) => [
      probe(folder, ext),
      probe(`${folder}/nested`, ext),
    ])
  )
}

/**
 * The lines of `source` that turn the rule off without a reason after ` -- `, or for more than
 * the next line (a file or block that opts out entirely).
 */
function unexplainedDisables(source: string) {
  return source
    .split('\n')
    .filter((line) =>
      /eslint-disable(?:-next-line|-line)?\b[^\n]*max-lines-per-function/.test(line)
    )
    .filter(
      (line) =>
        !/eslint-disable-next-line\s+max-lines-per-function\s+--\s+\S.{10,}/.test(line) ||
        /eslint-disable(?:-line)?\s/.test(line)
    )
}

test.group('Function length: the lint rule', () => {
  test('a function one line over the limit fails in every covered folder', async ({ assert }) => {
    for (const path of probePaths()) {
      const atLimit = await longFunctions(planted(MAX_FUNCTION_LINES), path)
      assert.lengthOf(atLimit, 0, `${path}: ${MAX_FUNCTION_LINES} lines are allowed`)
      const over = await longFunctions(planted(MAX_FUNCTION_LINES + 1), path)
      assert.lengthOf(over, 1, `${path}: ${MAX_FUNCTION_LINES + 1} lines fail`)
      assert.equal(over[0].severity, 2, `${path}: an error, not a warning`)
      assert.include(over[0].message, `(${MAX_FUNCTION_LINES + 1})`)
    }
  }).timeout(120_000)

  test('blank lines and comments do not count', async ({ assert }) => {
    const code = planted(MAX_FUNCTION_LINES, 20)
    assert.isAbove(code.split('\n').length, MAX_FUNCTION_LINES + 20)
    assert.lengthOf(await longFunctions(code, probe('app')), 0)
  }).timeout(60_000)

  test('tests are not covered', async ({ assert }) => {
    for (const path of [probe('tests/unit'), probe('tests/browser', 'spec.ts')]) {
      assert.lengthOf(await longFunctions(planted(MAX_FUNCTION_LINES + 40), path), 0, path)
    }
  }).timeout(60_000)

  test('a function that is clearer long says why on the line above it', async ({ assert }) => {
    const explained = `// eslint-disable-next-line ${RULE} -- a table of cases reads best whole\n`
    const path = probe('app')
    assert.lengthOf(await longFunctions(explained + planted(MAX_FUNCTION_LINES + 1), path), 0)

    assert.deepEqual(unexplainedDisables(explained), [])
    const bare = `// eslint-disable-next-line ${RULE}`
    const fileWide = `/* eslint-disable ${RULE} -- the whole file is long */`
    assert.deepEqual(unexplainedDisables(`${bare}\n${fileWide}\n`), [bare, fileWide])

    assert.sameMembers(FUNCTION_LENGTH_FOLDERS, PRODUCTION)
    const files = execFileSync('git', ['ls-files', ...PRODUCTION], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => FUNCTION_LENGTH_EXTENSIONS.some((ext) => file.endsWith(`.${ext}`)))
    assert.isAbove(files.length, 100)
    for (const file of files) {
      const source = readFileSync(join(ROOT, file), 'utf8')
      assert.deepEqual(unexplainedDisables(source), [], `${file}: say why after " -- "`)
    }
  }).timeout(60_000)
})

test.group('Function length: temporary exceptions', () => {
  for (const exception of FUNCTION_LENGTH_EXCEPTIONS) {
    test('{$self}')
      .with([exception.file])
      .run(async ({ assert }) => {
        assert.isAbove(exception.reason.length, 20, 'each exception says why')
        const source = readFileSync(join(ROOT, exception.file), 'utf8')
        // As configured: capped at its length today, so it may shrink and never grow.
        assert.lengthOf(await longFunctions(source, exception.file), 0)
        const longer = await longFunctions(planted(exception.max + 1), exception.file)
        assert.lengthOf(longer, 1, 'a function longer than the cap still fails')

        // At the project's limit the file still fails: the exception is still needed.
        const atLimit = new ESLint({
          cwd: ROOT,
          overrideConfig: { rules: { [RULE]: ['error', FUNCTION_LENGTH_OPTIONS] } },
        })
        const stillLong = await longFunctions(source, exception.file, atLimit)
        assert.isAbove(
          stillLong.length,
          0,
          `${exception.file} is under ${MAX_FUNCTION_LINES} lines a function now: ` +
            'delete its entry from FUNCTION_LENGTH_EXCEPTIONS in bin/lib/function_length.js'
        )
      })
      .timeout(60_000)
  }
})
