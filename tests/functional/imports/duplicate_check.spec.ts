import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { functionalGroup } from '../helpers.js'
import { syntheticFit, syntheticGpx, zipOf } from '#tests/support/activity_files'
import { statementsSent, type SentStatement } from '#tests/support/sql_statements'

const JSON_ACCEPT = { Accept: 'application/json' }
const STORED_START = '2026-03-01T07:00:00.000Z'
const NEW_START = '2026-03-02T07:00:00.000Z'

/**
 * An import's duplicate check: a read of the athlete's activities by any identifying key
 * (the same file bytes, the same source id). Writes name those columns too, so only reads count.
 */
function duplicateChecks(statements: SentStatement[]) {
  return statements.filter(
    ({ sql }) =>
      /^select\b/i.test(sql.trim()) &&
      /from [`"]activities[`"]/i.test(sql) &&
      /[`"](file_sha256|external_id)[`"]/.test(sql)
  )
}

test.group('Import: one duplicate check per file', (group) => {
  functionalGroup(group)
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a duplicate inside one archive and one of a stored run are each checked once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const upload = (name: string, bytes: Buffer) =>
      client
        .post('/activities/import')
        .headers(JSON_ACCEPT)
        .file('files', bytes, { filename: name })
        .loginAs(user)
        .withCsrfToken()

    const first = await upload('stored.fit', syntheticFit({ startTime: STORED_START }))
    const storedId = first.body().files[0].activityId
    assert.isNumber(storedId)

    const fresh = syntheticFit({ startTime: NEW_START, serialNumber: 2 })
    let response: Awaited<ReturnType<typeof upload>> | undefined
    const statements = await statementsSent(async () => {
      response = await upload(
        'week.zip',
        zipOf({
          'fresh.fit': fresh,
          'fresh copy.fit': fresh,
          'stored.gpx': syntheticGpx({ startTime: STORED_START }),
        })
      )
    })

    response!.assertStatus(200)
    const files = response!.body().files as { name: string; status: string; activityId: number }[]
    const freshId = files[0].activityId
    assert.deepEqual(
      files.map((file) => [file.name, file.status, file.activityId]),
      [
        ['fresh.fit', 'imported', freshId],
        ['fresh copy.fit', 'duplicate', freshId],
        ['stored.gpx', 'duplicate', storedId],
      ]
    )
    assert.lengthOf(duplicateChecks(statements), files.length)
  })
})
