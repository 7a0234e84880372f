import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react'

/**
 * Keeps a scrolling message log at its end while the reader is there: new
 * messages and growing replies scroll into view; a reader who scrolled up
 * stays put. `changes` are the values whose change may grow the log;
 * `conversation` resets it to the end.
 */
export function useFollowLog(changes: unknown[], conversation: unknown) {
  const log = useRef<HTMLDivElement>(null)
  const atEnd = useRef(true)
  useLayoutEffect(() => {
    const element = log.current
    if (element && atEnd.current) element.scrollTop = element.scrollHeight
  }, [...changes, conversation])
  useEffect(() => {
    atEnd.current = true
  }, [conversation])
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
  }
  return { log, onScroll }
}
