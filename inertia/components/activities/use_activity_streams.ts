import axios from 'axios'
import { useState } from 'react'
import type { DisplayStreamsDto } from '#dtos/activity'
import { route } from '~/lib/routes'

/**
 * The activity's streams as the page has them: the server's thinned set
 * first, the full-resolution set once the athlete asks for it.
 */
export function useActivityStreams(activityId: number, initial: DisplayStreamsDto | null) {
  const [streams, setStreams] = useState<DisplayStreamsDto | null>(initial)
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle')
  const loadFullResolution = async () => {
    setLoading('loading')
    try {
      const response = await axios.get<DisplayStreamsDto>(
        route('activities.streams', { id: activityId }),
        { headers: { Accept: 'application/json' } }
      )
      setStreams(response.data)
      setLoading('idle')
    } catch {
      setLoading('failed')
    }
  }
  return { streams, loading, loadFullResolution }
}
