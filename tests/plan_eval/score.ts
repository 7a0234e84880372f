/*
 * Runs the generator on every athlete of tests/plan_eval/athletes.ts and grades each fact
 * (tests/plan_eval/facts.ts, refusal_facts.ts) pass or fail: one line per athlete with its
 * failing facts (measured value and limit), then the totals. A generator that throws on an
 * athlete fails every fact of that athlete.
 */
import { generatePlan } from '#domain/plans/generate_plan'
import type { GeneratePlanResult } from '#domain/plans/types'
import { ATHLETES, type EvalAthlete, type EvalInput } from '#tests/plan_eval/athletes'
import { planFacts, type Measured, type PlanFact } from '#tests/plan_eval/facts'
import { refusalFacts } from '#tests/plan_eval/refusal_facts'

export interface GradedFact extends Measured {
  id: string
}

export interface AthleteGrade {
  id: string
  family: string
  outcome: 'plan' | 'refused' | 'threw'
  facts: GradedFact[]
  passed: number
}

export interface EvalReport {
  athletes: AthleteGrade[]
  facts: number
  factsPassed: number
  athletesPassed: number
}

function run(input: EvalInput): GeneratePlanResult | { thrown: string } {
  try {
    return generatePlan(input)
  } catch (error) {
    return { thrown: error instanceof Error ? error.message : String(error) }
  }
}

const rerun = (input: EvalInput) => {
  const result = run(input)
  return 'thrown' in result ? null : result
}

function failAll(ids: string[], detail: string): GradedFact[] {
  return ids.map((id) => ({ id, value: 0, limit: 'n/a', pass: false, detail }))
}

function safely(id: string, measure: () => Measured): GradedFact {
  try {
    return { id, ...measure() }
  } catch (error) {
    return { id, value: 0, limit: 'n/a', pass: false, detail: `check threw: ${String(error)}` }
  }
}

/** The plan facts an athlete is graded on: round 1's by default, a later round may vary them. */
export type PlanFactsOf = (athlete: EvalAthlete) => PlanFact[]

export function gradeAthlete(athlete: EvalAthlete, factsOf: PlanFactsOf = planFacts): AthleteGrade {
  const result = run(athlete.input)
  const refusing = 'refuse' in athlete.expect
  const planned = refusing ? [] : factsOf(athlete)
  const refusal = refusalFacts(athlete)
  const ids = ['outcome', ...planned.map((f) => f.id), ...refusal.map((f) => f.id)]
  let facts: GradedFact[]
  let outcome: AthleteGrade['outcome']
  if ('thrown' in result) {
    outcome = 'threw'
    facts = failAll(ids, `threw: ${result.thrown}`)
  } else if ('error' in result) {
    outcome = 'refused'
    const detail = `refused (${(result.error as { code?: string }).code ?? '?'}): ${result.error.message}`
    facts = [
      { id: 'outcome', value: 0, limit: refusing ? '= 0 (refused)' : '= 1 (plan)', pass: refusing },
      ...failAll(
        planned.map((f) => f.id),
        detail
      ),
      ...refusal.map((f) => safely(f.id, () => f.measure(result, rerun))),
    ]
  } else {
    outcome = 'plan'
    facts = [
      {
        id: 'outcome',
        value: 1,
        limit: refusing ? '= 0 (refused)' : '= 1 (plan)',
        pass: !refusing,
      },
      ...planned.map((f) => safely(f.id, () => f.measure(result.plan))),
      ...refusal.map((f) => safely(f.id, () => f.measure(result, rerun))),
    ]
  }
  const passed = facts.filter((f) => f.pass).length
  return { id: athlete.id, family: athlete.family, outcome, facts, passed }
}

export function runPlanEval(
  athletes: EvalAthlete[] = ATHLETES,
  factsOf: PlanFactsOf = planFacts
): EvalReport {
  const graded = athletes.map((athlete) => gradeAthlete(athlete, factsOf))
  const facts = graded.reduce((n, a) => n + a.facts.length, 0)
  const factsPassed = graded.reduce((n, a) => n + a.passed, 0)
  const athletesPassed = graded.filter((a) => a.passed === a.facts.length).length
  return { athletes: graded, facts, factsPassed, athletesPassed }
}

const show = (f: GradedFact) =>
  `${f.id}=${Math.round(f.value * 1000) / 1000} (${f.limit}${f.detail ? `; ${f.detail}` : ''})`

export function formatPlanEval(report: EvalReport): string {
  const lines = report.athletes.map((a) => {
    const failing = a.facts.filter((f) => !f.pass)
    const head = `${a.id.padEnd(30)} ${String(a.passed).padStart(2)}/${a.facts.length} ${a.outcome}`
    return failing.length ? `${head}  ✗ ${failing.map(show).join('; ')}` : head
  })
  const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)} %`
  lines.push(
    `facts passed: ${report.factsPassed}/${report.facts} (${pct(report.factsPassed, report.facts)})`,
    `athletes fully passing: ${report.athletesPassed}/${report.athletes.length} ` +
      `(${pct(report.athletesPassed, report.athletes.length)})`
  )
  return lines.join('\n')
}
