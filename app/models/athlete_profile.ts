import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type Sex = 'male' | 'female'
export type HrZoneModel = 'max' | 'reserve' | 'lthr'
export type Units = 'metric' | 'imperial'
export type CoachTone = 'encouraging' | 'direct' | 'detailed'
export type Experience = 'beginner' | 'intermediate' | 'advanced'
export type GoalKind = 'race' | 'fitness'

/** Manual zone boundaries per HR model: the inner boundaries in bpm. */
export type HrZoneOverrides = Partial<Record<HrZoneModel, number[]>>

const json = <T>(fallback: T) => ({
  prepare: (value: T | null) => (value === null ? null : JSON.stringify(value)),
  consume: (value: string | null): T => (value ? (JSON.parse(value) as T) : fallback),
})

export default class AthleteProfile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column.date()
  declare birthDate: DateTime | null

  @column()
  declare sex: Sex | null

  @column()
  declare weightKg: number | null

  @column()
  declare heightMeters: number | null

  @column()
  declare restingHr: number | null

  @column()
  declare maxHr: number | null

  @column()
  declare lthr: number | null

  @column()
  declare thresholdSpeedMps: number | null

  @column()
  declare thresholdPowerWatts: number | null

  @column()
  declare raceDistanceMeters: number | null

  @column()
  declare raceDurationSeconds: number | null

  @column.date()
  declare raceDate: DateTime | null

  @column()
  declare experience: Experience | null

  @column()
  declare hrZoneModel: HrZoneModel

  @column(json<HrZoneOverrides>({}))
  declare hrZoneOverrides: HrZoneOverrides

  @column()
  declare goalKind: GoalKind | null

  @column()
  declare goalDistanceMeters: number | null

  @column.date()
  declare goalDate: DateTime | null

  @column()
  declare units: Units

  @column()
  declare weekStart: number

  @column()
  declare timeZone: string

  @column(json<number[]>([2, 4, 6, 7]))
  declare trainingDays: number[]

  @column()
  declare longRunDay: number

  @column()
  declare coachTone: CoachTone

  @column({ consume: (value: unknown) => Boolean(value) })
  declare emailNotifications: boolean

  /** Opt-in: the weekly summary e-mail (Monday morning, the athlete's time). */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare weeklySummary: boolean

  /** The local Monday (yyyy-mm-dd) of the last weekly summary sent: sends once per week. */
  @column()
  declare weeklySummarySentFor: string | null

  @column()
  declare onboardingStep: string | null

  @column.dateTime()
  declare onboardingCompletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
