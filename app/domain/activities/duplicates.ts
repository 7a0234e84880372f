import { DateTime } from 'luxon'
import type { StravaActivity } from '#domain/files/strava'

/*
 * When an activity being imported is one already stored
 * (docs/decisions/008-activity-storage-and-import.md, docs/decisions/066-one-import-flow.md):
 * the same source id from the same source, the same file bytes, or the same start within a
 * minute and the same elapsed time within 2 % (or a minute): the same session recorded by
 * another device or sent by another service.
 */

/** Same start within a minute and elapsed time within 2 % (or a minute): the same run. */
export const DUPLICATE_START_TOLERANCE_SECONDS = 60
export const DUPLICATE_DURATION_TOLERANCE = 0.02

/** Where an activity comes from (the `activities.source` column). */
export type ImportSourceKind = 'file' | 'strava' | 'manual'

/** What an activity is known by, as far as its source tells before it is stored. */
export interface ActivityIdentity {
  source: ImportSourceKind
  /** A Strava id, or a file's own recording id (FIT serial and time created). */
  externalId: string | null
  /** The SHA-256 of the uploaded file (hex). */
  fileSha256: string | null
  /** Its start (ISO 8601, UTC) and elapsed time; null when the source does not say. */
  session: { startTime: string; elapsedSeconds: number } | null
}

/** The keys a stored activity is matched on: any one of them makes it the same activity. */
export interface DuplicateKeys {
  source: ImportSourceKind
  externalId?: string | null
  fileSha256?: string | null
  /** Started in this window and lasted this long (the same session from another device or format). */
  near?: { startFrom: DateTime; startTo: DateTime; elapsedMin: number; elapsedMax: number }
}

export function duplicateKeys(identity: ActivityIdentity): DuplicateKeys {
  const keys: DuplicateKeys = {
    source: identity.source,
    externalId: identity.externalId,
    fileSha256: identity.fileSha256,
  }
  if (!identity.session) return keys
  const start = DateTime.fromISO(identity.session.startTime, { zone: 'utc' })
  if (!start.isValid) return keys
  const elapsed = identity.session.elapsedSeconds
  const durationTolerance = Math.max(60, elapsed * DUPLICATE_DURATION_TOLERANCE)
  keys.near = {
    startFrom: start.minus({ seconds: DUPLICATE_START_TOLERANCE_SECONDS }),
    startTo: start.plus({ seconds: DUPLICATE_START_TOLERANCE_SECONDS }),
    elapsedMin: elapsed - durationTolerance,
    elapsedMax: elapsed + durationTolerance,
  }
  return keys
}

/**
 * A Strava activity's identity from its summary alone, so that a stored one costs no call for
 * its streams: its id, and its start and elapsed time when the summary has them.
 */
export function stravaIdentity(activity: StravaActivity): ActivityIdentity {
  const startMs = Date.parse(activity.start_date)
  const elapsed = activity.elapsed_time
  const known = Number.isFinite(startMs) && typeof elapsed === 'number' && Number.isFinite(elapsed)
  return {
    source: 'strava',
    externalId: String(activity.id),
    fileSha256: null,
    session: known ? { startTime: new Date(startMs).toISOString(), elapsedSeconds: elapsed } : null,
  }
}
