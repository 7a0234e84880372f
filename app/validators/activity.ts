import vine from '@vinejs/vine'
import { SPORTS } from '#domain/sports'
import { ACTIVITY_SORT_KEYS } from '#domain/activities/list_sort'
import { rowId } from '#validators/row_id'

const sport = () => vine.enum(SPORTS)

/**
 * The activity list's query string: page, sport, a date range (yyyy-mm-dd, the athlete's
 * local dates, both ends included), part of the name, and a sort key from the whitelist with
 * its direction.
 */
export const activityIndexValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100000).optional(),
    q: vine.string().trim().maxLength(100).optional(),
    sort: vine.enum(ACTIVITY_SORT_KEYS).optional(),
    dir: vine.enum(['asc', 'desc'] as const).optional(),
    sport: sport().optional(),
    from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    to: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .afterOrSameAs('from')
      .optional(),
  })
)

/** The training log's query string: any date of the first week to show. */
export const trainingLogValidator = vine.compile(
  vine.object({
    from: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .afterOrEqual('1900-01-01')
      .beforeOrEqual('2200-12-31')
      .optional(),
  })
)

/**
 * Editing an activity: what the athlete may change. `gearId` is checked to
 * be one of the athlete's own shoes by the controller's query (an id of
 * someone else's gear is "not found", not a hint that it exists).
 */
export const updateActivityValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200),
    sport: sport(),
    notes: vine.string().trim().maxLength(5000).nullable().optional(),
    gearId: rowId().nullable().optional(),
    perceivedEffort: vine.number().withoutDecimals().range([1, 10]).nullable().optional(),
  })
)

export const ACTIVITY_FIELD_MESSAGES = {
  'name.required': 'Give the activity a name.',
  'name.minLength': 'Give the activity a name.',
  'name.maxLength': 'Keep the name under 200 characters.',
  'sport.required': 'Choose a sport.',
  'sport.enum': 'Choose a sport from the list.',
  'notes.maxLength': 'Keep the notes under 5,000 characters.',
  'perceivedEffort.range': 'Perceived effort is a number from 1 (very easy) to 10 (maximal).',
  'perceivedEffort.withoutDecimals': 'Perceived effort is a whole number from 1 to 10.',
  'gearId.number': 'Choose shoes from the list.',
  'gearId.withoutDecimals': 'Choose shoes from the list.',
  'gearId.range': 'Choose shoes from the list.',
  'to.date.afterOrSameAs': 'The end date must be on or after the start date.',
  'from.date': 'Enter a date as YYYY-MM-DD.',
  'to.date': 'Enter a date as YYYY-MM-DD.',
  'from.date.afterOrEqual': 'Choose a date from 1900 on.',
  'from.date.beforeOrEqual': 'Choose a date before 2201.',
  'page.number': 'The page is a whole number from 1.',
  'page.withoutDecimals': 'The page is a whole number from 1.',
  'page.min': 'The page is a whole number from 1.',
  'page.max': 'There is no page that far.',
  'q.maxLength': 'Search for at most 100 characters of a name.',
  'sort.enum': 'Sort by date, name, sport, distance, time, pace, load or heart rate.',
  'dir.enum': 'Sort ascending or descending.',
}
