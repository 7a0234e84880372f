import { test } from '@japa/runner'
import Activity from '#models/activity'
import { analyseManualActivity } from '#domain/activities/manual_activity'
import { analysisColumns } from '#domain/activities/analysis_columns'
import { NO_ATHLETE } from './synthetic.js'

test.group('analysisColumns', () => {
  test('maps an analysis onto Activity columns, zone seconds rounded', ({ assert }) => {
    const analysis = analyseManualActivity(
      { sport: 'run', distanceMeters: 10000, durationSeconds: 3600, avgHr: 155 },
      { ...NO_ATHLETE, restingHr: 55, maxHr: 190, sex: 'male' }
    )
    const columns = analysisColumns({ ...analysis, timeInHrZonesSeconds: [0.4, 1799.6, 1800] })

    for (const key of Object.keys(columns)) assert.isTrue(Activity.$hasColumn(key), key)
    assert.include(columns, {
      distanceMeters: 10000,
      elapsedSeconds: 3600,
      movingSeconds: 3600,
      avgHr: 155,
      trainingLoad: analysis.load.load,
      loadSource: 'trimp',
      trimp: analysis.load.trimp,
      hrss: null,
      vdotEstimate: null,
    })
    assert.deepEqual(columns.hrZoneSeconds, [0, 1800, 1800])
    assert.isNull(analysisColumns(analysis).hrZoneSeconds)
  })
})
