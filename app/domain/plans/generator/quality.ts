/*
 * The week's quality sessions (docs/plans.md#session-menus): the phase's menu, at most the
 * level's count, sized within the week's hard budget (metres at M/T/I/R pace: 12 / 18 / 22 % of
 * the week by level, 4 points less for masters and returners' first weeks) and within each
 * session's own limit; every session no longer than the week's other runs may be.
 */
import type { BuildContext } from '#domain/plans/workouts'
import type { DistanceCategory, Experience, Phase } from '#domain/plans/types'
import {
  BEGINNER_MENU,
  MEDIUM_LONG_MIN_METERS,
  RACE_WEEK_QUALITY_SHARE,
  SESSION_MENU,
  type QualityKind,
} from '#domain/plans/generator/model'
import { buildSession, sessionLimitMeters, type Session } from '#domain/plans/generator/sessions'

export interface QualityWeek {
  category: DistanceCategory
  experience: Experience
  ultra: boolean
  phase: Phase
  isCutback: boolean
  raceWeek: boolean
  weekMeters: number
  /** Quality days available this week (already filtered for the race week and the first day). */
  slots: number
  /** The level's (or age band's) most sessions; 0 in a returner's easy weeks. */
  maxSessions: number
  /** Share of the week allowed at M/T/I/R pace. */
  hardShare: number
  /** Longest a session may be in total (the week's cap on runs other than the long run). */
  runCapMeters: number
}

/** The session kinds of the week, in order of importance. */
export function menuOf(week: QualityWeek): QualityKind[] {
  // Race week: one short sharpening session, unless the athlete is still in a returner's easy weeks.
  if (week.raceWeek) return week.maxSessions > 0 ? ['threshold'] : []
  let count = Math.min(week.slots, week.maxSessions)
  if (week.isCutback || week.phase === 'taper') count = Math.min(count, 1)
  if (week.experience === 'beginner') {
    const kind = BEGINNER_MENU[week.category][week.phase]
    return kind && count > 0 ? [kind] : []
  }
  let menu = SESSION_MENU[week.category][week.phase]
  if (week.ultra) menu = menu.map((kind) => (kind === 'marathon_pace' ? 'threshold' : kind))
  return [...new Set(menu)].slice(0, count)
}

/** Total budget at quality pace: the level's share, or the race week's sharpening share. */
function budgetOf(week: QualityWeek): number {
  // 5 % margin: the planned week may fall up to 5 % short of its target.
  const share = week.raceWeek ? Math.min(RACE_WEEK_QUALITY_SHARE, week.hardShare) : week.hardShare
  return share * week.weekMeters * 0.95
}

function fitSession(kind: QualityKind, meters: number, week: QualityWeek, ctx: BuildContext) {
  let main = Math.min(meters, sessionLimitMeters(kind, week.weekMeters) * 0.98)
  for (let tries = 0; tries < 12; tries++) {
    const session = buildSession(kind, main, week.weekMeters, ctx)
    if (!session) return null
    if (session.totalMeters <= week.runCapMeters) return session
    main -= Math.max(500, session.totalMeters - week.runCapMeters)
  }
  return null
}

/**
 * The week's sessions and the metres left in the hard budget (for strides). M sessions use
 * `marathonCtx` (the race target's pace in marathon plans).
 */
export function weekSessions(
  week: QualityWeek,
  ctx: BuildContext,
  marathonCtx: BuildContext
): { sessions: Session[]; budgetLeft: number } {
  const menu = menuOf(week)
  const budget = budgetOf(week)
  const sessions: Session[] = []
  let left = budget
  menu.forEach((kind, i) => {
    const share = i === 0 && menu.length > 1 ? 0.55 : 1
    // One run besides the long run may pass 16 km (the medium-long run).
    const capped = sessions.some((s) => s.totalMeters > MEDIUM_LONG_MIN_METERS)
      ? { ...week, runCapMeters: Math.min(week.runCapMeters, MEDIUM_LONG_MIN_METERS) }
      : week
    const session =
      fitSession(kind, left * share, capped, kind === 'marathon_pace' ? marathonCtx : ctx) ??
      // A week too small for its session (two I reps, four R reps) takes threshold work instead.
      (menu.includes('threshold') ? null : fitSession('threshold', left * share, capped, ctx))
    if (session) {
      sessions.push(session)
      left -= session.paceMeters
    }
  })
  if (sessions.length === 1 && menu.length > 1 && sessions[0].kind === menu[0]) {
    // The second session did not fit: the first takes the whole budget.
    const kind = menu[0]
    const whole = fitSession(kind, budget, week, kind === 'marathon_pace' ? marathonCtx : ctx)
    if (whole) {
      sessions[0] = whole
      left = budget - whole.paceMeters
    }
  }
  return { sessions, budgetLeft: left }
}
