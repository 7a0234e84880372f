import { test } from '@japa/runner'
import { addDays } from '#domain/calendar'
import { MAX_PLAN_WEEKS, generatePlan } from '#domain/plans/generate_plan'
import { planNormViolations, type NormViolation } from '#domain/plans/norms'
import { qualityMeters } from '#domain/plans/norms_context'
import { weekTable } from '#domain/plans/week_table'
import type { Experience, Plan, PlanInput } from '#domain/plans/types'
import { percentile, population } from './population.js'

/*
 * The property test of docs/plans.md#norms over a seeded population of 5,000 athletes: each is
 * either refused (a known code, a message; for too_soon an earliest date after the race date,
 * from which a plan IS produced and checked, or, when no date within MAX_PLAN_WEEKS works, what
 * would work instead, checked by refusing the latest date too) or gets a plan that breaks no norm. The summary it
 * prints (refusals by code, failures per norm, long-run and hard share per level) is the one
 * quoted in docs/plans.md; a failure prints the first athletes as input JSON and week table.
 */
const SIZE = 5000
const SHOWN = 3
const KNOWN_CODES = [
  'invalid',
  'past',
  'too_soon',
  'too_far',
  'too_few_days',
  'contradiction',
  'not_advised',
]

interface Outcome {
  code: string | null
  /** The refusal as given, for the failure report. */
  error?: unknown
  /** Norm ids broken, or refusal problems ("refusal: …"). */
  problems: string[]
  violations: NormViolation[]
  plan: Plan | null
  input: PlanInput
}

/**
 * A too_soon refusal may give no date when none within MAX_PLAN_WEEKS works: then the latest
 * race date a plan can have is refused too, and the refusal says what would work instead.
 */
function noDateWithinReach(input: PlanInput, error: Record<string, unknown>): boolean {
  const alternatives = error.alternatives
  if (!Array.isArray(alternatives) || alternatives.length === 0) return false
  const latest = addDays(input.startDateIso, MAX_PLAN_WEEKS * 7 - 1)
  const result = generatePlan({ ...input, raceDateIso: latest })
  return 'error' in result && result.error.code === 'too_soon'
}

function refusalProblems(input: PlanInput, error: Record<string, unknown>): Outcome {
  const code = typeof error.code === 'string' ? error.code : null
  const problems: string[] = []
  const refused = { code, error, problems, violations: [], plan: null, input }
  if (code === null || !KNOWN_CODES.includes(code)) problems.push('refusal: no known code')
  if (typeof error.message !== 'string' || error.message.trim() === '')
    problems.push('refusal: no message')
  if (code !== 'too_soon') return refused
  const earliest = error.earliestRaceDateIso
  if (earliest === undefined && noDateWithinReach(input, error)) return refused
  if (typeof earliest !== 'string' || earliest <= (input.raceDateIso ?? '')) {
    problems.push('too_soon: no earliest date after the race date')
    return refused
  }
  const later = { ...input, raceDateIso: earliest }
  const retry = generatePlan(later)
  if ('error' in retry) {
    problems.push(`too_soon: refused again at ${earliest} (${retry.error.code})`)
    return { ...refused, input: later }
  }
  const violations = planNormViolations(later, retry.plan)
  problems.push(...new Set(violations.map((v) => `${v.norm} (at the earliest date)`)))
  return { ...refused, violations, plan: retry.plan, input: later }
}

function outcomeOf(input: PlanInput): Outcome {
  const result = generatePlan(input)
  if ('error' in result) return refusalProblems(input, result.error as never)
  const violations = planNormViolations(input, result.plan)
  const problems = [...new Set(violations.map((v) => v.norm as string))]
  return { code: null, problems, violations, plan: result.plan, input }
}

type Shares = Record<Experience, { long: number[]; hard: number[] }>

/** Long-run and hard share of each full week before race week. */
function collectShares(shares: Shares, plan: Plan) {
  for (const week of plan.weeks) {
    if (week.partial || week.phase === 'race') continue
    const runs = week.workouts.filter((w) => w.type !== 'race' && w.type !== 'rest')
    const volume = runs.reduce((s, w) => s + (w.distanceMeters ?? 0), 0)
    if (volume <= 0) continue
    const long = runs.find((w) => w.type === 'long')?.distanceMeters ?? 0
    shares[plan.experience].long.push(long / volume)
    shares[plan.experience].hard.push(runs.reduce((s, w) => s + qualityMeters(w), 0) / volume)
  }
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`
const distribution = (values: number[]) =>
  values.length === 0
    ? 'no weeks'
    : `p10 ${pct(percentile(values, 10))}, p50 ${pct(percentile(values, 50))}, p90 ${pct(percentile(values, 90))}, max ${pct(Math.max(...values))} (${values.length} weeks)`

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
const sorted = (map: Map<string, number>) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${k}: ${v}`)

function showFailure(outcome: Outcome, id: number): string {
  const lines = [
    `--- athlete ${id}: ${outcome.problems.join(', ')}`,
    JSON.stringify(outcome.input),
    ...(outcome.error ? [`refused: ${JSON.stringify(outcome.error)}`] : []),
    ...outcome.violations.slice(0, 8).map((v) => `  ${v.message}`),
  ]
  if (outcome.violations.length > 8) lines.push(`  … ${outcome.violations.length - 8} more`)
  if (outcome.plan) lines.push(weekTable(outcome.input, outcome.plan))
  return lines.join('\n')
}

test.group('Plans for a population of athletes (docs/plans.md#norms)', () => {
  test('5,000 athletes: refused with a reason, or a plan that keeps every norm', ({ assert }) => {
    const started = performance.now()
    const athletes = population(SIZE)
    const refusals = new Map<string, number>()
    const perNorm = new Map<string, number>()
    const shares: Shares = {
      beginner: { long: [], hard: [] },
      intermediate: { long: [], hard: [] },
      advanced: { long: [], hard: [] },
    }
    const failing: Array<{ id: number; outcome: Outcome }> = []
    let plans = 0
    for (const { id, input } of athletes) {
      const outcome = outcomeOf(input)
      if (outcome.code === null && outcome.plan) {
        plans += 1
        collectShares(shares, outcome.plan)
      } else count(refusals, outcome.code ?? '(no code)')
      for (const problem of outcome.problems) count(perNorm, problem)
      if (outcome.problems.length) failing.push({ id, outcome })
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const levels = Object.keys(shares) as Experience[]
    const summary = [
      `Population: ${SIZE} athletes (seed 27), ${plans} plans, ${SIZE - plans} refused, ${failing.length} failing, ${seconds} s`,
      'Refusals by code:',
      ...sorted(refusals),
      'Athletes failing each norm:',
      ...(perNorm.size ? sorted(perNorm) : ['  none']),
      'Long-run share of the week (full weeks before race week), by level:',
      ...levels.map((level) => `  ${level}: ${distribution(shares[level].long)}`),
      'Hard share (metres at M/T/I/R pace) of the week, by level:',
      ...levels.map((level) => `  ${level}: ${distribution(shares[level].hard)}`),
    ]
    console.log(summary.join('\n'))
    if (failing.length) {
      console.log(
        `First ${Math.min(SHOWN, failing.length)} failing athletes:\n${failing
          .slice(0, SHOWN)
          .map((f) => showFailure(f.outcome, f.id))
          .join('\n\n')}`
      )
    }
    assert.equal(failing.length, 0, `${failing.length} of ${SIZE} athletes fail (see above)`)
  }).timeout(120_000)
})
