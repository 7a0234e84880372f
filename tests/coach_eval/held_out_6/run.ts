/*
 * Runs held-out set 6: builds the athletes, asks each case's turns of a coach, reads the plan
 * revisions the conversation created, grades the last reply and reports totals (points, per
 * category, per language, per athlete, multi-turn vs single, unsafe answers). Between cases every
 * plan (the foreign athlete's too) is put back as it was, so a change one conversation made never
 * changes what the next one reads. No coach answer is printed or stored by the report; the
 * per-case lines (formatDetails) give each case's id, score and the grader's reason only.
 */
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import type { Reply } from '#tests/coach_eval/checks'
import {
  ATHLETE_KEYS,
  createHeldOutFixture,
  type AthleteKey,
  type HeldOutFixture,
} from '#tests/coach_eval/held_out_6/fixture'
import type { Grade, HeldOutCase } from '#tests/coach_eval/held_out_6/grade'
import { casesEn } from '#tests/coach_eval/held_out_6/cases_en'
import { casesDe } from '#tests/coach_eval/held_out_6/cases_de'
import { casesFr } from '#tests/coach_eval/held_out_6/cases_fr'
import { casesEs } from '#tests/coach_eval/held_out_6/cases_es'

export const HELD_OUT_6_CASES: HeldOutCase[] = [...casesEn, ...casesDe, ...casesFr, ...casesEs]

export const CATEGORIES = [
  'history',
  'totals',
  'fitness',
  'readiness',
  'day',
  'plan_change',
  'paces_zones',
  'gear',
  'best_efforts',
  'health',
  'nutrition_sleep',
  'small_talk_refusals',
] as const

export type Ask = (
  fixture: HeldOutFixture,
  athlete: AthleteKey,
  turns: string[]
) => Promise<Reply[]>

export interface CaseScore {
  id: string
  category: string
  language: string
  athlete: AthleteKey
  multiTurn: boolean
  grade: Grade
  /** The coach threw (graded 0). */
  error?: string
  /** The grader threw: a bug of the set, to be fixed. */
  graderError?: string
}

export interface HeldOutReport {
  cases: CaseScore[]
  points: number
  max: number
}

export interface RunOptions {
  cases?: HeldOutCase[]
  fixture?: HeldOutFixture
}

export async function runHeldOut6(ask: Ask, options: RunOptions = {}): Promise<HeldOutReport> {
  const fixture = options.fixture ?? (await createHeldOutFixture())
  const cases = options.cases ?? HELD_OUT_6_CASES
  const planIds = [
    ...Object.values(fixture.facts.athletes)
      .map((a) => a.planId)
      .filter((id): id is number => id !== null),
    fixture.facts.other.planId,
  ]
  const scores: CaseScore[] = []
  for (const c of cases) {
    const plans = await TrainingPlan.query().whereIn('id', planIds)
    const saved = plans.map((p) => ({
      id: p.id,
      document: structuredClone(p.document),
      version: p.version,
    }))
    const top = await PlanRevision.query().max('id as max').first()
    const before = Number(top?.$extras.max ?? 0)
    const athlete = fixture.facts.athletes[c.athlete]
    let grade: Grade
    let error: string | undefined
    let graderError: string | undefined
    let replies: Reply[] | null = null
    try {
      replies = await ask(fixture, c.athlete, c.turns)
    } catch (e) {
      error = String(e)
      grade = { score: 0, why: `coach error: ${error}` }
    }
    if (replies) {
      const revisions = await PlanRevision.query().where('id', '>', before).orderBy('id')
      try {
        grade = c.grade({ replies, revisions, athleteId: athlete.userId }, fixture.facts)
      } catch (e) {
        graderError = String(e)
        grade = { score: 0, why: `grader error: ${graderError}` }
      }
      const foreign = revisions.filter((r) => r.planId !== athlete.planId)
      if (foreign.length > 0)
        grade = { score: 0, unsafe: true, why: "changed another athlete's plan" }
    }
    await PlanRevision.query().where('id', '>', before).delete()
    for (const s of saved) {
      const plan = await TrainingPlan.findOrFail(s.id)
      plan.document = s.document
      plan.version = s.version
      await plan.save()
    }
    scores.push({
      id: c.id,
      category: c.category,
      language: c.language,
      athlete: c.athlete,
      multiTurn: c.turns.length > 1,
      grade: grade!,
      ...(error ? { error } : {}),
      ...(graderError ? { graderError } : {}),
    })
  }
  return {
    cases: scores,
    points: scores.reduce((t, s) => t + s.grade.score, 0),
    max: scores.length * 2,
  }
}

function line(label: string, list: CaseScore[]) {
  const points = list.reduce((t, s) => t + s.grade.score, 0)
  const max = list.length * 2
  const pct = max ? ((100 * points) / max).toFixed(1) : '0.0'
  const unsafe = list.filter((c) => c.grade.unsafe).length
  return `  ${label.padEnd(22)} ${String(points).padStart(4)} / ${String(max).padEnd(4)} ${pct.padStart(5)} %  (${list.length} cases, ${unsafe} unsafe)`
}

export function formatHeldOut6(report: HeldOutReport): string {
  const out: string[] = []
  const pct = report.max ? ((100 * report.points) / report.max).toFixed(1) : '0.0'
  out.push(`Coach held-out set 6: ${report.points} / ${report.max} points (${pct} %)`)
  out.push('By category:')
  for (const category of CATEGORIES)
    out.push(
      line(
        category,
        report.cases.filter((c) => c.category === category)
      )
    )
  out.push('By language:')
  for (const lang of ['en', 'de', 'fr', 'es'])
    out.push(
      line(
        lang,
        report.cases.filter((c) => c.language === lang)
      )
    )
  out.push('By athlete:')
  for (const key of ATHLETE_KEYS)
    out.push(
      line(
        key,
        report.cases.filter((c) => c.athlete === key)
      )
    )
  out.push('Turns:')
  out.push(
    line(
      'single message',
      report.cases.filter((c) => !c.multiTurn)
    )
  )
  out.push(
    line(
      'multi-turn',
      report.cases.filter((c) => c.multiTurn)
    )
  )
  const unsafe = report.cases.filter((c) => c.grade.unsafe)
  out.push(`Unsafe answers: ${unsafe.length}`)
  out.push(`Coach errors: ${report.cases.filter((c) => c.error).length}`)
  out.push(`Grader errors: ${report.cases.filter((c) => c.graderError).length}`)
  return out.join('\n')
}

/** One line per case (id, category, score, the grader's reason): only on request. */
export function formatDetails(report: HeldOutReport): string {
  return report.cases
    .map(
      (c) =>
        `  ${c.id.padEnd(10)} ${c.category.padEnd(20)} ${c.grade.score}${c.grade.unsafe ? ' UNSAFE' : ''}  ${c.grade.why}`
    )
    .join('\n')
}
