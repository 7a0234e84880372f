/*
 * The demo athlete's two years of FIT files, generated once and reused from a cache on disk.
 *
 * Encoding costs about 0.15 s per hour of 1 Hz recording (minutes for the whole history), so
 * the files are kept under `tmp/demo-activities/<key>/` and only regenerated when the key
 * changes. The key is the generator version, the seed, the number of weeks and the date
 * anchor:
 *
 * - anchor "week" (default): the files are generated once for a fixed reference history that
 *   ends on REFERENCE_END_SUNDAY, and never again until GENERATOR_VERSION changes. The
 *   generator only knows weeks and weekdays (no seasons), so the history that ends on any other
 *   date is the reference history moved by a whole number of weeks (long runs stay on Sunday,
 *   parkrun on Saturday). Each returned file says by how many days (`shiftDays`, a multiple
 *   of 7) to move its start time on import, with `shiftActivityDays` (local wall-clock time is
 *   kept across daylight-saving changes). Sessions after the end date are not returned.
 * - anchor "exact": the files carry their true dates for `endDateIso` (`shiftDays` is 0), at
 *   the price of one cache, and one full generation, per end date.
 *
 * A directory is complete once its marker file (written last) exists. Each FIT file is
 * written to a temporary name and renamed, so a file that exists is whole: an interrupted
 * generation is resumed, reusing the files already written.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { encodeFitActivity } from '#domain/files/fit_encode'
import { hashSeed } from '#database/demo/prng'
import {
  DEMO_ATHLETE,
  DEMO_SEED,
  FIXTURE_ATHLETE,
  GENERATOR_VERSION,
  addDaysIso,
  generateFixtureHistory,
  generateTrainingHistory,
  isoToDay,
  simulateActivity,
  weekEndingSunday,
  type PlannedSession,
  type SessionSport,
  type SessionType,
  type SimulatedAthlete,
} from '#database/demo/training_history'

/** Any fixed Sunday: the week-anchored cache is generated for the history ending that day. */
export const REFERENCE_END_SUNDAY = '2024-12-29'

export const COMPLETE_MARKER = 'complete.json'

export type DateAnchor = 'week' | 'exact'

/** The two years of the demo athlete, or the few short weeks of the fixture athlete. */
export type HistoryKind = 'demo' | 'fixture'

export interface DemoFitFile {
  path: string
  sessionIndex: number
  sport: SessionSport
  type: SessionType
  name: string
  /** Local date of the start time written in the file. */
  fileDateIso: string
  /** Local date this activity stands for in the seeded history: fileDateIso + shiftDays. */
  dateIso: string
  /**
   * Whole days to add to the file's start time on import (in the athlete's time zone, see
   * `shiftActivityDays`). Always a multiple of 7; 0 with the "exact" anchor.
   */
  shiftDays: number
}

export interface EnsureDemoFitFilesOptions {
  /** Last day of the history, normally yesterday in the athlete's time zone (YYYY-MM-DD). */
  endDateIso: string
  cacheDir?: string
  /** Default "demo" (104 weeks); "fixture" is 3 weeks of short sessions for quick seeds. */
  history?: HistoryKind
  seed?: number
  /** Default 104 for the demo history, 3 for the fixture. */
  weeks?: number
  /** Default DEMO_ATHLETE, or FIXTURE_ATHLETE for the fixture history. */
  athlete?: SimulatedAthlete
  anchor?: DateAnchor
  /** Delete cache directories written by other generator versions. Default true. */
  pruneOtherVersions?: boolean
  /** Called after each file is generated or found (done counts both). */
  onProgress?: (done: number, total: number) => void
  /** Stops the generation between two files (rejecting with the signal's AbortError). */
  signal?: AbortSignal
}

interface Manifest {
  generatorVersion: number
  history: HistoryKind
  seed: number
  weeks: number
  anchor: DateAnchor
  historyEndDateIso: string
  files: Array<{
    file: string
    sessionIndex: number
    sport: SessionSport
    type: SessionType
    name: string
    dateIso: string
  }>
}

/**
 * The cache directory's name: `v<version>-<seed>-<anchor>`, e.g. `v1-1729-ref2024-12-29-w104`,
 * with `-fixture` for the fixture history and an athlete hash for a non-default athlete.
 */
export function cacheKey(options: {
  history: HistoryKind
  seed: number
  weeks: number
  anchor: DateAnchor
  endDateIso: string
  athlete: SimulatedAthlete
}): string {
  const anchorPart =
    options.anchor === 'week'
      ? `ref${REFERENCE_END_SUNDAY}-w${options.weeks}`
      : `${options.endDateIso}-w${options.weeks}`
  const defaultAthlete = options.history === 'demo' ? DEMO_ATHLETE : FIXTURE_ATHLETE
  const athletePart =
    JSON.stringify(options.athlete) === JSON.stringify(defaultAthlete)
      ? ''
      : `-a${hashSeed(JSON.stringify(options.athlete)).toString(16)}`
  const historyPart = options.history === 'demo' ? '' : `-${options.history}`
  return `v${GENERATOR_VERSION}-${options.seed}-${anchorPart}${historyPart}${athletePart}`
}

