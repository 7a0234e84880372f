import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import TrainingPlan from '#models/training_plan'
import type { FitnessChange, WorkoutChange } from '#domain/plans/adapt_plan'

export type RevisionStatus = 'proposed' | 'applied' | 'discarded' | 'undone'

export default class PlanRevision extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare planId: number

  @belongsTo(() => TrainingPlan, { foreignKey: 'planId' })
  declare plan: BelongsTo<typeof TrainingPlan>

  /** 1, 2, 3… within the plan. */
  @column()
  declare number: number

  @column()
  declare trigger: string

  /** Who asked: the athlete, the coach, or the app's own checks. */
  @column()
  declare source: 'athlete' | 'coach' | 'automatic'

  @column()
  declare reason: string

  @column({
    prepare: (value: WorkoutChange[]) => JSON.stringify(value),
    consume: (value: string): WorkoutChange[] => JSON.parse(value),
  })
  declare changes: WorkoutChange[]

  @column({
    prepare: (value: FitnessChange | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null): FitnessChange | null => (value ? JSON.parse(value) : null),
  })
  declare fitness: FitnessChange | null

  @column()
  declare status: RevisionStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @column.dateTime()
  declare appliedAt: DateTime | null
}
