import { useId, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { formatLocale } from '~/lib/format_locale'

/**
 * The message box: a labelled textarea with a live character count and a clear message over
 * the limit. Enter sends, Shift+Enter starts a new line.
 */
export function Composer({
  value,
  onChange,
  onSend,
  maxChars,
  sending,
  error,
  messagesLeft,
}: {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  maxChars: number
  sending: boolean
  error?: string
  /** Model messages left today; null when the offline coach answers (unlimited). */
  messagesLeft: number | null
}) {
  const id = useId()
  const countId = `${id}-count`
  const errorId = `${id}-error`
  const length = value.length
  const over = length > maxChars
  const empty = value.trim() === ''
  const canSend = !empty && !over && !sending
  const number = new Intl.NumberFormat(formatLocale())

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (canSend) onSend()
  }

  const problem = over ? tooLong(length, maxChars, number) : error
  return (
    <form
      onSubmit={submit}
      className="relative shrink-0 border-t border-gray-200 bg-white p-3 sm:p-4"
      aria-label="Message the coach"
    >
      {/* The box names itself to screen readers; on screen its placeholder and place say it. */}
      <label htmlFor={id} className="sr-only">
        Your message
      </label>
      <textarea
        id={id}
        name="content"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={sendOnEnter(submit)}
        readOnly={sending}
        placeholder="Ask about today's workout, your fitness, your plan…"
        aria-invalid={problem ? true : undefined}
        aria-describedby={[countId, problem ? errorId : null].filter(Boolean).join(' ')}
        className={`block max-h-48 min-h-[3.25rem] w-full resize-y rounded-md border px-3 py-2 text-base shadow-sm sm:text-sm ${
          problem ? 'border-red-500' : 'border-gray-300'
        } focus:border-brand-700`}
      />
      <ComposerError id={errorId} problem={problem} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <ComposerCounts
          countId={countId}
          length={length}
          maxChars={maxChars}
          messagesLeft={messagesLeft}
          number={number}
        />
        <Button type="submit" disabled={!canSend}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  )
}

/** Under the box: the character count, model messages left today, and the keys. */
function ComposerCounts({
  countId,
  length,
  maxChars,
  messagesLeft,
  number,
}: {
  countId: string
  length: number
  maxChars: number
  messagesLeft: number | null
  number: Intl.NumberFormat
}) {
  const over = length > maxChars
  const outOfMessages = messagesLeft !== null && messagesLeft <= 0
  return (
    <p className="text-xs text-gray-500">
      <span
        id={countId}
        className={`tabular-nums ${over ? 'font-semibold text-red-700' : ''}`}
        aria-live={over ? 'polite' : 'off'}
      >
        {number.format(length)} / {number.format(maxChars)} characters
      </span>
      {messagesLeft !== null && (
        <span className={outOfMessages ? 'text-amber-800' : ''}>
          {' · '}
          {messagesLeft === 1
            ? '1 model message left today'
            : `${number.format(Math.max(0, messagesLeft))} model messages left today`}
          {outOfMessages && ' (the offline coach answers until tomorrow)'}
        </span>
      )}
      <span className="hidden sm:inline"> · Enter to send, Shift+Enter for a new line</span>
    </p>
  )
}

/** The reason the message cannot be sent (too long, or the server's error). */
function ComposerError({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {problem}
    </p>
  )
}

/** Why a message over the limit cannot be sent, and by how much to shorten it. */
function tooLong(length: number, maxChars: number, number: Intl.NumberFormat) {
  return `Your message is ${number.format(length)} characters long; the limit is ${number.format(maxChars)}. Shorten it by ${number.format(length - maxChars)} to send it.`
}

/** Enter sends (not while an input method is composing); Shift+Enter starts a new line. */
function sendOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
}