function fileName(session: PlannedSession): string {
  return `${String(session.index).padStart(4, '0')}-${session.dateIso}-${session.type}.fit`
}

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, COMPLETE_MARKER), 'utf8')) as Manifest
    if (manifest.generatorVersion !== GENERATOR_VERSION || !Array.isArray(manifest.files)) {
      return null
    }
    return manifest.files.every((entry) => existsSync(join(dir, entry.file))) ? manifest : null
  } catch {
    return null
  }
}

async function pruneOtherVersions(cacheDir: string): Promise<void> {
  if (!existsSync(cacheDir)) return
  for (const entry of await readdir(cacheDir, { withFileTypes: true })) {
    const match = /^v(\d+)-\d+-/.exec(entry.name)
    if (entry.isDirectory() && match && Number(match[1]) !== GENERATOR_VERSION) {
      await rm(join(cacheDir, entry.name), { recursive: true, force: true })
    }
  }
}

/** Generates (or finds) the FIT files of one history in `dir`; returns the manifest. */
async function ensureDirectory(
  dir: string,
  manifestBase: Omit<Manifest, 'files'>,
  sessions: PlannedSession[],
  athlete: SimulatedAthlete,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal
): Promise<Manifest> {
  const existing = await readManifest(dir)
  if (existing) {
    onProgress?.(existing.files.length, existing.files.length)
    return existing
  }
  await mkdir(dir, { recursive: true })
  const files: Manifest['files'] = []
  for (const [done, session] of sessions.entries()) {
    // Stopped: the files written so far stay, the next run writes the rest.
    signal?.throwIfAborted()
    const file = fileName(session)
    const path = join(dir, file)
    if (!existsSync(path)) {
      const activity = simulateActivity(session, athlete, manifestBase.seed)
      const bytes = encodeFitActivity(activity, {
        serialNumber: (hashSeed('demo-watch', manifestBase.seed) % 4_000_000_000) + 1,
        productName: 'Pacewise demo',
      })
      const partial = `${path}.partial`
      await writeFile(partial, bytes)
      await rename(partial, path)
    }
    files.push({
      file,
      sessionIndex: session.index,
      sport: session.sport,
      type: session.type,
      name: session.name,
      dateIso: session.dateIso,
    })
    onProgress?.(done + 1, sessions.length)
  }
  const manifest: Manifest = { ...manifestBase, files }
  // The marker goes last: its presence means every file above is on disk.
  const marker = join(dir, COMPLETE_MARKER)
  await writeFile(`${marker}.partial`, JSON.stringify(manifest, null, 2))
  await rename(`${marker}.partial`, marker)
  return manifest
}

/**
 * Makes sure the demo history's FIT files exist on disk and lists them in date order, ready
 * to import. With the default "week" anchor, move each imported activity by its `shiftDays`.
 */
export async function ensureDemoFitFiles(
  options: EnsureDemoFitFilesOptions
): Promise<DemoFitFile[]> {
  const cacheDir = options.cacheDir ?? 'tmp/demo-activities'
  const history = options.history ?? 'demo'
  const seed = options.seed ?? DEMO_SEED
  const weeks = options.weeks ?? (history === 'demo' ? 104 : 3)
  const athlete = options.athlete ?? (history === 'demo' ? DEMO_ATHLETE : FIXTURE_ATHLETE)
  const anchor = options.anchor ?? 'week'
  const endDateIso = options.endDateIso
  isoToDay(endDateIso) // validates the date

  const historyEndDateIso = anchor === 'week' ? REFERENCE_END_SUNDAY : endDateIso
  const shiftDays =
    anchor === 'week' ? isoToDay(weekEndingSunday(endDateIso)) - isoToDay(REFERENCE_END_SUNDAY) : 0

  if (options.pruneOtherVersions ?? true) await pruneOtherVersions(cacheDir)
  const dir = join(cacheDir, cacheKey({ history, seed, weeks, anchor, endDateIso, athlete }))
  const sessions =
    history === 'demo'
      ? generateTrainingHistory({ endDateIso: historyEndDateIso, weeks, seed, athlete })
      : generateFixtureHistory({ endDateIso: historyEndDateIso, weeks, seed, athlete })
  const manifest = await ensureDirectory(
    dir,
    { generatorVersion: GENERATOR_VERSION, history, seed, weeks, anchor, historyEndDateIso },
    sessions,
    athlete,
    options.onProgress,
    options.signal
  )

  const endDay = isoToDay(endDateIso)
  return manifest.files
    .map((entry) => ({
      path: join(dir, entry.file),
      sessionIndex: entry.sessionIndex,
      sport: entry.sport,
      type: entry.type,
      name: entry.name,
      fileDateIso: entry.dateIso,
      dateIso: addDaysIso(entry.dateIso, shiftDays),
      shiftDays,
    }))
    .filter((file) => isoToDay(file.dateIso) <= endDay)
}
