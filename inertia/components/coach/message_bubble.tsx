import type { CoachMessageDto } from '#dtos/coach'
import type { UnitSystem } from '#domain/units'
import { Markdown } from '~/components/coach/markdown'
import { ProposalCard } from '~/components/coach/proposal_card'

/** Who answered: the model's id, or the offline coach. */
export function modelLabel(model: string | null) {
  return !model || model === 'offline' ? 'Offline coach' : model
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function MessageBubble({
  message,
  units,
  timeFormat,
}: {
  message: CoachMessageDto
  units: UnitSystem
  timeFormat: Intl.DateTimeFormat
}) {
  const time = (
    <time dateTime={message.createdAt} className="text-xs text-gray-500">
      {timeFormat.format(new Date(message.createdAt))}
    </time>
  )

  if (message.role === 'user') {
    return (
      <li className="flex justify-end" data-testid="coach-message" data-role="user">
        <div className="max-w-[85%] sm:max-w-[75%]">
          <p className="sr-only">You said:</p>
          <div className="whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-sm text-white">
            {message.content}
          </div>
          <div className="mt-1 text-right">{time}</div>
        </div>
      </li>
    )
  }

  const streaming = message.status === 'streaming'
  const failed = message.status === 'failed'
  return (
    <li
      className="flex justify-start"
      data-testid="coach-message"
      data-role="assistant"
      data-status={message.status}
      aria-busy={streaming || undefined}
    >
      <div className="w-full max-w-[95%] sm:max-w-[85%]">
        <div className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
          <span className="font-semibold text-gray-800">Coach</span>
          <span
            className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-700"
            data-testid="coach-model"
          >
            {modelLabel(message.model)}
          </span>
          {time}
        </div>
        {message.safetyNotice && <SafetyNotice text={message.safetyNotice} />}
        <ToolUses tools={message.toolUses} />
        <div
          className={`rounded-2xl rounded-tl-sm px-4 py-3 text-sm ${
            failed
              ? 'bg-red-50 text-red-900 ring-1 ring-red-200'
              : 'bg-white text-gray-900 ring-1 ring-gray-200'
          }`}
        >
          {failed && <p className="mb-1 font-semibold">The coach could not answer.</p>}
          {message.content ? (
            <Markdown source={message.content} />
          ) : streaming ? (
            <p className="text-gray-500">Thinking…</p>
          ) : null}
        </div>
        {message.proposal && <ProposalCard proposal={message.proposal} units={units} />}
      </div>
    </li>
  )
}

/** The coach's safety warning above its answer. */
function SafetyNotice({ text }: { text: string }) {
  return (
    <div
      role="note"
      className="mb-2 flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <span aria-hidden="true">⚠</span>
      <p>
        <span className="sr-only">Safety notice: </span>
        {text}
      </p>
    </div>
  )
}

/** What the coach looked at to answer, one line a tool. */
function ToolUses({ tools }: { tools: CoachMessageDto['toolUses'] }) {
  if (tools.length === 0) return null
  return (
    <ul className="mb-2 space-y-0.5" aria-label="What the coach looked at">
      {tools.map((tool, index) => (
        <li
          key={`${tool.name}-${index}`}
          className="flex items-center gap-1.5 text-xs text-gray-500"
          data-tool={tool.name}
        >
          <span aria-hidden="true">↳</span>
          {capitalise(tool.summary)}
        </li>
      ))}
    </ul>
  )
}
