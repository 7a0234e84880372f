/**
 * The sample the athlete points at on the activity page's charts (an index into the display
 * streams), shared with the map and the read-out without re-rendering the whole page.
 */
export interface CursorStore {
  get: () => number | null
  set: (index: number | null) => void
  subscribe: (listener: () => void) => () => void
}

export function createCursorStore(): CursorStore {
  let index: number | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => index,
    set(next) {
      if (next === index) return
      index = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
