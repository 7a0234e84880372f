import { Fragment, useMemo, type ReactNode } from 'react'
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '~/lib/markdown'

/**
 * A coach reply's markdown as React elements. Text always goes through React's escaping and
 * links were already limited to http(s) and mailto by the parser: no raw HTML ever reaches the
 * page.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source])
  return <div className="space-y-2 break-words">{blocks.map(renderBlock)}</div>
}

const HEADING_CLASSES = [
  'text-base font-semibold text-gray-900',
  'text-base font-semibold text-gray-900',
  'text-sm font-semibold text-gray-900',
]

function renderBlock(block: MarkdownBlock, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      // Replies sit under the page's h1 and the conversation's h2.
      const Tag = `h${Math.min(block.level + 2, 6)}` as 'h3' | 'h4' | 'h5' | 'h6'
      return (
        <Tag key={key} className={HEADING_CLASSES[Math.min(block.level, 3) - 1]}>
          {renderInline(block.children)}
        </Tag>
      )
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item)}</li>)
      return block.ordered ? (
        <ol key={key} start={block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      )
    }
    case 'code':
      return (
        <pre
          key={key}
          className="overflow-x-auto rounded-md bg-gray-900 p-3 font-mono text-xs text-gray-100"
        >
          <code>{block.text}</code>
        </pre>
      )
  }
}

function renderInline(nodes: MarkdownInline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>
      case 'break':
        return <br key={index} />
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            {renderInline(node.children)}
          </strong>
        )
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>
      case 'code':
        return (
          <code key={index} className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        )
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline"
          >
            {renderInline(node.children)}
          </a>
        )
    }
  })
}
