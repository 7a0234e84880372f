/**
 * Short-lived notices ("Your session expired, please try again") raised
 * outside React (the router's event handlers) and shown by <Notices />.
 */
export type NoticeKind = 'success' | 'error'
export interface Notice {
  id: number
  kind: NoticeKind
  message: string
}

type Listener = (notice: Notice) => void
const listeners = new Set<Listener>()
let nextId = 1

export function notify(kind: NoticeKind, message: string) {
  const notice = { id: nextId++, kind, message }
  listeners.forEach((listener) => listener(notice))
}

export function onNotice(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
