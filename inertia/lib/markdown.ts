/*
 * A small, safe markdown subset for the coach's replies: paragraphs, headings, lists, fenced
 * code, **bold**, *italic*, `code` and [links](https://…). It parses into plain data that the
 * renderer turns into React elements, so the text is always escaped by React: raw HTML in a
 * message stays visible text, never markup. Links keep only http(s) and mailto targets.
 *
 * Pure: no React, no DOM (the server's unit tests import it by relative path).
 */

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: MarkdownInline[] }
  | { type: 'break' }

export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] }
  | { type: 'code'; text: string }

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * The normalised address of a link when it is an absolute http(s) or mailto URL; null for
 * anything else (`javascript:`, `data:`, relative paths, malformed addresses).
 */
export function safeHref(raw: string): string | null {
  const trimmed = raw.trim()
  if (!trimmed) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/
const FENCE = /^\s{0,3}(```|~~~)/

/** Parses markdown into blocks. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseLines(paragraph) })
      paragraph = []
    }
  }

  let i = 0
  while (i < lines.length) {
    const line = lines[i]

    const fence = FENCE.exec(line)
    if (fence) {
      flushParagraph()
      const body: string[] = []
      i++
      while (i < lines.length && !lines[i].trimStart().startsWith(fence[1])) {
        body.push(lines[i])
        i++
      }
      i++ // the closing fence (or the end of an unfinished, still streaming block)
      blocks.push({ type: 'code', text: body.join('\n') })
      continue
    }

    if (line.trim() === '') {
      flushParagraph()
      i++
      continue
    }

    const heading = HEADING.exec(line)
    if (heading) {
      flushParagraph()
      const level = heading[1].length as 1 | 2 | 3 | 4 | 5 | 6
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]) })
      i++
      continue
    }

    const bullet = BULLET.exec(line)
    const ordered = bullet ? null : ORDERED.exec(line)
    if (bullet || ordered) {
      flushParagraph()
      const isOrdered = Boolean(ordered)
      const pattern = isOrdered ? ORDERED : BULLET
      const items: string[][] = []
      while (i < lines.length) {
        const current = lines[i]
        const match = pattern.exec(current)
        if (match) {
          items.push([isOrdered ? match[2] : match[1]])
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          // An indented line continues the item above it.
          items[items.length - 1].push(current.trim())
        } else {
          break
        }
        i++
      }
      blocks.push({
        type: 'list',
        ordered: isOrdered,
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map((item) => parseLines(item)),
      })
      continue
    }

    paragraph.push(line.trim())
    i++
  }
  flushParagraph()
  return blocks
}

/** Lines of one block: a line break between them, as a chat reader expects. */
function parseLines(lines: string[]): MarkdownInline[] {
  const result: MarkdownInline[] = []
  lines.forEach((line, index) => {
    if (index > 0) result.push({ type: 'break' })
    result.push(...parseInline(line))
  })
  return result
}

const ESCAPABLE = '\\`*_[]()#+-.!~>'

/** Parses the inline syntax of one line. Unclosed markers stay literal text. */
export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) {
      const last = nodes[nodes.length - 1]
      if (last && last.type === 'text') last.text += buffer
      else nodes.push({ type: 'text', text: buffer })
      buffer = ''
    }
  }
  const push = (node: MarkdownInline) => {
    flush()
    nodes.push(node)
  }

  let i = 0
  while (i < text.length) {
    const char = text[i]

    if (char === '\\' && i + 1 < text.length && ESCAPABLE.includes(text[i + 1])) {
      buffer += text[i + 1]
      i += 2
      continue
    }

    if (char === '`') {
      let run = 1
      while (text[i + run] === '`') run++
      const marker = '`'.repeat(run)
      const end = text.indexOf(marker, i + run)
      if (end !== -1) {
        push({ type: 'code', text: text.slice(i + run, end) })
        i = end + run
        continue
      }
      buffer += marker
      i += run
      continue
    }

    if ((char === '*' || char === '_') && text[i + 1] === char) {
      const marker = char + char
      const end = text.indexOf(marker, i + 2)
      if (end > i + 2) {
        push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) })
        i = end + 2
        continue
      }
    }

    if (char === '*' || char === '_') {
      const opensWord = i + 1 < text.length && !/\s/.test(text[i + 1])
      const afterWord = char === '_' && i > 0 && /\w/.test(text[i - 1])
      if (opensWord && !afterWord) {
        const end = findEmphasisEnd(text, i + 1, char)
        if (end !== -1) {
          push({ type: 'em', children: parseInline(text.slice(i + 1, end)) })
          i = end + 1
          continue
        }
      }
    }

    if (char === '[') {
      const link = readLink(text, i)
      if (link) {
        const children = parseInline(link.label)
        const href = safeHref(link.url)
        if (href) push({ type: 'link', href, children })
        else {
          // An unsafe or relative target: the label stays, the link goes.
          flush()
          children.forEach((child) => push(child))
        }
        i = link.end
        continue
      }
    }

    buffer += char
    i++
  }
  flush()
  return nodes
}

function findEmphasisEnd(text: string, from: number, marker: string) {
  for (let j = from + 1; j < text.length; j++) {
    if (text[j] !== marker) continue
    if (text[j + 1] === marker) {
      j++
      continue
    }
    if (/\s/.test(text[j - 1])) continue
    if (marker === '_' && j + 1 < text.length && /\w/.test(text[j + 1])) continue
    return j
  }
  return -1
}

/** `[label](url)` or `[label](url "title")` at `start`; null when it is not a link. */
function readLink(text: string, start: number) {
  let depth = 0
  let close = -1
  for (let j = start; j < text.length; j++) {
    if (text[j] === '\\') {
      j++
      continue
    }
    if (text[j] === '[') depth++
    else if (text[j] === ']') {
      depth--
      if (depth === 0) {
        close = j
        break
      }
    }
  }
  if (close === -1 || text[close + 1] !== '(') return null
  let parens = 0
  for (let j = close + 2; j < text.length; j++) {
    if (text[j] === '(') parens++
    else if (text[j] === ')') {
      if (parens === 0) {
        const target = text.slice(close + 2, j).trim()
        const url = target.replace(/\s+"[^"]*"$/, '').replace(/^<(.*)>$/, '$1')
        return { label: text.slice(start + 1, close), url, end: j + 1 }
      }
      parens--
    }
  }
  return null
}

/** The plain text of inline nodes (for accessible names and tests). */
export function inlineText(nodes: MarkdownInline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code'
        ? node.text
        : node.type === 'break'
          ? '\n'
          : inlineText(node.children)
    )
    .join('')
}
