import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Plan, PlanInput } from '#domain/plans/types'
import { asDate } from '#queries/sql_dialect'
import { hydrateOriginalsWithout } from '#models/large_json_originals'

const json = <T>() => ({
  prepare: (value: T) => JSON.stringify(value),
  consume: (value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value),
})

const isoDate = {
  prepare: (value: string | null) => value,
  consume: (value: string | Date | null) => asDate(value),
}

export default class TrainingPlan extends BaseModel {
  /** No deep copy of the two plan documents per read; every save writes them. */
  $hydrateOriginals() {
    hydrateOriginalsWithout(this, ['input', 'document'], () => super.$hydrateOriginals())
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare status: 'active' | 'archived'

  /** Optimistic lock: bumped by every change to the document. */
  @column()
  declare version: number

  @column(json<PlanInput>())
  declare input: PlanInput

  @column(json<Plan>())
  declare document: Plan

  @column({ serializeAs: null })
  declare icsToken: string

  @column()
  declare raceDistanceMeters: number | null

  @column(isoDate)
  declare raceDate: string | null

  @column()
  declare goalSeconds: number | null

  @column(isoDate)
  declare startDate: string

  @column(isoDate)
  declare endDate: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @column.dateTime()
  declare archivedAt: DateTime | null
}
