import vine from '@vinejs/vine'
import { DateTime, IANAZone } from 'luxon'

/**
 * Athlete data, in SI units as the field names say (the form converts from
 * the athlete's display units). Ranges are the ones a human can have.
 */
export const updateAthleteProfileValidator = vine.compile(
  vine.object({
    birth_date: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .beforeOrEqual(() => DateTime.now().minus({ years: 10 }).toISODate()!)
      .afterOrEqual(() => DateTime.now().minus({ years: 100 }).toISODate()!)
      .nullable()
      .optional(),
    sex: vine
      .enum(['male', 'female'] as const)
      .nullable()
      .optional(),
    weight_kg: vine.number().range([25, 250]).nullable().optional(),
    height_meters: vine.number().range([1, 2.5]).nullable().optional(),
    resting_hr: vine.number().withoutDecimals().range([25, 120]).nullable().optional(),
    max_hr: vine.number().withoutDecimals().range([100, 230]).nullable().optional(),
    lthr: vine.number().withoutDecimals().range([80, 220]).nullable().optional(),
    threshold_pace_sec_per_km: vine.number().range([120, 900]).nullable().optional(),
    threshold_power_watts: vine.number().withoutDecimals().range([50, 600]).nullable().optional(),
    race_distance_meters: vine
      .number()
      .range([400, 250000])
      .nullable()
      .optional()
      .requiredIfExists('race_duration_seconds'),
    race_duration_seconds: vine
      .number()
      .range([60, 172800])
      .nullable()
      .optional()
      .requiredIfExists('race_distance_meters'),
    race_date: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .beforeOrEqual(() => DateTime.now().plus({ days: 1 }).toISODate()!)
      .nullable()
      .optional(),
    experience: vine
      .enum(['beginner', 'intermediate', 'advanced'] as const)
      .nullable()
      .optional(),
  })
)

export const ATHLETE_FIELD_MESSAGES = {
  'birth_date.date.beforeOrEqual': 'You must be at least 10 years old.',
  'birth_date.date.afterOrEqual': 'Enter a birth date within the last 100 years.',
  'birth_date.date': 'Enter a date as YYYY-MM-DD.',
  'weight_kg.range': 'Enter a weight between 25 and 250 kg (55 to 551 lb).',
  'height_meters.range': 'Enter a height between 100 and 250 cm (3 ft 3 in to 8 ft 2 in).',
  'resting_hr.range': 'Resting heart rate must be between 25 and 120 bpm.',
  'max_hr.range': 'Maximum heart rate must be between 100 and 230 bpm.',
  'lthr.range': 'Threshold heart rate must be between 80 and 220 bpm.',
  'threshold_pace_sec_per_km.range': 'Enter a threshold pace between 2:00 and 15:00 per km.',
  'threshold_power_watts.range': 'Threshold power must be between 50 and 600 W.',
  'race_distance_meters.range': 'Enter a race distance between 400 m and 250 km.',
  'race_duration_seconds.range': 'Enter a race time between 1 minute and 48 hours.',
  // requiredIfExists reports the `required` rule.
  'race_distance_meters.required': 'Enter the race distance too.',
  'race_duration_seconds.required': 'Enter the race time too.',
  'race_date.date.beforeOrEqual': 'The race date cannot be in the future.',
  'withoutDecimals': 'Enter a whole number.',
  'number': 'Enter a number.',
  'enum': 'Choose one of the options.',
}

export const updateZonesValidator = vine.compile(
  vine.object({
    hr_zone_model: vine.enum(['max', 'reserve', 'lthr'] as const),
    boundaries: vine
      .array(vine.number().withoutDecimals().range([30, 240]))
      .maxLength(8)
      .optional(),
  })
)

/**
 * Messages of the zone model and manual boundaries.
 */
export const ZONES_MESSAGES = {
  'hr_zone_model.enum': 'Choose one of the zone models.',
  'boundaries.maxLength': 'Give at most 8 boundaries.',
  'boundaries.*.number': 'Enter the boundaries in bpm.',
  'boundaries.*.withoutDecimals': 'Enter whole numbers of bpm.',
  'boundaries.*.range': 'Boundaries must be between 30 and 240 bpm.',
}

export const updatePreferencesValidator = vine.compile(
  vine.object({
    units: vine.enum(['metric', 'imperial'] as const),
    week_start: vine.number().in([1, 7]),
    time_zone: vine
      .string()
      .trim()
      .maxLength(64)
      .use(
        vine.createRule((value, _, field) => {
          if (typeof value === 'string' && !IANAZone.isValidZone(value)) {
            field.report('Choose a valid time zone.', 'timeZone', field)
          }
        })()
      ),
    training_days: vine
      .array(vine.number().withoutDecimals().range([1, 7]))
      .minLength(1)
      .maxLength(7)
      .distinct(),
    long_run_day: vine.number().withoutDecimals().range([1, 7]),
    coach_tone: vine.enum(['encouraging', 'direct', 'detailed'] as const),
    email_notifications: vine.boolean(),
    /** The weekly summary e-mail (opt-in); left as it is when the form does not send it. */
    weekly_summary: vine.boolean().optional(),
  })
)

/**
 * Messages of the Preferences form (vine's defaults would show raw field names).
 */
export const PREFERENCES_MESSAGES = {
  'training_days.array.minLength': 'Pick at least one training day.',
  'training_days.distinct': 'Pick each training day once.',
  'training_days.*.range': 'Choose days of the week.',
  'long_run_day.range': 'Choose a day of the week.',
  'in': 'Choose one of the options.',
  'enum': 'Choose one of the options.',
  'number': 'Enter a number.',
  'withoutDecimals': 'Enter a whole number.',
  'boolean': 'Choose yes or no.',
}

/**
 * Messages of the Welcome goal step.
 */
export const GOAL_MESSAGES = {
  'goal_kind.enum': 'Choose a race or getting fitter.',
  'goal_distance_meters.required': 'Choose the race distance.',
  'goal_distance_meters.range': 'Choose a race distance between 1 km and 250 km.',
  'goal_date.required': 'Enter the race date.',
  'goal_date.date': 'Enter a date as YYYY-MM-DD.',
  'goal_date.date.afterOrEqual': 'The race date must be today or later.',
}

export const welcomeUnitsValidator = vine.compile(
  vine.object({
    units: vine.enum(['metric', 'imperial'] as const),
  })
)

export const welcomeGoalValidator = vine.compile(
  vine.object({
    goal_kind: vine.enum(['race', 'fitness'] as const),
    goal_distance_meters: vine
      .number()
      .range([1000, 250000])
      .optional()
      .requiredWhen('goal_kind', '=', 'race'),
    goal_date: vine
      .date({ formats: ['YYYY-MM-DD'] })
      .afterOrEqual('today')
      .optional()
      .requiredWhen('goal_kind', '=', 'race'),
  })
)
