import type { Plan, PlannedWorkout } from '#domain/plans/types'

/** Documents whose days are kept; the least recently used one goes first. */
const MAX_DOCUMENTS = 64

const byDocument = new Map<string, ReadonlyMap<string, readonly PlannedWorkout[]>>()

/**
 * The workouts of each date of a plan document, from the document's stored JSON text. The
 * text is parsed once and its days kept, keyed by the text itself: an equal text has equal
 * days, so no change of a plan (decision 010: every change writes a new document) can be
 * missed, and nothing needs invalidating. A lookup costs a comparison of the texts, not a
 * parse. The workouts are shared between callers: not to be changed.
 * See docs/decisions/043-activity-page-derived-data.md.
 */
export function planWorkoutsByDate(
  documentJson: string
): ReadonlyMap<string, readonly PlannedWorkout[]> {
  const known = byDocument.get(documentJson)
  if (known) {
    byDocument.delete(documentJson)
    byDocument.set(documentJson, known)
    return known
  }
  const document = JSON.parse(documentJson) as Plan
  const days = new Map<string, PlannedWorkout[]>()
  for (const week of document.weeks) {
    for (const workout of week.workouts) {
      const day = days.get(workout.dateIso)
      if (day) day.push(workout)
      else days.set(workout.dateIso, [workout])
    }
  }
  if (byDocument.size >= MAX_DOCUMENTS) byDocument.delete(byDocument.keys().next().value!)
  byDocument.set(documentJson, days)
  return days
}
