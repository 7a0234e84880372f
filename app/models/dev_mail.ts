import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class DevMail extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare toAddress: string

  @column()
  declare subject: string

  @column()
  declare html: string | null

  @column()
  declare text: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
