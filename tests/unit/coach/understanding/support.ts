import { understand } from '#coach/understanding/understand'
import type { ThreadState, Units } from '#coach/understanding/types'

/** Friday 27 November 2026: every table below reads its dates from this day. */
export const TODAY = '2026-11-27'

export function ask(text: string, options: { units?: Units; thread?: ThreadState } = {}) {
  return understand(text, {
    todayIso: TODAY,
    timeZone: 'Europe/Berlin',
    units: options.units ?? 'metric',
    thread: options.thread,
  })
}
