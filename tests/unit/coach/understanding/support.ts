import { understand } from '#coach/understanding/understand'
import type { Entities, ThreadState, Units } from '#coach/understanding/types'

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

export async function entitiesOf(text: string, options: { units?: Units } = {}) {
  const understanding = await ask(text, options)
  return understanding.entities
}

export async function understoodOf(text: string) {
  const understanding = await ask(text)
  return understanding.understood
}

export async function entityOf<K extends keyof Entities>(
  text: string,
  key: K,
  options: { units?: Units } = {}
): Promise<Entities[K]> {
  const entities = await entitiesOf(text, options)
  return entities[key]
}
