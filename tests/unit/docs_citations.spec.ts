import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * Every source a comment cites must be one a reader of the repository can open: a section of
 * docs/ (docs/architecture.md#conventions), a decision record or a published source. This
 * scans the repository's own text files once and fails on
 * - a document that is not in the repository (the planning notes in upper case that the code
 *   used to cite) or a path outside it;
 * - an issue number, written with or without `#`: the tracker is not part of the repository;
 * - a docs/ citation, or a relative Markdown link between documents, whose file or heading
 *   anchor does not exist;
 * - a source file of the repository named in code (`app/…/x.ts`) that is not there, as happens
 *   when a file moves and the comments that point at it stay behind.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))

const SCANNED = [
  'app',
  'bench',
  'bin',
  'commands',
  'config',
  'database',
  'deploy',
  'docs',
  'inertia',
  'resources',
  'start',
  'tests',
  'README.md',
  'adonisrc.ts',
  'vite.config.ts',
  'eslint.config.js',
  'package.json',
  '.env.example',
]
const SKIPPED_DIRS = new Set(['node_modules', 'tmp', 'build', 'storage', '.git'])
const BINARY = new Set(['.fit', '.gz', '.zip', '.png', '.jpg', '.jpeg', '.ico', '.woff', '.woff2'])
const MAX_BYTES = 1_000_000

/** Patterns of a citation a reader cannot follow, with what to write instead. */
const FORBIDDEN: Array<{ pattern: RegExp; why: string }> = [
  {
    pattern: /\b(?:SCIENCE|PROTOCOLS|STYLE|DESIGN)\.md\b|\bSETUP[-_]NOTES\b/,
    why: 'cites a document outside the repository: cite docs/science.md, docs/protocols.md or docs/architecture.md',
  },
  {
    pattern: /(?:\.\.\/)+shared\/|\/work\/shared\b/,
    why: 'cites a path outside the repository',
  },
  {
    pattern: /\bissue\s*#?\s*\d+|\(#\d+\)/i,
    why: 'cites an issue number: cite the docs/ section or decision that explains the rule',
  },
]

/** `docs/<file>.md` or `docs/<file>.md#anchor`, not part of a longer path or URL. */
const DOCS_CITATION = /(?<![\w./-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g
/** A relative Markdown link to a document or to a heading of the same document. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s]*?\.md|)(?:#([\w-]+))?\)/g

/**
 * A TypeScript or Markdown file of the repository named by its path from the root, not part of
 * a longer path, a URL or a built file (`build/…`, `.js`).
 */
const SOURCE_PATH =
  /(?<![\w./-])((?:app|bin|commands|config|database|docs|inertia|start|tests)\/[\w./-]+?\.(?:tsx?|md))(?![\w.-])/g
/** Paths written as examples of a shape, not as files. */
const EXAMPLE_PATHS = new Set(['inertia/pages/X/Y.tsx', 'app/actions/profile/set_weekly_goal.ts'])

interface SourceFile {
  path: string
  text: string
}

function collect(path: string, into: SourceFile[]) {
  const absolute = join(root, path)
  if (!existsSync(absolute)) return
  const stats = statSync(absolute)
  if (stats.isDirectory()) {
    for (const entry of readdirSync(absolute)) {
      if (!SKIPPED_DIRS.has(entry)) collect(join(path, entry), into)
    }
    return
  }
  if (BINARY.has(extname(path).toLowerCase()) || stats.size > MAX_BYTES) return
  const text = readFileSync(absolute, 'utf8')
  if (!text.includes('\0')) into.push({ path: path.split(sep).join('/'), text })
}

/**
 * The anchor GitHub gives a heading: inline code and links reduced to their text, lower case,
 * everything but letters, digits, spaces, `-` and `_` dropped, spaces turned into `-`.
 */
function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every heading anchor of a Markdown text (outside fenced code), repeated ones numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const anchor = headingAnchor(heading[1])
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
  }
  return anchors
}

const anchorCache = new Map<string, Set<string> | null>()
function anchorsOfFile(absolute: string): Set<string> | null {
  if (!anchorCache.has(absolute)) {
    anchorCache.set(
      absolute,
      existsSync(absolute) ? anchorsOf(readFileSync(absolute, 'utf8')) : null
    )
  }
  return anchorCache.get(absolute)!
}

function checkTarget(absolute: string, anchor: string | undefined): string | null {
  const anchors = anchorsOfFile(absolute)
  if (anchors === null) return `${relative(root, absolute)} does not exist`
  if (anchor && !anchors.has(anchor)) return `${relative(root, absolute)} has no heading #${anchor}`
  return null
}

function lineOf(text: string, index: number) {
  return text.slice(0, index).split('\n').length
}

const files: SourceFile[] = []
for (const path of SCANNED) collect(path, files)

test.group('Citations in the repository', () => {
  test('heading anchors are the ones GitHub renders', ({ assert }) => {
    assert.equal(headingAnchor('VDOT (Daniels and Gilbert)'), 'vdot-daniels-and-gilbert')
    assert.equal(
      headingAnchor('Acute to chronic workload ratio (ACWR)'),
      'acute-to-chronic-workload-ratio-acwr'
    )
    assert.equal(headingAnchor('Anti-forgery token (CSRF)'), 'anti-forgery-token-csrf')
    assert.equal(headingAnchor('`docs/` and [links](x.md)'), 'docs-and-links')
  })

  test('the scan reads the source tree and the documents', ({ assert }) => {
    const paths = new Set(files.map((file) => file.path))
    for (const path of ['app/domain/science/vdot.ts', 'docs/science.md', 'README.md']) {
      assert.isTrue(paths.has(path), `${path} was not scanned`)
    }
  })

  test('no file cites a document outside the repository or an issue number', ({ assert }) => {
    const problems: string[] = []
    for (const { path, text } of files) {
      text.split('\n').forEach((line, index) => {
        for (const { pattern, why } of FORBIDDEN) {
          const match = pattern.exec(line)
          if (match) problems.push(`${path}:${index + 1}: "${match[0]}" ${why}`)
        }
      })
    }
    assert.deepEqual(problems, [])
  })

  test('every cited docs/ file and heading exists', ({ assert }) => {
    const problems: string[] = []
    for (const { path, text } of files) {
      for (const match of text.matchAll(DOCS_CITATION)) {
        const problem = checkTarget(join(root, 'docs', match[1]), match[2])
        if (problem) problems.push(`${path}:${lineOf(text, match.index)}: ${problem}`)
      }
      if (!path.endsWith('.md')) continue
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        const target = match[1] ? join(root, dirname(path), match[1]) : join(root, path)
        const problem = checkTarget(target, match[2])
        if (problem) problems.push(`${path}:${lineOf(text, match.index)}: ${problem}`)
      }
    }
    assert.deepEqual(problems, [])
  })

  test('every source file named in the code and the documents exists', ({ assert }) => {
    const problems: string[] = []
    for (const { path, text } of files) {
      for (const match of text.matchAll(SOURCE_PATH)) {
        const named = match[1]
        if (EXAMPLE_PATHS.has(named) || named.includes('*')) continue
        if (!existsSync(join(root, named))) {
          problems.push(`${path}:${lineOf(text, match.index)}: ${named} does not exist`)
        }
      }
    }
    assert.deepEqual(problems, [])
  })
})
