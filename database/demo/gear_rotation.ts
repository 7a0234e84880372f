/*
 * The demo athlete's shoes: a realistic rotation over the generated history instead of one
 * pair that carries every kilometre of two years.
 *
 * Daily trainers are bought one after another and retired somewhere between 620 and 780 km,
 * inside the 300–500 miles (480–800 km) that running-shoe makers and sports podiatrists give
 * as a pair's useful life (e.g. American Academy of Podiatric Sports Medicine, "Selecting
 * running shoes", https://www.aapsm.org/runningshoes.html). Races (and trail runs, if the
 * history has any) get their own pair. Each run goes to the pair in use on its date, so the
 * pairs in use at the end are under their retirement distance and no reminder nags.
 *
 * Pure: no I/O, no clock. The same runs give the same pairs.
 */
import type { SessionType } from '#database/demo/types'

export type DemoShoeKind = 'daily' | 'race' | 'trail'

/** One run as the rotation sees it. */
export interface DemoRun {
  /** Anything that identifies the run to the caller (an activity id, a session index). */
  key: number
  /** Local date, YYYY-MM-DD. */
  dateIso: string
  /** The activity's sport (`run`, `trail_run`, `treadmill`). */
  sport: string
  /** The planned session's type, when known. */
  type?: SessionType | null
  distanceM: number
}

export interface DemoShoePair {
  name: string
  kind: DemoShoeKind
  /** The distance at which the app reminds the athlete, metres. */
  retireAtMeters: number
  /** Date of the pair's first run (YYYY-MM-DD). */
  firstRunIso: string
  /** Date of its last run. */
  lastRunIso: string
  /** The day the next pair took over (YYYY-MM-DD); null while in use. */
  retiredIso: string | null
  /** Metres run in it. */
  distanceM: number
  runs: number
}

export interface DemoGearRotation {
  pairs: DemoShoePair[]
  /** Run key → index in `pairs`. */
  pairOf: Map<number, number>
}

const DAILY_NAMES = [
  'Grey daily trainers',
  'Blue daily trainers',
  'Orange daily trainers',
  'White daily trainers',
  'Black daily trainers',
  'Green daily trainers',
  'Yellow daily trainers',
  'Red daily trainers',
]
const RACE_NAMES = ['Race shoes', 'Second race shoes', 'Third race shoes']
const TRAIL_NAMES = ['Trail shoes', 'Second trail shoes', 'Third trail shoes']

const SETTINGS: Record<
  DemoShoeKind,
  { names: string[]; retireAtMeters: number; retireFromM: number; retireToM: number }
> = {
  // Retired between 620 and 780 km: under the 800 km reminder, so an active pair never nags.
  daily: { names: DAILY_NAMES, retireAtMeters: 800_000, retireFromM: 620_000, retireToM: 780_000 },
  // Light racing shoes last less (the same sources give them roughly half the life).
  race: { names: RACE_NAMES, retireAtMeters: 400_000, retireFromM: 300_000, retireToM: 380_000 },
  trail: { names: TRAIL_NAMES, retireAtMeters: 800_000, retireFromM: 620_000, retireToM: 780_000 },
}

/** Where the n-th pair of a kind is retired: spread over the range, the same every time. */
function retirementPointM(kind: DemoShoeKind, n: number): number {
  const { retireFromM, retireToM } = SETTINGS[kind]
  // The golden-ratio sequence spreads the points evenly without repeating a pattern.
  const fraction = (n * 0.618_033_988_75 + 0.3) % 1
  return Math.round(retireFromM + fraction * (retireToM - retireFromM))
}

function kindOf(run: DemoRun): DemoShoeKind {
  if (run.sport === 'trail_run') return 'trail'
  if (run.type === 'race') return 'race'
  return 'daily'
}

/** The pairs the demo athlete wore and the pair of every run; `runs` in any order. */
export function planDemoGearRotation(runs: DemoRun[]): DemoGearRotation {
  const sorted = [...runs].sort((a, b) => a.dateIso.localeCompare(b.dateIso) || a.key - b.key)
  const pairs: DemoShoePair[] = []
  const pairOf = new Map<number, number>()
  const current = new Map<DemoShoeKind, { index: number; retireAtM: number }>()
  const bought = new Map<DemoShoeKind, number>()

  const buy = (kind: DemoShoeKind, dateIso: string) => {
    const n = bought.get(kind) ?? 0
    bought.set(kind, n + 1)
    const { names, retireAtMeters } = SETTINGS[kind]
    const name = n < names.length ? names[n] : `${names[0]} ${n + 1}`
    pairs.push({
      name,
      kind,
      retireAtMeters,
      firstRunIso: dateIso,
      lastRunIso: dateIso,
      retiredIso: null,
      distanceM: 0,
      runs: 0,
    })
    const entry = { index: pairs.length - 1, retireAtM: retirementPointM(kind, n) }
    current.set(kind, entry)
    return entry
  }

  for (const run of sorted) {
    const kind = kindOf(run)
    let entry = current.get(kind) ?? buy(kind, run.dateIso)
    const pair = pairs[entry.index]
    if (pair.runs > 0 && pair.distanceM + run.distanceM > entry.retireAtM) {
      pair.retiredIso = run.dateIso
      entry = buy(kind, run.dateIso)
    }
    const wearing = pairs[entry.index]
    wearing.distanceM += run.distanceM
    wearing.runs += 1
    wearing.lastRunIso = run.dateIso
    pairOf.set(run.key, entry.index)
  }
  return { pairs, pairOf }
}
