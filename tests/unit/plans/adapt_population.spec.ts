import { test } from '@japa/runner'
import { addDays } from '#domain/calendar'
import { proposeRevision, type AdaptTrigger } from '#domain/plans/adapt_plan'
import { generatePlan } from '#domain/plans/generate_plan'
import { planNormViolations, type NormViolation } from '#domain/plans/norms'
import { weekTable } from '#domain/plans/week_table'
import type { Plan, PlanInput } from '#domain/plans/types'
import { population, random } from './population.js'

/*
 * Revisions keep the norms (docs/plans.md#norms-after-a-revision): for 500 generated athletes
 * and every kind of revision adapt_plan proposes, the revised plan breaks no norm that the plan
 * kept before (measured as a revised plan: weeks against their targets). After a missed session
 * the revised week is checked as run (without the missed session) against the week as planned.
 */
const SIZE = 500
const SHOWN = Number(process.env.ADAPT_SHOWN ?? 2)

type Kind = AdaptTrigger['type']

function triggers(plan: Plan, todayIso: string, rand: () => number): AdaptTrigger[] {
  const hard = plan.weeks
    .flatMap((w) => w.workouts)
    .find((w) => w.hard && w.type !== 'race' && w.dateIso >= todayIso)
  const list: AdaptTrigger[] = [
    { type: 'illness', startIso: todayIso, days: 2 + Math.floor(rand() * 9) },
    { type: 'injury', startIso: todayIso, days: 3 + Math.floor(rand() * 12) },
    {
      type: 'travel',
      fromIso: todayIso,
      toIso: addDays(todayIso, 3 + Math.floor(rand() * 10)),
      availableDays: [2, 4, 6],
      maxSessionSeconds: 45 * 60,
    },
    { type: 'short_on_time', maxSessionSeconds: (30 + Math.floor(rand() * 30)) * 60 },
    {
      type: 'fewer_days',
      fromIso: todayIso,
      toIso: addDays(todayIso, 6 + Math.floor(rand() * 8)),
      daysPerWeek: 1 + Math.floor(rand() * 4),
    },
    { type: 'new_fitness', vdot: plan.fitness.vdot + (rand() < 0.5 ? -3 : 3), source: 'estimated' },
    { type: 'acwr', ratio: 1.6 },
    { type: 'easy_too_fast', runs: 3 },
  ]
  if (hard) list.push({ type: 'missed_workout', key: hard.key })
  return list
}

/** The plan as run: a missed session did not happen. */
function asRun(plan: Plan, trigger: AdaptTrigger): Plan {
  if (trigger.type !== 'missed_workout') return plan
  return {
    ...plan,
    weeks: plan.weeks.map((w) => ({
      ...w,
      workouts: w.workouts.filter((x) => x.key !== trigger.key),
    })),
  }
}

/** A violation without the workout's key (a moved session keeps its day's key, not its own). */
const signature = (v: NormViolation) =>
  `${v.norm}|${v.week}|${v.what.replace(/^w\d+-d\d+(-2)? /, '')}`

/** Violations of `after` beyond those of `before`, counted per norm, week and what. */
function added(before: NormViolation[], after: NormViolation[]): NormViolation[] {
  const left = new Map<string, number>()
  for (const v of before) left.set(signature(v), (left.get(signature(v)) ?? 0) + 1)
  return after.filter((v) => {
    const n = left.get(signature(v)) ?? 0
    left.set(signature(v), n - 1)
    return n <= 0
  })
}

/** A revision never lengthens a run of the last 7 days before the race. */
function longerRaceWeekRuns(plan: Plan, revised: Plan): NormViolation[] {
  if (plan.raceDateIso === null) return []
  const from = addDays(plan.raceDateIso, -6)
  const week = plan.weeks.at(-1)!.index
  const before = new Map(plan.weeks.flatMap((w) => w.workouts).map((w) => [w.key, w]))
  return revised.weeks
    .flatMap((w) => w.workouts)
    .filter((w) => w.dateIso >= from && w.type !== 'race' && w.type !== 'rest')
    .filter((w) => (w.distanceMeters ?? 0) > (before.get(w.key)?.distanceMeters ?? 0) + 50)
    .map((w) => ({
      norm: 'race_week_runs' as const,
      week,
      value: w.distanceMeters ?? 0,
      limit: before.get(w.key)?.distanceMeters ?? 0,
      unit: 'm' as const,
      what: `${w.key} run`,
      message: `week ${week}, race_week_runs: ${w.key} lengthened by the revision, ${w.distanceMeters} m > ${before.get(w.key)?.distanceMeters} m`,
    }))
}

interface Broken {
  id: number
  kind: Kind
  input: PlanInput
  plan: Plan
  added: NormViolation[]
}

test.group('Revisions keep the norms (adapt_plan over a population)', () => {
  test('every kind of revision, 500 athletes: no norm broken that the plan kept', ({ assert }) => {
    const rand = random(2027)
    const perKind = new Map<string, number>()
    const perNorm = new Map<string, number>()
    const broken: Broken[] = []
    let revisions = 0
    for (const { id, input } of population(SIZE, 99)) {
      const result = generatePlan(input)
      if ('error' in result) continue
      const plan = result.plan
      const week = plan.weeks[Math.floor(rand() * plan.weeks.length)]
      const todayIso =
        week.startDateIso < input.startDateIso ? input.startDateIso : week.startDateIso
      for (const trigger of triggers(plan, todayIso, rand)) {
        const revised = proposeRevision(plan, trigger, { todayIso }).plan
        revisions += 1
        let news = added(
          planNormViolations(input, plan, { revised: true }),
          planNormViolations(input, asRun(revised, trigger), { revised: true })
        )
        news.push(...longerRaceWeekRuns(plan, revised))
        // Weeks already over are as run: a revision never changes them.
        const current = new Set(
          plan.weeks.filter((w) => w.endDateIso >= todayIso).map((w) => w.index)
        )
        news = news.filter((v) => v.week === 0 || current.has(v.week))
        if (news.length === 0) continue
        perKind.set(trigger.type, (perKind.get(trigger.type) ?? 0) + 1)
        for (const norm of new Set(news.map((v) => v.norm)))
          perNorm.set(
            `${trigger.type}: ${norm}`,
            (perNorm.get(`${trigger.type}: ${norm}`) ?? 0) + 1
          )
        broken.push({ id, kind: trigger.type, input, plan: revised, added: news })
      }
    }
    const lines = [
      `Adapt population: ${revisions} revisions, ${broken.length} break a norm the plan kept`,
      ...[...perNorm.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${k}: ${n}`),
    ]
    const only = process.env.ADAPT_KIND
    for (const b of broken.filter((x) => !only || x.kind === only).slice(0, SHOWN)) {
      lines.push(`--- athlete ${b.id}, ${b.kind}:`, JSON.stringify(b.input))
      lines.push(...b.added.slice(0, 6).map((v) => `  ${v.message}`))
      lines.push(weekTable(b.input, b.plan))
    }
    console.log(lines.join('\n'))
    assert.equal(broken.length, 0, `${broken.length} revisions break a norm (see above)`)
  }).timeout(120_000)
})
