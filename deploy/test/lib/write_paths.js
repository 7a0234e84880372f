/*
 * The write paths of the outage scenarios (docs/decisions/059-lost-writes-and-database-outages.md).
 * Each request carries values that only it sends (from the scenario's tag, the
 * writer's index and the write's number), so that what was stored can be traced
 * back to the request and compared field by field. Each write returns:
 *   status, acknowledged (the success answer), key (what finds the row),
 *   expected (every column the request set, as PostgreSQL returns it),
 *   refusal (for a 503: its Retry-After and whether it said nothing changed).
 */

/** Manual entry, new gear, athlete data, FIT upload, rename: five paths, four tables. */
export const PATHS = ['manual', 'gear', 'athlete', 'upload', 'rename']

/** What a 503 said: `nothing` (nothing was changed), `maybe` (may have been stored), or `unclear`. */
export function refusalOf(res) {
  if (res.status !== 503) return null
  return {
    retryAfter: res.headers['retry-after'] ?? null,
    says: /may or may not have been stored/.test(res.body)
      ? 'maybe'
      : /Nothing was changed/.test(res.body)
        ? 'nothing'
        : 'unclear',
  }
}

const redirectedTo = (res, pattern) =>
  [302, 303].includes(res.status) && pattern.test(String(res.headers.location ?? ''))

export const writePaths = {
  async manual({ client, index }, n, tag) {
    const name = `${tag}-w${index}-manual-${n}`
    const day = String(1 + (n % 28)).padStart(2, '0')
    const sent = {
      startDate: `2026-01-${day}`,
      startTime: `${String(6 + (n % 12)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
      sport: 'run',
      name,
      distanceMeters: 5000 + n * 7 + index,
      durationSeconds: 1800 + n * 3 + index,
      perceivedEffort: 1 + ((n + index) % 10),
      notes: `notes of ${name}`,
    }
    const res = await client.send('POST', '/activities', sent, '/activities?refused=1')
    const id = String(res.headers.location ?? '').match(/\/activities\/(\d+)$/)?.[1]
    return {
      status: res.status,
      acknowledged: [302, 303].includes(res.status) && id !== undefined,
      key: id ?? null,
      name,
      expected: {
        name,
        sport: 'run',
        local_date: sent.startDate,
        distance_meters: sent.distanceMeters,
        elapsed_seconds: sent.durationSeconds,
        perceived_effort: sent.perceivedEffort,
        notes: sent.notes,
      },
      refusal: refusalOf(res),
    }
  },

  async gear({ client, index }, n, tag) {
    const name = `${tag}-w${index}-gear-${n}`
    const sent = {
      name,
      sport: 'run',
      isDefault: false,
      startingDistanceMeters: 1000 * n + index,
      retireAtMeters: 600_000 + 1000 * n + index,
    }
    const res = await client.send('POST', '/gear', sent, '/profile/gear?refused=1')
    return {
      status: res.status,
      acknowledged: redirectedTo(res, /\/profile\/gear$/),
      key: name,
      name,
      expected: {
        name,
        is_default: false,
        starting_distance_meters: sent.startingDistanceMeters,
        retire_at_meters: sent.retireAtMeters,
      },
      refusal: refusalOf(res),
    }
  },

  /** Last write wins: the stored row must be one this writer sent, never an older acknowledged one. */
  async athlete({ client }, n) {
    const sent = { weight_kg: 40 + n * 0.25, resting_hr: 40 + (n % 60), max_hr: 160 + (n % 60) }
    const res = await client.send('PUT', '/profile/athlete', sent, '/profile?refused=1')
    return {
      status: res.status,
      acknowledged: redirectedTo(res, /\/profile$/),
      key: String(sent.weight_kg),
      expected: sent,
      refusal: refusalOf(res),
    }
  },

  async upload({ client, index, fitFor }, n, tag, fitFrom = 0) {
    const fileName = `${tag}-w${index}-upload-${n}.fit`
    const bytes = fitFor(fitFrom + n)
    const res = await client.upload('/activities/import', [{ name: fileName, bytes }])
    let file
    try {
      file = res.status === 200 ? JSON.parse(res.body).files?.[0] : undefined
    } catch {}
    const acknowledged = file?.status === 'imported' && !!file.activityId
    return {
      status: res.status,
      acknowledged,
      key: acknowledged ? String(file.activityId) : null,
      name: fileName,
      fileStatus: file?.status,
      expected: { file_name: fileName, source: 'file' },
      refusal: refusalOf(res),
    }
  },

  /** Last write wins, as the athlete data. */
  async rename({ client, index, email }, n, tag) {
    const name = `${tag}-w${index}-rename-${n}`
    const res = await client.send('PATCH', '/profile', { name, email }, '/profile?refused=1')
    return {
      status: res.status,
      acknowledged: redirectedTo(res, /\/profile\/edit$/),
      key: name,
      expected: { full_name: name },
      refusal: refusalOf(res),
    }
  },
}
