import { useRealtimeState } from '~/hooks/use_realtime'

/**
 * Says so, unobtrusively, when live updates are paused.
 */
export function ConnectionStatus() {
  const state = useRealtimeState()
  if (state !== 'offline') return null
  return (
    <p
      role="status"
      className="fixed bottom-3 left-3 z-20 rounded-full bg-gray-900/90 px-3 py-1 text-xs text-white shadow"
    >
      Offline: live updates paused, reconnecting…
    </p>
  )
}
