/*
 * Runs held-out set 3: builds the athletes, asks each case's turns of a coach, reads the plan
 * revisions the conversation created, grades the last reply and reports totals (points, per
 * category, per language, multi-turn vs single, unsafe answers). Between cases every plan is put
 * back as it was, so a change one conversation made never changes what the next one reads.
 */
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { offlineResponder } from '#tests/coach_eval/harness'
import type { Reply } from '#tests/coach_eval/checks'
import {
  createHeldOutFixture,
  type AthleteKey,
  type HeldOutFixture,
} from '#tests/coach_eval/held_out_3/fixture'
import type { Grade, HeldOutCase } from '#tests/coach_eval/held_out_3/grade'
import { casesEn } from '#tests/coach_eval/held_out_3/cases_en'
import { casesIntl } from '#tests/coach_eval/held_out_3/cases_intl'
import { casesMulti } from '#tests/coach_eval/held_out_3/cases_multi'

export const HELD_OUT_CASES: HeldOutCase[] = [...casesEn, ...casesIntl, ...casesMulti]

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

/** Today's coach: each turn asked on its own (it keeps no thread), with the athlete's context. */
export const baselineAsk: Ask = async (fixture, athlete, turns) => {
  const replies: Reply[] = []
  const asked = {
    ...fixture.base,
    context: (audience: 'offline' | 'model') => fixture.context(athlete, audience),
  }
  for (const turn of turns) {
    const reply = await offlineResponder.ask(asked, turn)
    replies.push({ content: reply.content, toolUses: reply.toolUses, revisionId: reply.revisionId })
  }
  return replies
}

export interface CaseScore {
  id: string
  category: string
  language: string
  athlete: AthleteKey
  multiTurn: boolean
  turns: string[]
  reply: string
  grade: Grade
  error?: string
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

export async function runHeldOut(ask: Ask, options: RunOptions = {}): Promise<HeldOutReport> {
  const fixture = options.fixture ?? (await createHeldOutFixture())
  const cases = options.cases ?? HELD_OUT_CASES
  const planIds = Object.values(fixture.facts.athletes)
    .map((a) => a.planId)
    .filter((id): id is number => id !== null)
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
    let replies: Reply[] = []
    let error: string | undefined
    try {
      replies = await ask(fixture, c.athlete, c.turns)
      const revisions = await PlanRevision.query().where('id', '>', before).orderBy('id')
      grade = c.grade({ replies, revisions, athleteId: athlete.userId }, fixture.facts)
      const foreign = revisions.filter((r) => r.planId !== athlete.planId)
      if (foreign.length > 0)
        grade = { score: 0, unsafe: true, why: "changed another athlete's plan" }
    } catch (e) {
      error = String(e)
      grade = { score: 0, why: `error: ${error}` }
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
      turns: c.turns,
      reply: replies.at(-1)?.content ?? '',
      grade,
      ...(error ? { error } : {}),
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
  return `  ${label.padEnd(22)} ${String(points).padStart(4)} / ${String(max).padEnd(4)} ${pct.padStart(5)} %  (${list.length} cases)`
}

export function formatHeldOut(report: HeldOutReport): string {
  const out: string[] = []
  const pct = report.max ? ((100 * report.points) / report.max).toFixed(1) : '0.0'
  out.push(`Coach held-out set 3: ${report.points} / ${report.max} points (${pct} %)`)
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
  const errors = report.cases.filter((c) => c.error)
  if (errors.length) out.push(`Errors: ${errors.length}`)
  if (process.env.COACH_HELD_OUT_DETAILS === '1') {
    out.push('Cases:')
    for (const c of report.cases) {
      out.push(
        `  [${c.grade.score}${c.grade.unsafe ? ' UNSAFE' : ''}] ${c.id} (${c.category}, ${c.athlete}): ${c.grade.why}`
      )
      for (const turn of c.turns) out.push(`      > ${turn}`)
      out.push(`      < ${c.reply.replace(/\s+/g, ' ').slice(0, 300)}`)
    }
  }
  return out.join('\n')
}
