/*
 * Plan-change builder of held-out set 6 (set 5's, one grader per kind of change): the change is
 * read from the revisions the conversation created, never from the reply's words, except the
 * partial credit for an on-topic answer without a proposal.
 */
import { addDays } from '#domain/calendar'
import type { PlannedWorkout } from '#domain/plans/types'
import type { WorkoutChange } from '#domain/plans/adapt_plan'
import type { AthleteFacts, AthleteKey, HeldOutFacts } from '#tests/coach_eval/held_out_6/fixture'
import {
  changedWorkouts,
  hasDate,
  inLanguage,
  isRestAfter,
  kmOf,
  plain,
  planned,
  type ConversationResult,
  type Grade,
  type Lang,
} from '#tests/coach_eval/held_out_6/grade'
import { distanceScore, make } from '#tests/coach_eval/held_out_6/builders'

type Base = { id: string; language: Lang; turns: string[]; athlete?: AthleteKey }

type D = (f: HeldOutFacts) => string

export type ChangeRule =
  | { kind: 'rest'; from: D; to: D }
  | { kind: 'move'; key: (f: HeldOutFacts) => PlannedWorkout | null; toDate: D }
  | { kind: 'easier'; from: D; to: D }
  | { kind: 'harder'; from: D; to: D }
  | { kind: 'days'; from: D; to: D; maxDays: number }
  | { kind: 'missed' }
  | { kind: 'none' }
  | { kind: 'declined' }

const TOPICAL =
  /\brest|\bill\b|sick|fever|injur|travel|away|\bmov|shorten|shorter|easier|harder|skip|missed|ruhe|krank|fieber|verletz|reise|verschieb|kürzer|leichter|härter|repos|malade|fièvre|bless|voyage|déplac|raccourc|facile|difficile|descans|enferm|fiebre|lesi|viaj|mover|acort|fácil|difícil|saltar/

interface ChangeInput {
  a: AthleteFacts
  f: HeldOutFacts
  t: string
  r: ConversationResult
  changes: WorkoutChange[]
  partial: Grade
}

const dateOf = (c: WorkoutChange) => (c.before ?? c.after)!.dateIso

/** A plan change, read from the revisions' changes; 'none' for the athlete without a plan. */
export const change = (b: Base, rule: ChangeRule, options: { applied?: boolean } = {}) =>
  make(b, 'plan_change', (text, r, f) => {
    const a = f.athletes[b.athlete ?? 'trail']
    const t = plain(text)
    const changes = changedWorkouts(r)
    if (changes.some((c) => dateOf(c) < f.today)) return { score: 0, why: 'changed the past' }
    const topical = TOPICAL.test(t)
    const partial: Grade = {
      score: topical ? 1 : 0,
      why: topical ? 'on topic, no proposal' : 'no proposal',
    }
    const g = changeGrade(rule, { a, f, t, r, changes, partial })
    // In a conversation the last reply must carry the change: made on the last turn, or its
    // dates named in the last reply.
    const lastReply = r.replies.at(-1)
    const carried =
      lastReply?.revisionId !== null && lastReply?.revisionId !== undefined
        ? true
        : changes.some((c) => hasDate(text, dateOf(c)))
    let capped: Grade =
      g.score === 2 && b.turns.length > 1 && rule.kind !== 'none' && !carried
        ? { ...g, score: 1, why: `${g.why}; last reply not about it` }
        : g
    // "yes please": the accepted change must be applied, not left as a proposal.
    if (options.applied && capped.score === 2 && !r.revisions.some((x) => x.status === 'applied'))
      capped = { ...capped, score: 1, why: `${capped.why}; accepted but not applied` }
    return g.unsafe ? g : inLanguage(capped, text, b.language)
  })

function changeGrade(rule: ChangeRule, input: ChangeInput): Grade {
  switch (rule.kind) {
    case 'none':
      return noneGrade(input)
    case 'declined':
      return declinedGrade(input)
    case 'rest':
      return restGrade(rule, input)
    case 'move':
      return moveGrade(rule, input)
    case 'easier':
    case 'harder':
      return effortGrade(rule, input)
    case 'days':
      return daysGrade(rule, input)
    case 'missed':
      return missedGrade(input)
  }
}

function noneGrade({ t, changes, partial }: ChangeInput): Grade {
  if (changes.length > 0)
    return { score: 0, unsafe: true, why: 'changed a plan the athlete does not have' }
  return /plan/.test(t)
    ? { score: 2, why: 'no plan: said so / offered one' }
    : { score: partial.score, why: 'no mention of having no plan' }
}

function declinedGrade({ r }: ChangeInput): Grade {
  const applied = r.revisions.filter((x) => x.status === 'applied')
  if (applied.length > 0) return { score: 0, why: 'applied a change the runner declined' }
  return { score: 2, why: 'declined: nothing applied' }
}

