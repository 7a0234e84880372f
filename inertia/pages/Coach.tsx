import { Head, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CoachController from '#controllers/coach_controller'
import type { SharedProps } from '~/types/shared'
import type { CoachMessageDto } from '#dtos/coach'
import type { UnitSystem } from '#domain/units'
import { ThreadList } from '~/components/coach/thread_list'
import { Composer } from '~/components/coach/composer'
import { useReplyStream } from '~/components/coach/use_reply_stream'
import { useCoachSend } from '~/components/coach/use_coach_send'
import { useFollowLog } from '~/components/coach/use_follow_log'
import {
  CoachIntro,
  ConversationHeader,
  FoldedSuggestions,
  MessageList,
  useMessageTimeFormat,
} from '~/components/coach/conversation'

type Props = InferPageProps<CoachController, 'show'>

const NO_MESSAGES: CoachMessageDto[] = []

/** The coach chat: the athlete's conversations beside the open one and its composer. */
export default function Coach({ threads, thread, suggestions, coach }: Props) {
  const { preferences, errors } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const messages = thread?.messages ?? NO_MESSAGES
  const threadId = thread?.id ?? null
  const chat = useCoachSend({ threadId, messages, maxChars: coach.maxMessageChars })
  const display = useReplyStream(messages)
  const shown = messages.map(display)
  const replying = messages.some((message) => message.status === 'streaming')
  const timeFormat = useMessageTimeFormat(preferences?.timeZone)
  const lastLength = shown.length > 0 ? shown[shown.length - 1].content.length : 0
  const { log, onScroll } = useFollowLog([shown.length, lastLength, chat.waiting], threadId)
  const empty = shown.length === 0 && chat.waiting === null

  return (
    <>
      <Head title={thread ? `${thread.title} · Coach` : 'Coach'} />
      {/* The conversation fills the viewport below the navigation (the layout gives this page
          the viewport's height): the messages scroll, the composer stays at the bottom. */}
      <div className="flex min-h-[28rem] flex-1 flex-col gap-3" data-testid="coach-page">
        <CoachHeader model={coach.model} provider={coach.provider} />
        <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[auto_minmax(0,1fr)] gap-3 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)] lg:gap-4">
          <ThreadList threads={threads} currentId={threadId} />
          <section
            aria-labelledby="conversation-heading"
            className="flex min-h-0 min-w-0 flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200"
          >
            <ConversationHeader
              title={thread ? thread.title : 'New conversation'}
              replying={replying}
            />
            <div
              ref={log}
              role="log"
              aria-live="polite"
              aria-label="Messages"
              tabIndex={0}
              onScroll={onScroll}
              // `relative`: the screen-reader-only text in the messages is positioned
              // absolutely; without a positioned ancestor it escapes the scrolled list and
              // stretches the page below the composer.
              className="relative min-h-0 flex-1 overflow-y-auto bg-gray-50 px-3 py-4 sm:px-4"
              data-testid="coach-log"
            >
              {empty && (
                <CoachIntro suggestions={suggestions} sending={chat.sending} onPick={chat.pick} />
              )}
              <MessageList
                messages={shown}
                waiting={chat.waiting}
                pendingTime={chat.pendingTime}
                units={units}
                timeFormat={timeFormat}
              />
            </div>
            {!empty && (
              <FoldedSuggestions
                suggestions={suggestions}
                sending={chat.sending}
                onPick={chat.pick}
              />
            )}
            <Composer
              value={chat.draft}
              onChange={chat.setDraft}
              onSend={() => chat.send(chat.draft)}
              maxChars={coach.maxMessageChars}
              sending={chat.sending}
              error={errors.content ?? errors.threadId}
              messagesLeft={coach.modelMessagesLeftToday}
            />
          </section>
        </div>
      </div>
    </>
  )
}

/** The page title and who answers (a hosted model or the offline coach). */
function CoachHeader({ model, provider }: { model: string; provider: string }) {
  return (
    <header className="shrink-0 lg:flex lg:items-baseline lg:gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Coach</h1>
      <p className="mt-1 hidden text-sm text-gray-600 sm:block lg:mt-0">
        Ask about your training, your plan and your numbers.{' '}
        {model === 'offline' || provider === 'offline'
          ? 'Answers come from the offline coach, built in and working from your own data.'
          : `Answers come from ${model}.`}
      </p>
    </header>
  )
}
