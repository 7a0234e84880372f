import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import axios from 'axios'
import { router } from '@inertiajs/react'
import { route } from '~/lib/routes'
import { useRealtimeState, useUserChannel } from '~/hooks/use_realtime'
import type { CoachMessageDto } from '#dtos/coach'
import type { RealtimeEvents } from '#realtime/events'

/** Realtime: `coach.reply.chunk` on the user's private channel. */
type CoachReplyChunk = RealtimeEvents['coach.reply.chunk']

/** No chunk for this long (or no socket): ask over HTTP instead. */
export const STALL_MS = 3000
export const POLL_MS = 1000

interface Stream {
  parts: Map<number, string>
  /** The chunks received in order, from index 0 without gaps. */
  text: string
  /** The index of the chunk marked `done`, once it arrived. */
  finalIndex: number | null
  done: boolean
  lastAt: number
}

/*
 * Chunks by assistant message id, kept outside React: the offline coach can answer before the
 * redirect after sending has rendered the streaming message, and a chunk that arrives between
 * two renders of the page must not be lost.
 */
const streams = new Map<string, Stream>()
const listeners = new Set<() => void>()
let storeVersion = 0

function emit() {
  storeVersion++
  listeners.forEach((listener) => listener())
}

export function receiveChunk(chunk: CoachReplyChunk) {
  const id = String(chunk.messageId)
  const stream: Stream = streams.get(id) ?? {
    parts: new Map(),
    text: '',
    finalIndex: null,
    done: false,
    lastAt: 0,
  }
  if (!stream.parts.has(chunk.index)) stream.parts.set(chunk.index, chunk.text)
  if (chunk.done) stream.finalIndex = chunk.index
  let text = ''
  let next = 0
  for (; stream.parts.has(next); next++) text += stream.parts.get(next)
  stream.text = text
  // Done once every chunk up to the final one is here.
  stream.done = stream.finalIndex !== null && next > stream.finalIndex
  stream.lastAt = Date.now()
  streams.set(id, stream)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getVersion = () => storeVersion

function reloadThread() {
  router.flushAll()
  router.reload({ only: ['thread', 'threads'] })
}

/**
 * The live text of the thread's streaming replies: chunks from the user's private channel,
 * appended in `index` order; on `done` the page reloads the stored message (with its proposal).
 * Without a socket, or when no chunk comes for a few seconds, it polls the message over HTTP
 * until it is no longer streaming.
 */
export function useReplyStream(messages: CoachMessageDto[]) {
  useSyncExternalStore(subscribe, getVersion, getVersion)
  useUserChannel('coach.reply.chunk', receiveChunk)

  const streaming = messages.filter((message) => message.status === 'streaming')
  const streamingIds = streaming.map((message) => message.id).join(',')

  // Stored messages that are complete no longer need their chunks.
  useEffect(() => {
    for (const message of messages) {
      if (message.status !== 'streaming') streams.delete(String(message.id))
    }
  }, [messages])

  useReloadWhenDone(streaming)
  const fetched = usePolledReplies(streamingIds)

  /** What to show for a message: the stored one, the polled one, or the streamed text. */
  return (message: CoachMessageDto): CoachMessageDto => {
    if (message.status !== 'streaming') return message
    const polled = fetched[message.id]
    if (polled) return polled
    const stream = streams.get(String(message.id))
    return stream && stream.text.length >= message.content.length
      ? { ...message, content: stream.text }
      : message
  }
}

/** Reloads the stored messages once, when their streams say they are complete. */
function useReloadWhenDone(streaming: CoachMessageDto[]) {
  const reloaded = useRef(new Set<string>())
  const doneIds = streaming
    .filter((message) => streams.get(String(message.id))?.done)
    .map((message) => message.id)
    .join(',')
  useEffect(() => {
    if (!doneIds) return
    const fresh = doneIds.split(',').filter((id) => !reloaded.current.has(id))
    if (fresh.length === 0) return
    fresh.forEach((id) => reloaded.current.add(id))
    reloadThread()
  }, [doneIds])
}

/**
 * The HTTP fallback: every POLL_MS, the streaming messages (`streamingIds`, comma-separated)
 * that have no socket or no chunk for STALL_MS are fetched; those no longer streaming are kept
 * (by id) and the thread reloads.
 */
function usePolledReplies(streamingIds: string) {
  const realtime = useRealtimeState()
  const [fetched, setFetched] = useState<Record<number, CoachMessageDto>>({})
  const connected = realtime === 'connected'
  const poll = useCallback(async (ids: number[], stopped: () => boolean) => {
    let finished = false
    for (const id of ids) {
      try {
        const response = await axios.get<CoachMessageDto>(route('coach.messages.show', { id }), {
          headers: { Accept: 'application/json' },
        })
        if (stopped()) return
        const message = response.data
        if (message.status !== 'streaming') {
          finished = true
          setFetched((current) => ({ ...current, [id]: message }))
        }
      } catch {
        // The next tick tries again; a reload shows whatever the server has.
      }
    }
    if (finished) reloadThread()
  }, [])

  useEffect(() => {
    if (!streamingIds) return
    const ids = streamingIds.split(',').map(Number)
    const seenAt = Date.now()
    let stopped = false
    let busy = false
    const tick = async () => {
      if (busy) return
      const waiting = ids.filter((id) => {
        if (fetched[id]) return false
        const stream = streams.get(String(id))
        const lastActivity = Math.max(seenAt, stream?.lastAt ?? 0)
        return !connected || Date.now() - lastActivity >= STALL_MS
      })
      if (waiting.length === 0) return
      busy = true
      await poll(waiting, () => stopped)
      busy = false
    }
    const timer = window.setInterval(tick, POLL_MS)
    if (!connected) void tick()
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [streamingIds, connected, poll, fetched])
  return fetched
}
