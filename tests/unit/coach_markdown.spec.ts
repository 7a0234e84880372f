import { test } from '@japa/runner'
import {
  inlineText,
  parseInline,
  parseMarkdown,
  safeHref,
  type MarkdownBlock,
  type MarkdownInline,
} from '../../inertia/lib/markdown.js'

/** Every link of a parsed document, depth first. */
function links(blocks: MarkdownBlock[]) {
  const found: string[] = []
  const walk = (nodes: MarkdownInline[]) =>
    nodes.forEach((node) => {
      if (node.type === 'link') found.push(node.href)
      if ('children' in node) walk(node.children)
    })
  blocks.forEach((block) => {
    if (block.type === 'list') block.items.forEach(walk)
    else if (block.type !== 'code') walk(block.children)
  })
  return found
}

function text(blocks: MarkdownBlock[]) {
  return blocks
    .map((block) =>
      block.type === 'list'
        ? block.items.map(inlineText).join('\n')
        : block.type === 'code'
          ? block.text
          : inlineText(block.children)
    )
    .join('\n\n')
}

test.group('Coach markdown: sanitizing', () => {
  test('a <script> element stays visible text, never markup', ({ assert }) => {
    const blocks = parseMarkdown('Hello <script>alert("x")</script> runner')
    assert.deepEqual(blocks, [
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'Hello <script>alert("x")</script> runner' }],
      },
    ])
  })

  test('raw HTML (tags, attributes, entities) is kept as text', ({ assert }) => {
    const source = '<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a> &lt;b&gt;'
    const blocks = parseMarkdown(source)
    assert.equal(text(blocks), source)
    assert.deepEqual(links(blocks), [])
  })

  test('javascript:, data: and other unsafe link targets lose the link, keep the label', ({
    assert,
  }) => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '/relative/path',
      '//evil.example/x',
    ]) {
      const blocks = parseMarkdown(`[click me](${target})`)
      assert.deepEqual(links(blocks), [], target)
      assert.equal(text(blocks), 'click me', target)
    }
  })

  test('http(s) and mailto links are kept, normalised', ({ assert }) => {
    assert.deepEqual(
      links(
        parseMarkdown(
          'See [Daniels](https://example.com/vdot?a=1), [me](mailto:coach@example.com) and [x](http://example.org)'
        )
      ),
      ['https://example.com/vdot?a=1', 'mailto:coach@example.com', 'http://example.org/']
    )
    assert.equal(safeHref('https://example.com/a b'), 'https://example.com/a%20b')
    assert.isNull(safeHref('javascript:void(0)'))
    assert.isNull(safeHref(''))
  })
})

test.group('Coach markdown: syntax', () => {
  test('bold, italic, code and escapes', ({ assert }) => {
    assert.deepEqual(parseInline('**easy** run at *conversational* pace, `Z2`, 5 \\* 1 km'), [
      { type: 'strong', children: [{ type: 'text', text: 'easy' }] },
      { type: 'text', text: ' run at ' },
      { type: 'em', children: [{ type: 'text', text: 'conversational' }] },
      { type: 'text', text: ' pace, ' },
      { type: 'code', text: 'Z2' },
      { type: 'text', text: ', 5 * 1 km' },
    ])
    // Unclosed markers (a reply still streaming) stay literal.
    assert.deepEqual(parseInline('**half'), [{ type: 'text', text: '**half' }])
    assert.deepEqual(parseInline('snake_case_name'), [{ type: 'text', text: 'snake_case_name' }])
  })

  test('headings, lists, paragraphs and code blocks', ({ assert }) => {
    const blocks = parseMarkdown(
      '## This week\n\nTwo lines\nof text\n\n- Easy 8 km\n- Long run\n  16 km\n\n1. Rest\n2. Strides\n\n```\n<b>raw</b>\n```'
    )
    assert.deepEqual(
      blocks.map((block) => block.type),
      ['heading', 'paragraph', 'list', 'list', 'code']
    )
    assert.deepEqual(blocks[0], {
      type: 'heading',
      level: 2,
      children: [{ type: 'text', text: 'This week' }],
    })
    assert.deepEqual(blocks[1], {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Two lines' },
        { type: 'break' },
        { type: 'text', text: 'of text' },
      ],
    })
    const [bullets, numbers, code] = blocks.slice(2)
    assert.isTrue(bullets.type === 'list' && !bullets.ordered && bullets.items.length === 2)
    assert.equal(bullets.type === 'list' && inlineText(bullets.items[1]), 'Long run\n16 km')
    assert.isTrue(numbers.type === 'list' && numbers.ordered && numbers.items.length === 2)
    assert.deepEqual(code, { type: 'code', text: '<b>raw</b>' })
  })
})
