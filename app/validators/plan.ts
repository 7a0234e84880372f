import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { rowId } from '#validators/row_id'
import { WORKOUT_KEY_PATTERN } from '#domain/plans/sessions'

const isoDate = () => vine.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const weekday = () => vine.number().withoutDecimals().range([1, 7])
/** A plan's version: compared with an `integer` column, so it follows the row-id rule. */
const version = () => rowId()

/**
 * A new plan (field names as the TrainingPlan form sends them). Distances in
 * metres, times in seconds; the rules that need the whole input (race too
 * close, impossible goal, the long-run day among the available days) are
 * checked by the generator.
 */
export const createPlanValidator = vine.compile(
  vine.object({
    raceDistanceMeters: vine.number().range([1000, 100_000]).nullable().optional(),
    raceDate: isoDate().nullable().optional().requiredIfExists('raceDistanceMeters'),
    goalSeconds: vine
      .number()
      .range([60, 30 * 3600])
      .nullable()
      .optional(),
    availableDays: vine.array(weekday()).minLength(1).distinct(),
    longRunDay: weekday(),
    currentWeeklyMeters: vine.number().range([0, 500_000]),
    longestRecentRunMeters: vine.number().range([0, 200_000]).nullable().optional(),
    experience: vine.enum(['beginner', 'intermediate', 'advanced'] as const).optional(),
    startDate: isoDate().nullable().optional(),
    /** Whole weeks without running just before the plan (injury, illness, a break). */
    timeOffWeeks: vine.number().withoutDecimals().range([0, 52]).nullable().optional(),
  })
)
createPlanValidator.messagesProvider = new SimpleMessagesProvider({
  'timeOffWeeks.range': 'Enter the weeks without running as a number from 0 to 52.',
  'timeOffWeeks.withoutDecimals': 'Enter whole weeks, from 0 to 52.',
  'timeOffWeeks.number': 'Enter the weeks without running as a number from 0 to 52.',
})

export const versionValidator = vine.compile(vine.object({ version: version() }))

export const updateWorkoutValidator = vine.compile(
  vine.object({
    version: version(),
    status: vine.enum(['planned', 'done', 'skipped'] as const).optional(),
    note: vine.string().trim().maxLength(2000).nullable().optional(),
    date: isoDate().optional(),
    confirm: vine.boolean().optional(),
    // A done mark: one of the day's runs, or the distance (m) and time (s) run, converted from
    // the athlete's units by the form (docs/architecture.md#conventions).
    activityId: rowId().nullable().optional(),
    distanceMeters: vine.number().min(10).max(500_000).nullable().optional(),
    durationSeconds: vine.number().withoutDecimals().min(10).max(172_800).nullable().optional(),
  })
)

export const adaptPlanValidator = vine.compile(
  vine.object({
    version: version(),
    trigger: vine.enum(['illness', 'injury', 'travel', 'short_on_time', 'missed_workout'] as const),
    startDate: isoDate().optional().requiredWhen('trigger', 'in', ['illness', 'injury']),
    days: vine
      .number()
      .withoutDecimals()
      .range([1, 60])
      .optional()
      .requiredWhen('trigger', '=', 'illness'),
    fromDate: isoDate().optional().requiredWhen('trigger', '=', 'travel'),
    toDate: isoDate().optional().requiredWhen('trigger', '=', 'travel'),
    travelAvailableDays: vine.array(weekday()).distinct().optional(),
    maxSessionMinutes: vine
      .number()
      .range([10, 600])
      .optional()
      .requiredWhen('trigger', '=', 'short_on_time'),
    workoutKey: vine
      .string()
      .regex(WORKOUT_KEY_PATTERN)
      .optional()
      .requiredWhen('trigger', '=', 'missed_workout'),
  })
)
