import { z } from 'zod'
import { isIsoDate } from '#domain/calendar'

/*
 * The dates the coach's tools take: real calendar dates written YYYY-MM-DD, in the athlete's
 * calendar (CoachContext.todayIso). Relative wording ("the last 6 weeks", "this year") is the
 * caller's to resolve into dates; the tools only read them.
 */

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused). */
export const isoDateInput = z
  .string()
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isIsoDate(text), {
    message: 'a real date as YYYY-MM-DD',
  })

export interface ResolvedPeriod {
  /** First day included; null: from the athlete's first activity. */
  from: string | null
  /** Last day included, never after today. */
  to: string
}

/**
 * A past period from optional bounds: `to` defaults to today and is cut at today, `from` may be
 * left out (all the history up to `to`). A refusal when it ends before it starts.
 */
export function pastPeriod(
  todayIso: string,
  input: { from?: string; to?: string }
): ResolvedPeriod | { error: string } {
  const to = input.to && input.to < todayIso ? input.to : todayIso
  const from = input.from ?? null
  if (from !== null && from > todayIso) return { error: `${from} is in the future.` }
  if (from !== null && to < from)
    return { error: `The period ends (${to}) before it starts (${from}).` }
  return { from, to }
}
