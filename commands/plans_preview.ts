import { readFileSync } from 'node:fs'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { Experience, IsoWeekday, PlanInput } from '#domain/plans/types'

/**
 * `node ace plans:preview`: the plan for any input, week by week (docs/plans.md#norms): dates,
 * phase, target and planned volume, long run, quality sessions with their metres at M/T/I/R,
 * doubles, cutbacks, taper, race week and the norms that bind; a refusal prints its code,
 * message, earliest date and alternatives. Either flags or `--json FILE` (a PlanInput).
 *
 *   node ace plans:preview --distance marathon --race 2027-04-25 --start 2026-12-28 \
 *     --weekly 50 --longest 18 --days 2,3,4,6,7 --long-day 7 --experience intermediate --vdot 45
 */
const DISTANCES: Record<string, number> = {
  '5k': 5000,
  '10k': 10000,
  'half': 21097.5,
  'marathon': 42195,
  '50k': 50000,
  '100k': 100000,
}

export function distanceMeters(text: string): number | null {
  const named = DISTANCES[text.toLowerCase()]
  if (named) return named
  const km = Number(text)
  return Number.isFinite(km) && km > 0 ? km * 1000 : null
}

/** "3:30:00" or "45:00" (h:mm:ss or mm:ss) in seconds. */
function goalSeconds(text: string | undefined): number | null {
  if (!text) return null
  const parts = text.split(':').map(Number)
  if (parts.some((n) => !Number.isFinite(n))) return null
  return parts.reduce((total, n) => total * 60 + n, 0)
}

export default class PlansPreview extends BaseCommand {
  static commandName = 'plans:preview'
  static description = 'Print the plan for an input week by week, with the norms that bind'
  static options: CommandOptions = { startApp: false }

  @flags.string({ description: 'A file holding a PlanInput as JSON (the other flags are ignored)' })
  declare json?: string
  @flags.string({ description: '5k, 10k, half, marathon, 50k, 100k or km; none: a base block' })
  declare distance?: string
  @flags.string({ description: 'Race date, YYYY-MM-DD' })
  declare race?: string
  @flags.string({ description: 'First day of the plan, YYYY-MM-DD (default: today)' })
  declare start?: string
  @flags.number({ description: 'Current weekly volume, km' })
  declare weekly?: number
  @flags.number({ description: 'Longest recent run, km' })
  declare longest?: number
  @flags.string({ description: 'Running days, ISO weekdays: 2,4,6,7' })
  declare days?: string
  @flags.number({ description: 'Long-run day, ISO weekday (default: the last of --days)' })
  declare longDay?: number
  @flags.string({ description: 'beginner, intermediate or advanced' })
  declare experience?: string
  @flags.number({ description: 'Age in years' })
  declare age?: number
  @flags.number({ description: 'Weeks without running just before the plan' })
  declare timeOff?: number
  @flags.number({ description: 'Current VDOT' })
  declare vdot?: number
  @flags.string({ description: 'Goal finish time, h:mm:ss' })
  declare goal?: string

  private fromFlags(): PlanInput | string {
    const start = this.start ?? new Date().toISOString().slice(0, 10)
    const days = (this.days ?? '2,4,6,7').split(',').map(Number) as IsoWeekday[]
    const distance = this.distance ? distanceMeters(this.distance) : null
    if (this.distance && distance === null) return `Unknown distance: ${this.distance}`
    if (distance !== null && !this.race) return 'A race needs --race YYYY-MM-DD'
    return {
      raceDistanceMeters: distance,
      raceDateIso: distance === null ? null : this.race!,
      goalSeconds: goalSeconds(this.goal),
      currentWeeklyMeters: Math.round((this.weekly ?? 30) * 1000),
      longestRecentRunMeters: this.longest === undefined ? null : Math.round(this.longest * 1000),
      availableDays: days,
      longRunDay: (this.longDay ?? days[days.length - 1]) as IsoWeekday,
      experience: (this.experience ?? 'intermediate') as Experience,
      startDateIso: start,
      vdot: this.vdot ?? null,
      hrZones: null,
      todayIso: start,
      ageYears: this.age ?? null,
      timeOffWeeks: this.timeOff ?? null,
    }
  }

  async run() {
    const { generatePlan } = await import('#domain/plans/generate_plan')
    const { previewText } = await import('#domain/plans/week_table')
    const input = this.json
      ? (JSON.parse(readFileSync(this.json, 'utf8')) as PlanInput)
      : this.fromFlags()
    if (typeof input === 'string') {
      this.logger.error(input)
      this.exitCode = 1
      return
    }
    this.logger.log(previewText(input, generatePlan(input)))
  }
}