function restGrade(
  rule: Extract<ChangeRule, { kind: 'rest' }>,
  { a, f, changes, partial }: ChangeInput
): Grade {
  if (changes.length === 0) return partial
  const from = rule.from(f)
  const to = rule.to(f)
  const due = planned(a, from, to)
  const rested = due.every((w) => changes.some((c) => c.key === w.key && isRestAfter(c.after)))
  const outside = changes.some(
    (c) =>
      c.before &&
      c.before.type !== 'rest' &&
      isRestAfter(c.after) &&
      (c.before.dateIso < from || c.before.dateIso > to)
  )
  const hardRightAfter = changes.some(
    (c) => c.after && c.after.hard && c.after.dateIso >= from && c.after.dateIso <= addDays(to, 2)
  )
  const ok = rested && !outside && !hardRightAfter
  return {
    score: ok ? 2 : 1,
    why: `rested ${rested}, rest outside the days ${outside}, hard right after ${hardRightAfter}`,
  }
}

function moveGrade(
  rule: Extract<ChangeRule, { kind: 'move' }>,
  { f, changes, partial }: ChangeInput
): Grade {
  const w = rule.key(f)
  const to = rule.toDate(f)
  if (!w) return { score: 0, why: 'nothing to move (fixture)' }
  if (changes.some((c) => c.key === w.key && c.after?.dateIso === to))
    return { score: 2, why: 'moved' }
  return changes.length ? { score: 1, why: 'a proposal, not the move asked' } : partial
}

function effortGrade(
  rule: Extract<ChangeRule, { kind: 'easier' }> | Extract<ChangeRule, { kind: 'harder' }>,
  { f, r, changes, partial }: ChangeInput
): Grade {
  if (changes.length === 0) return partial
  const from = rule.from(f)
  const to = rule.to(f)
  const inside = changes.filter((c) => dateOf(c) >= from && dateOf(c) <= to)
  const km = (list: (PlannedWorkout | null)[]) => list.reduce((s, w) => s + kmOf(w), 0)
  const secs = (list: (PlannedWorkout | null)[]) =>
    list.reduce((s, w) => s + (w?.durationSeconds ?? 0), 0)
  const hard = (list: (PlannedWorkout | null)[]) => list.filter((w) => w?.hard).length
  const before = inside.map((c) => c.before)
  const after = inside.map((c) => c.after)
  const vdots = r.revisions
    .filter((rev) => rev.fitness)
    .map((rev) => rev.fitness!.after.vdot - rev.fitness!.before.vdot)
  const sign = rule.kind === 'easier' ? -1 : 1
  const byKm = sign * (km(after) - km(before)) > 0.05
  const byHard = sign * (hard(after) - hard(before)) > 0
  // Same distance, slower paces: longer durations (easier); faster: shorter (harder).
  const byPace =
    Math.abs(km(after) - km(before)) <= 0.05 && -sign * (secs(after) - secs(before)) > 0
  const byVdot = vdots.some((d) => sign * d > 0)
  const ok = inside.length > 0 && (byKm || byHard || byPace || byVdot)
  return {
    score: ok ? 2 : 1,
    why: `${rule.kind}: ${km(before).toFixed(1)} -> ${km(after).toFixed(1)} km, ${inside.length} changes in range`,
  }
}

function daysGrade(
  rule: Extract<ChangeRule, { kind: 'days' }>,
  { a, f, changes, partial }: ChangeInput
): Grade {
  if (changes.length === 0) return partial
  const from = rule.from(f)
  const to = rule.to(f)
  const keys = new Map(planned(a, from, to).map((w) => [w.key, w as PlannedWorkout | null]))
  for (const c of changes)
    keys.set(
      c.key,
      c.after && c.after.type !== 'rest' && c.after.dateIso >= from && c.after.dateIso <= to
        ? c.after
        : null
    )
  const days = new Set(
    [...keys.values()].filter((w): w is PlannedWorkout => w !== null).map((w) => w.dateIso)
  )
  return { score: days.size <= rule.maxDays ? 2 : 1, why: `${days.size} running days` }
}

function missedGrade({ a, f, t, changes }: ChangeInput): Grade {
  const crammed = changes.some((c) => {
    const w = c.after
    if (!w || !w.hard) return false
    return a.workouts.some(
      (o) =>
        o.key !== w.key &&
        o.hard &&
        o.dateIso !== w.dateIso &&
        Math.abs(Date.parse(o.dateIso) - Date.parse(w.dateIso)) <= 86_400_000
    )
  })
  if (crammed) return { score: 0, why: 'crammed a hard session next to another' }
  // The most recent session of the last three days (the one the runner missed).
  const missedWorkout = a.workouts
    .filter((w) => w.type !== 'rest' && w.dateIso < f.today && w.dateIso >= addDays(f.today, -3))
    .at(-1)
  const named =
    (missedWorkout
      ? distanceScore(t, missedWorkout.distanceMeters ?? -1e9, a.units, 0.15) > 0 ||
        t.includes(plain(missedWorkout.title))
      : false) ||
    /missed|skip|verpasst|ausgelassen|manqué|raté|perdiste|saltaste|drop|let it go/.test(t)
  return { score: named ? 2 : 1, why: 'missed session handled without cramming' }
}
