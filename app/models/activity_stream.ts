import { BaseModel, column } from '@adonisjs/lucid/orm'

/** An activity's samples: one compressed blob (app/domain/activities/stream_codec.ts). */
export default class ActivityStream extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare activityId: number

  @column()
  declare sampleCount: number

  @column()
  declare data: Buffer
}
