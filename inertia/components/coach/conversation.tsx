import { useMemo } from 'react'
import type { CoachMessageDto } from '#dtos/coach'
import type { UnitSystem } from '#domain/units'
import { MessageBubble } from '~/components/coach/message_bubble'
import { Suggestions } from '~/components/coach/suggestions'
import { dateTimeFormat } from '~/lib/format_locale'

/** The conversation's title bar, with a live note while the coach answers. */
export function ConversationHeader({ title, replying }: { title: string; replying: boolean }) {
  return (
    <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-2 sm:py-3">
      <h2
        id="conversation-heading"
        className="min-w-0 truncate text-base font-semibold text-gray-900"
      >
        {title}
      </h2>
      {replying && (
        <p className="text-xs text-gray-500" role="status">
          The coach is answering…
        </p>
      )}
    </div>
  )
}

/** The suggested questions, disabled while a message is being sent. */
type SuggestionProps = {
  suggestions: string[]
  sending: boolean
  onPick: (question: string) => void
}

/** What an empty conversation shows: what the coach does, and questions to start with. */
export function CoachIntro({ suggestions, sending, onPick }: SuggestionProps) {
  return (
    <div className="mx-auto max-w-prose py-4 text-center">
      <p className="text-sm font-semibold text-gray-900">What would you like to know?</p>
      <p className="mt-1 text-sm text-gray-600">
        The coach reads your profile, zones, plan and recent training, says what it looked at, and
        can propose changes to your plan that you preview before applying.
      </p>
      <Suggestions
        suggestions={suggestions}
        disabled={sending}
        onPick={onPick}
        className="mt-4 justify-center"
      />
    </div>
  )
}

/** The messages in order, then the one being sent (shown as the athlete's, not yet stored). */
export function MessageList({
  messages,
  waiting,
  pendingTime,
  units,
  timeFormat,
}: {
  messages: CoachMessageDto[]
  waiting: string | null
  pendingTime: string
  units: UnitSystem
  timeFormat: Intl.DateTimeFormat
}) {
  return (
    <ol className="space-y-4">
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} units={units} timeFormat={timeFormat} />
      ))}
      {waiting !== null && (
        <MessageBubble
          message={{
            id: -1,
            role: 'user',
            content: waiting,
            createdAt: pendingTime,
            model: null,
            status: 'complete',
            toolUses: [],
            proposal: null,
            safetyNotice: null,
          }}
          units={units}
          timeFormat={timeFormat}
        />
      )}
    </ol>
  )
}

/** The suggested questions under a started conversation, folded away. */
export function FoldedSuggestions({ suggestions, sending, onPick }: SuggestionProps) {
  if (suggestions.length === 0) return null
  return (
    <details className="shrink-0 border-t border-gray-200 px-3 py-2 text-sm sm:px-4">
      <summary className="cursor-pointer font-medium text-brand-700">Suggested questions</summary>
      <Suggestions suggestions={suggestions} disabled={sending} onPick={onPick} className="mt-2" />
    </details>
  )
}

/** How a message's time is written: "Aug 3, 7:05 PM" in the athlete's time zone. */
export function useMessageTimeFormat(timeZone: string | undefined) {
  return useMemo(
    () =>
      dateTimeFormat({
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
    [timeZone]
  )
}
