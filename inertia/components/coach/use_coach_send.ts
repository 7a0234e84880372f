import { router } from '@inertiajs/react'
import { useMemo, useState } from 'react'
import type { CoachMessageDto } from '#dtos/coach'
import { route } from '~/lib/routes'

/** A message on its way to the server, until the page shows it. */
type Pending = { content: string; threadId: number | null; count: number }

/**
 * The composer's draft and the sending of a message to the coach: `waiting`
 * is the text just sent, shown until the page's messages include it.
 */
export function useCoachSend({
  threadId,
  messages,
  maxChars,
}: {
  threadId: number | null
  messages: CoachMessageDto[]
  maxChars: number
}) {
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [pending, setPending] = useState<Pending | null>(null)

  const send = (text: string) => {
    const content = text.trim()
    if (!content || sending) return
    if (content.length > maxChars) {
      setDraft(text)
      return
    }
    setSending(true)
    setPending({ content, threadId, count: messages.length })
    router.post(
      route('coach.messages.store'),
      threadId !== null ? { content, threadId } : { content },
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
  /** A suggested question: put in the composer and sent. */
  const pick = (question: string) => {
    setDraft(question)
    send(question)
  }

  const waiting =
    pending !== null && pending.threadId === threadId && pending.count === messages.length
      ? pending.content
      : null
  const pendingTime = useMemo(() => new Date().toISOString(), [pending])
  return { draft, setDraft, sending, send, pick, waiting, pendingTime }
}
