import { test } from '@japa/runner'
import { parseStravaActivity, stravaSport, type StravaActivity } from '#domain/files/strava'
import { msUntilNextWindow, parseRateLimit, rateLimitWait } from '#services/strava/strava_client'

const RUN: StravaActivity = {
  id: 1,
  name: 'Morning Run',
  sport_type: 'Run',
  type: 'Run',
  start_date: '2026-03-01T06:15:00Z',
  distance: 10.5,
  moving_time: 3,
  elapsed_time: 4,
  device_name: 'Garmin Forerunner 965',
  laps: [
    { start_index: 0, elapsed_time: 2, distance: 5 },
    { start_index: 2, elapsed_time: 2, distance: 5.5 },
  ],
}

test.group('Strava activities', () => {
  test('sport types map to our sports', ({ assert }) => {
    const cases: [string | undefined, string | undefined, boolean, string][] = [
      ['Run', 'Run', false, 'run'],
      ['Run', 'Run', true, 'treadmill'],
      ['TrailRun', 'Run', false, 'trail_run'],
      ['VirtualRun', 'VirtualRun', false, 'treadmill'],
      ['Walk', 'Walk', false, 'walk'],
      ['Hike', 'Hike', false, 'hike'],
      ['Ride', 'Ride', false, 'ride'],
      ['VirtualRide', 'VirtualRide', false, 'ride'],
      ['GravelRide', 'Ride', false, 'ride'],
      ['Swim', 'Swim', false, 'swim'],
      ['WeightTraining', 'WeightTraining', false, 'strength'],
      ['Yoga', 'Yoga', false, 'other'],
      [undefined, 'Run', false, 'run'],
    ]
    for (const [sportType, type, trainer, sport] of cases) {
      assert.equal(stravaSport(sportType, type, trainer), sport, `${sportType}/${type}`)
    }
  })

  test('streams become columns: lat/lng split, run cadence doubled to steps per minute', ({
    assert,
  }) => {
    const { activity, errors } = parseStravaActivity(RUN, {
      time: { data: [0, 1, 2, 4] },
      distance: { data: [0, 3, 6, 10.5] },
      latlng: {
        data: [
          [52.5, 13.4],
          [52.50001, 13.40001],
          [52.50002, 13.40002],
          [52.50004, 13.40004],
        ],
      },
      altitude: { data: [34, 34.2, 34.4, 34.8] },
      heartrate: { data: [120, 130, 140, 150] },
      cadence: { data: [85, 86, 87, 88] },
      velocity_smooth: { data: [0, 3, 3, 2.25] },
      // A stream of another length is dropped rather than misaligned.
      watts: { data: [200, 210] },
    })
    assert.deepEqual(errors, [])
    assert.equal(activity!.sport, 'run')
    assert.equal(activity!.startTime, '2026-03-01T06:15:00.000Z')
    assert.equal(activity!.name, 'Morning Run')
    assert.equal(activity!.device, 'Garmin Forerunner 965')
    assert.deepEqual(activity!.streams, {
      time: [0, 1, 2, 4],
      distance: [0, 3, 6, 10.5],
      altitude: [34, 34.2, 34.4, 34.8],
      heartRate: [120, 130, 140, 150],
      speed: [0, 3, 3, 2.25],
      cadence: [170, 172, 174, 176],
      lat: [52.5, 52.50001, 52.50002, 52.50004],
      lng: [13.4, 13.40001, 13.40002, 13.40004],
    })
    assert.deepEqual(activity!.totals, {
      distanceMeters: 10.5,
      elapsedSeconds: 4,
      movingSeconds: 3,
    })
    assert.deepEqual(activity!.laps, [
      { startSeconds: 0, elapsedSeconds: 2, distanceMeters: 5 },
      { startSeconds: 2, elapsedSeconds: 2, distanceMeters: 5.5 },
    ])
  })

  test('a ride keeps its cadence in rpm', ({ assert }) => {
    const { activity } = parseStravaActivity(
      { ...RUN, sport_type: 'Ride', type: 'Ride', laps: undefined },
      { time: { data: [0, 1] }, cadence: { data: [90, 92] }, watts: { data: [250, 260] } }
    )
    assert.deepEqual(activity!.streams.cadence, [90, 92])
    assert.deepEqual(activity!.streams.power, [250, 260])
  })

  test('a manual entry without streams imports from its totals', ({ assert }) => {
    const { activity } = parseStravaActivity(
      {
        id: 2,
        name: 'Gym',
        sport_type: 'WeightTraining',
        start_date: '2026-03-02T18:00:00Z',
        distance: 0,
        elapsed_time: 2700,
        moving_time: 2700,
        manual: true,
      },
      null
    )
    assert.equal(activity!.sport, 'strength')
    assert.deepEqual(activity!.streams, { time: [0, 2700], distance: [0, 0] })
    assert.deepEqual(activity!.laps, [])
  })

  test('an activity without a start or a duration is rejected', ({ assert }) => {
    assert.isNull(parseStravaActivity({ ...RUN, start_date: 'soon' }, null).activity)
    assert.isNull(parseStravaActivity({ ...RUN, elapsed_time: undefined }, null).activity)
  })
})

test.group('Strava rate limits', () => {
  test('reads the 15-minute and daily pairs of both header families', ({ assert }) => {
    const headers = new Headers({
      'X-RateLimit-Limit': '200,2000',
      'X-RateLimit-Usage': '12,340',
      'X-ReadRateLimit-Limit': '100,1000',
      'X-ReadRateLimit-Usage': '96,300',
    })
    assert.deepEqual(parseRateLimit(headers, 5), {
      overall: { fifteenMinute: { limit: 200, usage: 12 }, daily: { limit: 2000, usage: 340 } },
      read: { fifteenMinute: { limit: 100, usage: 96 }, daily: { limit: 1000, usage: 300 } },
      observedAt: 5,
    })
    assert.isNull(parseRateLimit(new Headers(), 5))
  })

  test('waits for the next natural 15-minute window, or midnight UTC for the daily limit', ({
    assert,
  }) => {
    const now = Date.parse('2026-03-01T10:07:30Z')
    assert.equal(msUntilNextWindow(now), 7.5 * 60 * 1000 + 1000)
    const limits = (fifteen: number, daily: number) => ({
      overall: null,
      read: { fifteenMinute: { limit: 100, usage: fifteen }, daily: { limit: 1000, usage: daily } },
      observedAt: now,
    })
    assert.equal(rateLimitWait(limits(50, 500), now, 5), 0)
    assert.equal(rateLimitWait(limits(95, 500), now, 5), 7.5 * 60 * 1000 + 1000)
    assert.equal(
      rateLimitWait(limits(10, 1000), now, 5),
      Date.parse('2026-03-02T00:00:00Z') - now + 1000
    )
    // What was seen in an earlier window no longer counts.
    assert.equal(rateLimitWait(limits(100, 500), now + 15 * 60 * 1000, 5), 0)
  })
})
