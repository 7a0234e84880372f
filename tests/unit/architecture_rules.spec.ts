/*
 * docs/architecture.md#what-may-import-what is enforced by lint, from one source
 * (bin/lib/architecture_rules.js): the page's table is the module's, every forbidden import of
 * every row fails ESLint (linted as text at a path inside the row's folder, through the
 * project's own eslint.config.js), and every named exception is still needed and allows only
 * its own import.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import {
  ACTION_COMPOSITIONS,
  IMPORT_EXCEPTIONS,
  IMPORT_RULES,
  renderCompositionTable,
  renderImportTable,
  rowsFor,
  type ForbiddenImport,
  type ImportRule,
} from '../../bin/lib/architecture_rules.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const RULE = '@typescript-eslint/no-restricted-imports'

let eslint: ESLint | undefined
/** The restricted-import messages ESLint gives `code` at `filePath` (nothing is written). */
async function restrictedImports(code: string, filePath: string) {
  eslint ??= new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) })
  return result.messages.filter((message) => message.ruleId === RULE)
}

function probeCode(item: ForbiddenImport, typeOnly: boolean) {
  const keyword = typeOnly ? 'import type' : 'import'
  if (item.probeName) {
    return `${keyword} { ${item.probeName} } from '${item.probe}'\nexport type Probe = ${item.probeName}\n`
  }
  return `${keyword} probe from '${item.probe}'\nexport type Probe = typeof probe\n`
}

/** A file path in each of the row's folders (and one folder deeper). */
function probePaths(row: ImportRule) {
  const ext = row.extensions?.includes('tsx') ? 'tsx' : 'ts'
  return row.folders.flatMap((folder) => [
    `${folder}/architecture_probe.${ext}`,
    `${folder}/nested/architecture_probe.${ext}`,
  ])
}

/** The start of the lint message for this row and item (bin/lib/architecture_rules.js). */
function messageOf(row: ImportRule, item: ForbiddenImport) {
  return `${row.from} never imports ${item.label}`.replaceAll('`', '')
}

function tableIn(markdown: string, heading = '## What may import what') {
  const lines = markdown.split('\n')
  const start = lines.indexOf(heading)
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'))
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'))
  return lines.slice(first, end).join('\n')
}

test.group('Architecture rules: the table', () => {
  test('docs/architecture.md shows the table the lint rule is built from', ({ assert }) => {
    const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')
    assert.equal(
      tableIn(page),
      renderImportTable(),
      'docs/architecture.md#what-may-import-what differs from bin/lib/architecture_rules.js: ' +
        'paste renderImportTable() into the page'
    )
  })

  test('docs/architecture.md lists the compositions the lint rule allows', ({ assert }) => {
    const page = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')
    assert.equal(
      tableIn(page, '### Actions that compose actions'),
      renderCompositionTable(),
      'docs/architecture.md#actions-that-compose-actions differs from ACTION_COMPOSITIONS: ' +
        'paste renderCompositionTable() into the page'
    )
  })
})

test.group('Architecture rules: the lint rule', () => {
  for (const row of IMPORT_RULES) {
    test('{$self}')
      .with([row.from])
      .run(async ({ assert }) => {
        // The rows that enclose this one (production code) apply inside it too.
        const applying = [row, ...IMPORT_RULES.filter((other) => other !== row)]
        for (const path of probePaths(row)) {
          const rows = rowsFor(path)
          assert.include(rows, row, path)
          for (const enclosing of applying.filter((other) => rows.includes(other))) {
            for (const item of enclosing.never) {
              const ofItem = (messages: { message: string }[]) =>
                messages.filter(({ message }) => message.includes(messageOf(enclosing, item)))
              const asValue = ofItem(await restrictedImports(probeCode(item, false), path))
              assert.lengthOf(asValue, 1, `${path}: ${item.probe} as a value`)
              const asType = ofItem(await restrictedImports(probeCode(item, true), path))
              assert.lengthOf(asType, item.typesAllowed ? 0 : 1, `${path}: ${item.probe} as a type`)
            }
          }
        }
      })
      .timeout(60_000)
  }

  test('an allowed import lints clean', async ({ assert }) => {
    // [folder, allowed import]: each linted as a probe file in that folder.
    const cases: [string, string][] = [
      ['app/domain', '#domain/units'],
      ['app/actions', '#queries/activities'],
      ['app/services', '#queries/activities'],
      ['app/models', '#queries/sql_dialect'],
      ['app/dtos', '#domain/units'],
      ['inertia/pages', '#domain/units'],
      ['tests/unit', '#database/demo/simulate'],
    ]
    for (const [folder, specifier] of cases) {
      const path = `${folder}/architecture_probe.${folder.startsWith('inertia') ? 'tsx' : 'ts'}`
      const code = `import probe from '${specifier}'\nexport type Probe = typeof probe\n`
      assert.lengthOf(await restrictedImports(code, path), 0, `${path}: ${specifier}`)
    }
  }).timeout(60_000)
})

