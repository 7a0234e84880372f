/*
 * How the activity list can be sorted: the whitelist of sort keys a request may name, and the
 * direction each column sorts in when its header is first chosen. Pure constants, shared by
 * the validator, the query (app/queries/activities.ts maps each key to its column) and the
 * page's column headers.
 */

export const ACTIVITY_SORT_KEYS = [
  'date',
  'name',
  'sport',
  'distance',
  'time',
  'pace',
  'load',
  'hr',
] as const

export type ActivitySortKey = (typeof ACTIVITY_SORT_KEYS)[number]
export type SortDirection = 'asc' | 'desc'

/** Newest, A to Z, longest, fastest, hardest first. */
export const DEFAULT_SORT_DIRECTION: Record<ActivitySortKey, SortDirection> = {
  date: 'desc',
  name: 'asc',
  sport: 'asc',
  distance: 'desc',
  time: 'desc',
  pace: 'asc',
  load: 'desc',
  hr: 'desc',
}
