import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import type { RealtimeConnection, RealtimeState } from '~/lib/realtime'
import type { RealtimeEvents } from '#realtime/events'

const RealtimeContext = createContext<{
  connection: RealtimeConnection | null
  state: RealtimeState
}>({
  connection: null,
  state: 'connecting',
})

/**
 * Opens the realtime connection once for the signed-in area. The client code
 * (laravel-echo, pusher-js) is a lazy chunk: public pages never load it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { config, auth } = usePage<SharedProps>().props
  const [connection, setConnection] = useState<RealtimeConnection | null>(null)
  const [state, setState] = useState<RealtimeState>('connecting')
  const signedIn = Boolean(auth.user)

  useEffect(() => {
    if (!signedIn) return
    let closed = false
    let current: RealtimeConnection | null = null
    let stopState = () => {}
    // Once the page has painted and the browser is idle: the realtime client is
    // not needed for the first paint, and loading it then keeps it off the
    // page's critical path (requestIdleCallback's timeout bounds the delay).
    const start = () =>
      import('~/lib/realtime').then(({ connectRealtime }) => {
        if (closed) return
        current = connectRealtime(config.realtime as Parameters<typeof connectRealtime>[0])
        stopState = current.onState(setState)
        setConnection(current)
      })
    const idle = 'requestIdleCallback' in window
    const handle = idle
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start)
    return () => {
      closed = true
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      stopState()
      current?.disconnect()
    }
    // One connection per signed-in session of the layout (config is fixed).
  }, [signedIn])

  return (
    <RealtimeContext.Provider value={{ connection, state }}>{children}</RealtimeContext.Provider>
  )
}

export function useRealtimeState() {
  return useContext(RealtimeContext).state
}

/**
 * Listens to an event on the signed-in user's private channel
 * (`private-App.Models.User.{id}`). Event names are ours, so they are passed
 * with a leading dot (no `App.Events` namespace). Names and payloads are the
 * server's (app/realtime/events.ts).
 */
export function useUserChannel<E extends keyof RealtimeEvents>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void
) {
  const { connection } = useContext(RealtimeContext)
  const { auth } = usePage<SharedProps>().props
  const latest = useRef(handler)
  latest.current = handler
  const userId = auth.user?.id

  useEffect(() => {
    if (!connection || !userId) return
    const channel = connection.echo.private(`App.Models.User.${userId}`)
    const listener = (payload: RealtimeEvents[E]) => latest.current(payload)
    channel.listen(`.${event}`, listener)
    return () => {
      channel.stopListening(`.${event}`, listener)
    }
  }, [connection, userId, event])
}
