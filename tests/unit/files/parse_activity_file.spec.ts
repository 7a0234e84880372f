import { test } from '@japa/runner'
import { gzipSync, zipSync } from 'fflate'
import {
  MAX_ACTIVITY_FILE_BYTES,
  isZip,
  parseActivityFile,
} from '#domain/files/parse_activity_file'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { fixture, syntheticActivity, utf8 } from '#tests/unit/files/helpers'

test.group('parseActivityFile', () => {
  test('sniffs the content, whatever the name says', ({ assert }) => {
    const fit = encodeFitActivity(syntheticActivity(20))
    assert.equal(parseActivityFile(fit, 'run.gpx').activity?.format, 'fit')
    assert.equal(parseActivityFile(fixture('garmin_run.tcx'), 'run.fit').activity?.format, 'tcx')
    assert.equal(parseActivityFile(fixture('strava_run.gpx'), 'upload').activity?.format, 'gpx')
  })

  test('gunzips .gz uploads and sniffs again', ({ assert }) => {
    const result = parseActivityFile(gzipSync(fixture('garmin_run.tcx')), '123.tcx.gz')
    assert.equal(result.activity?.format, 'tcx')
    const bomb = parseActivityFile(gzipSync(new Uint8Array(MAX_ACTIVITY_FILE_BYTES + 1)), 'a.gz')
    assert.match(bomb.errors[0], /larger than 25 MB uncompressed/)
    const twice = parseActivityFile(gzipSync(gzipSync(fixture('garmin_run.tcx'))), 'a.gz')
    assert.match(twice.errors[0], /compressed twice/)
    const broken = gzipSync(fixture('garmin_run.tcx')).slice(0, 200)
    assert.equal(
      parseActivityFile(broken, 'a.gz').errors[0],
      'The compressed (.gz) file is damaged.'
    )
  })

  test('a renamed PDF, an empty file, and other things', ({ assert }) => {
    assert.deepEqual(parseActivityFile(utf8('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'run.fit'), {
      activity: null,
      errors: ['This file is not a FIT, GPX or TCX activity (it looks like a PDF).'],
    })
    assert.deepEqual(parseActivityFile(new Uint8Array(), 'run.fit'), {
      activity: null,
      errors: ['The file is empty.'],
    })
    assert.match(
      parseActivityFile(utf8('<?xml version="1.0"?><kml></kml>'), 'a.gpx').errors[0],
      /XML file of another kind \(<kml>\)/
    )
    assert.match(parseActivityFile(utf8('<html><body>'), 'a.tcx').errors[0], /web page/)
    assert.equal(
      parseActivityFile(utf8('just some text'), 'a.fit').errors[0],
      'This file is named .fit but its content is not a FIT file.'
    )
    assert.match(parseActivityFile(zipSync({ 'a.fit': utf8('x') }), 'a.fit').errors[0], /ZIP/)
  })

  test('refuses files over the size cap', ({ assert }) => {
    assert.equal(MAX_ACTIVITY_FILE_BYTES, 25_000_000)
    const big = new Uint8Array(MAX_ACTIVITY_FILE_BYTES + 1)
    assert.match(parseActivityFile(big, 'a.fit').errors[0], /larger than 25 MB/)
  })

  test('isZip', ({ assert }) => {
    assert.isTrue(isZip(zipSync({ 'a.fit': utf8('x') })))
    assert.isTrue(isZip(zipSync({})))
    assert.isFalse(isZip(fixture('garmin_run.tcx')))
    assert.isFalse(isZip(new Uint8Array([0x50])))
  })
})