test.group('Architecture rules: named exceptions', () => {
  for (const exception of IMPORT_EXCEPTIONS) {
    test('{$self}')
      .with([`${exception.file} imports ${exception.imports}`])
      .run(async ({ assert }) => {
        assert.isAbove(exception.reason.length, 20, 'each exception says why')
        const rows = rowsFor(exception.file)
        const breaks = rows.flatMap((row) =>
          row.never.filter((item) => item.regex && new RegExp(item.regex).test(exception.imports))
        )
        assert.isAbove(breaks.length, 0, 'the exception allows an import a row forbids')

        const source = readFileSync(join(ROOT, exception.file), 'utf8')
        assert.include(
          source,
          `from '${exception.imports}'`,
          'the import is gone: delete its exception from bin/lib/architecture_rules.js'
        )
        assert.lengthOf(await restrictedImports(source, exception.file), 0)

        // The exception is this import only: the same folder's other imports stay forbidden.
        for (const item of breaks) {
          const code = probeCode(item, false)
          assert.lengthOf(await restrictedImports(code, exception.file), 1, item.probe)
        }
      })
      .timeout(60_000)
  }
})

/**
 * Whether `source` imports `specifier` as a value (a default or a named non-type binding). An
 * import clause holds no quote, so a match never runs over another import's specifier.
 */
function importsAsValue(source: string, specifier: string) {
  const pattern = new RegExp(
    `^import\\s+(?!type\\s)([^'"]*?)\\s+from\\s+'${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`,
    'gm'
  )
  return [...source.matchAll(pattern)].some(
    ([, clause]) =>
      // `{ type A, type B }` only is a type import too.
      /^[A-Za-z_$]/.test(clause.trim()) ||
      /\{\s*(?!type\s)[A-Za-z_$]/.test(clause.replace(/,\s*type\s+\w+/g, ''))
  )
}

test.group('Architecture rules: action compositions', () => {
  test('each listed composition is a value import its caller still has', async ({ assert }) => {
    const seen = new Set<string>()
    for (const { caller, callee, why } of ACTION_COMPOSITIONS) {
      const key = `${caller} -> ${callee}`
      assert.isFalse(seen.has(key), `${key} is listed twice`)
      seen.add(key)
      assert.isAbove(why.length, 15, `${key}: each composition says why`)
      assert.match(caller, /^app\/actions\/.+\.ts$/, key)
      assert.match(callee, /^#actions\//, key)
      const source = readFileSync(join(ROOT, caller), 'utf8')
      assert.isTrue(
        importsAsValue(source, callee),
        `${key}: the import is gone, delete it from ACTION_COMPOSITIONS`
      )
    }
  })

  test('a caller lints clean, and an action it does not list still fails', async ({ assert }) => {
    const callers = [...new Set(ACTION_COMPOSITIONS.map((composition) => composition.caller))]
    for (const caller of callers) {
      const source = readFileSync(join(ROOT, caller), 'utf8')
      assert.lengthOf(await restrictedImports(source, caller), 0, caller)
    }
    // A planted import of an action the caller does not list.
    const caller = 'app/actions/plans/update_workout.ts'
    const planted = `import EndPlan from '#actions/plans/end_plan'\nexport type Probe = typeof EndPlan\n`
    const messages = await restrictedImports(planted, caller)
    assert.lengthOf(messages, 1)
    assert.include(messages[0].message, 'outside the listed compositions')
    // A type-only import of any action stays free.
    const typeOnly = `import type EndPlan from '#actions/plans/end_plan'\nexport type Probe = EndPlan\n`
    assert.lengthOf(await restrictedImports(typeOnly, caller), 0)
  }).timeout(120_000)
})
