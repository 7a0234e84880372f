import { Head, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CoachController from '#controllers/coach_controller'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { SharedProps } from '~/types/shared'
import type { CoachMessageDto } from '#dtos/coach'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { ThreadList } from '~/components/coach/thread_list'
import { MessageBubble } from '~/components/coach/message_bubble'
import { Composer } from '~/components/coach/composer'
import { Suggestions } from '~/components/coach/suggestions'
import { useReplyStream } from '~/components/coach/use_reply_stream'
import { dateTimeFormat } from '~/lib/format_locale'

type Props = InferPageProps<CoachController, 'show'>

const NO_MESSAGES: CoachMessageDto[] = []

export default function Coach({ threads, thread, suggestions, coach }: Props) {
  const { preferences, errors } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const messages = thread?.messages ?? NO_MESSAGES
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [pending, setPending] = useState<{
    content: string
    threadId: number | null
    count: number
  } | null>(null)
  const display = useReplyStream(messages)
  const shown = messages.map(display)
  const replying = messages.some((message) => message.status === 'streaming')

  const timeFormat = useMemo(
    () =>
      dateTimeFormat({
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: preferences?.timeZone,
      }),
    [preferences?.timeZone]
  )

  const send = (text: string) => {
    const content = text.trim()
    if (!content || sending) return
    if (content.length > coach.maxMessageChars) {
      setDraft(text)
      return
    }
    setSending(true)
    setPending({ content, threadId: thread?.id ?? null, count: messages.length })
    router.post(
      route('coach.messages.store'),
      thread ? { content, threadId: thread.id } : { content },
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => {
          setDraft('')
          // The navigation prefetches /coach: its cached thread list is now stale.
          router.flushAll()
        },
        onFinish: () => {
          setSending(false)
          setPending(null)
        },
      }
    )
  }

  // The message being sent, until the page shows it.
  const waiting =
    pending !== null &&
    pending.threadId === (thread?.id ?? null) &&
    pending.count === messages.length
      ? pending.content
      : null
  // Follow the conversation while the reader is at its end.
  const log = useRef<HTMLDivElement>(null)
  const atEnd = useRef(true)
  const lastLength = shown.length > 0 ? shown[shown.length - 1].content.length : 0
  useLayoutEffect(() => {
    const element = log.current
    if (element && atEnd.current) element.scrollTop = element.scrollHeight
  }, [shown.length, lastLength, waiting, thread?.id])
  useEffect(() => {
    atEnd.current = true
  }, [thread?.id])

  const pendingTime = useMemo(() => new Date().toISOString(), [pending])
  const empty = shown.length === 0 && waiting === null

  return (
    <>
      <Head title={thread ? `${thread.title} · Coach` : 'Coach'} />
      {/* The conversation fills the viewport below the navigation (the layout gives this page
          the viewport's height): the messages scroll, the composer stays at the bottom. */}
      <div className="flex min-h-[28rem] flex-1 flex-col gap-3" data-testid="coach-page">
        <header className="shrink-0 lg:flex lg:items-baseline lg:gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">Coach</h1>
          <p className="mt-1 hidden text-sm text-gray-600 sm:block lg:mt-0">
            Ask about your training, your plan and your numbers.{' '}
            {coach.model === 'offline' || coach.provider === 'offline'
              ? 'Answers come from the offline coach, built in and working from your own data.'
              : `Answers come from ${coach.model}.`}
          </p>
        </header>

        <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[auto_minmax(0,1fr)] gap-3 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)] lg:gap-4">
          <ThreadList threads={threads} currentId={thread?.id ?? null} />

          <section
            aria-labelledby="conversation-heading"
            className="flex min-h-0 min-w-0 flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
          >
            <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-2 sm:py-3">
              <h2
                id="conversation-heading"
                className="min-w-0 truncate text-base font-semibold text-gray-900"
              >
                {thread ? thread.title : 'New conversation'}
              </h2>
              {replying && (
                <p className="text-xs text-gray-500" role="status">
                  The coach is answering…
                </p>
              )}
            </div>

            <div
              ref={log}
              role="log"
              aria-live="polite"
              aria-label="Messages"
              tabIndex={0}
              onScroll={(event) => {
                const element = event.currentTarget
                atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
              }}
              // `relative`: the screen-reader-only text in the messages is positioned
              // absolutely; without a positioned ancestor it escapes the scrolled list and
              // stretches the page below the composer.
              className="relative min-h-0 flex-1 overflow-y-auto bg-gray-50 px-3 py-4 sm:px-4"
              data-testid="coach-log"
            >
              {empty && (
                <div className="mx-auto max-w-prose py-4 text-center">
                  <p className="text-sm font-semibold text-gray-900">
                    What would you like to know?
                  </p>
                  <p className="mt-1 text-sm text-gray-600">
                    The coach reads your profile, zones, plan and recent training, says what it
                    looked at, and can propose changes to your plan that you preview before
                    applying.
                  </p>
                  <Suggestions
                    suggestions={suggestions}
                    disabled={sending}
                    onPick={(question) => {
                      setDraft(question)
                      send(question)
                    }}
                    className="mt-4 justify-center"
                  />
                </div>
              )}
              <ol className="space-y-4">
                {shown.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    units={units}
                    timeFormat={timeFormat}
                  />
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
            </div>

            {!empty && suggestions.length > 0 && (
              <details className="shrink-0 border-t border-gray-200 px-3 py-2 text-sm sm:px-4">
                <summary className="cursor-pointer font-medium text-brand-700">
                  Suggested questions
                </summary>
                <Suggestions
                  suggestions={suggestions}
                  disabled={sending}
                  onPick={(question) => {
                    setDraft(question)
                    send(question)
                  }}
                  className="mt-2"
                />
              </details>
            )}

            <Composer
              value={draft}
              onChange={setDraft}
              onSend={() => send(draft)}
              maxChars={coach.maxMessageChars}
              sending={sending}
              error={errors.content ?? errors.threadId}
              messagesLeft={coach.modelMessagesLeftToday}
            />
          </section>
        </div>
      </div>
    </>
  )
}
