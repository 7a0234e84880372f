/*
 * The offline coach's router: one ordered list of routes, each "when the understanding (and
 * the thread) says this, this skill answers". The first route whose condition holds answers;
 * the last one always does (a skill, a courtesy or a clarifying question). The engine
 * (engine.ts) runs the pipeline around it: red flags, understanding, route, answer, thread
 * (docs/coach.md#pipeline).
 */
import type { CoachContext } from '#coach/context'
import type { Intent } from '#coach/offline/skill'
import { t } from '#coach/offline/i18n'
import { MIN_CONFIDENCE, type Turn } from '#coach/offline/turn'
import { skillFor } from '#coach/offline/skills/index'
import { answerSmallTalkFirst, clarify, courtesy } from '#coach/offline/skills/small_talk'
import {
  answerProposal,
  answerRefinement,
  answerWaiting,
  moveProposalAgain,
  waitingProposal,
} from '#coach/offline/skills/proposal_reply'
import { answerGear } from '#coach/offline/skills/gear'
import { answerHistory } from '#coach/offline/skills/history'
import { answerAroundBreak, aroundBreakAsked } from '#coach/offline/skills/breaks'
import { answerComparison } from '#coach/offline/skills/totals'
import { answerBestEfforts } from '#coach/offline/skills/best_efforts'
import { dataRoute, type DataRoute } from '#coach/offline/skills/data_route'
import { answerFewerDays, asksForFewerDays } from '#coach/offline/skills/fewer_days'
import { answerNoDataYet } from '#coach/offline/skills/no_data'
import { answerComplaintFirst } from '#coach/offline/skills/health/complaints'
import { answerReadinessToday, asksReadinessToday } from '#coach/offline/skills/readiness_today'
import { answerPlanStatus, planStatusAsked } from '#coach/offline/skills/plan_status'
import { asksPaceConversion, paceUnitFollowUp } from '#coach/offline/skills/paces_zones'
import { foreignTermAsked } from '#coach/offline/skills/terms'
import { skillIntent, understoodIntentOf, type Routing } from '#coach/offline/skill_intent'
import { gearNames } from '#queries/gear'
import { nextThreadState, type ThreadState, type Understanding } from '#coach/understanding/index'
import { understoodLabel } from '#coach/understanding/understood'
import { asksIntensity, asksMove } from '#coach/understanding/requests'
import { moveDayIn } from '#coach/offline/skills/moves'

/** What an answer was: a skill intent, or a route that answers without one. */
export type AnswerIntent =
  | Intent['type']
  | 'red_flag'
  | 'confirm'
  | 'reject'
  | 'clarify'
  | 'refine'
  | 'gear'
  | 'best_efforts'
  | 'fewer_days'
  | 'readiness_today'

/** A route's answer, without the parts every answer shares (tool uses, language). */
export interface Routed {
  content: string
  intent: AnswerIntent
  revisionId: number | null
  thread: ThreadState
  /** What was understood, as the answer's opening label; '' or absent if none. */
  understood?: string
  safetyNotice?: string | null
}

interface Route {
  readonly name: string
  answer(turn: Turn, context: CoachContext): Promise<Routed | null>
}

/** A route: `when` reads the turn (null: not this route), `then` answers what it found. */
function route<T>(
  name: string,
  when: (turn: Turn, context: CoachContext) => T | null | Promise<T | null>,
  then: (turn: Turn, found: T) => Promise<Routed>
): Route {
  return {
    name,
    async answer(turn, context) {
      const found = await when(turn, context)
      return found === null || found === false ? null : then(turn, found)
    },
  }
}

/** The thread's next state, with the proposal this answer made if it made one. */
function threadAfter(turn: Turn, about: Understanding): ThreadState {
  const { revisionId } = turn.session
  return nextThreadState(turn.thread, about, {
    proposalId: revisionId === null ? undefined : String(revisionId),
  })
}

/** An answer that opens with what was understood (`about`'s label). */
function labelled(turn: Turn, about: Understanding, intent: AnswerIntent, content: string) {
  return {
    content: withUnderstood(about.understood, content),
    understood: about.understood,
    revisionId: turn.session.revisionId,
    intent,
    thread: threadAfter(turn, about),
  }
}

/** An answer with no label that changes nothing (small talk, a proposal's reply). */
function plain(turn: Turn, intent: AnswerIntent, content: string, about?: Understanding) {
  return {
    content,
    revisionId: null,
    intent,
    thread: nextThreadState(turn.thread, about ?? turn.understanding),
  }
}

/** Data questions and the skill that answers each (skills/data_route.ts). */
const DATA: Record<DataRoute, (turn: Turn) => Promise<string>> = {
  gear: answerGear,
  best_efforts: answerBestEfforts,
  history: answerHistory,
  compare: answerComparison,
}

const DATA_INTENT: Record<DataRoute, AnswerIntent> = {
  gear: 'gear',
  best_efforts: 'best_efforts',
  history: 'history',
  compare: 'compare_months',
}

/** The routes, in order: the first that answers wins. */
export const ROUTES: readonly Route[] = [
  // "Adjust the plan" while a proposal waits: that proposal, named by its days.
  route('proposal_waiting', waitingProposal, async (turn, revision) => ({
    ...plain(turn, 'refine', answerWaiting(turn, revision)),
    revisionId: revision.id,
    thread: turn.thread,
  })),
  // "Yes, apply it" / "no thanks" to the pending proposal.
  route(
    'proposal_answer',
    ({ understanding: u }) =>
      (u.intent === 'confirm' || u.intent === 'reject') && u.proposalId ? u.proposalId : null,
    async (turn, proposalId) => {
      const confirmed = turn.understanding.intent === 'confirm'
      const content = await answerProposal(turn, proposalId, confirmed)
      // "No, to Thursday" proposes the move again: the new proposal is the thread's.
      return {
        ...plain(turn, confirmed ? 'confirm' : 'reject', content),
        revisionId: turn.session.revisionId,
        thread: threadAfter(turn, turn.understanding),
      }
    }
  ),
  // "No, move it to Thursday instead" while a move waits: discarded, and proposed again.
  route('proposal_moved_again', moveProposalAgain, async (turn, proposalId) => {
    const content = await answerProposal(turn, proposalId, false)
    return {
      ...plain(turn, 'reject', content),
      revisionId: turn.session.revisionId,
      thread: threadAfter(turn, { ...turn.understanding, intent: 'reject' }),
    }
  }),
  // "Make it shorter" about the pending proposal.
  route(
    'proposal_refinement',
    ({ understanding: u }) => u.intent === 'plan_change' && u.proposalId !== undefined,
    async (turn) => plain(turn, 'refine', answerRefinement(turn))
  ),
  route('small_talk_first', answerSmallTalkFirst, async (turn, content) =>
    plain(turn, 'unknown', content)
  ),
  // "My last run before I got hurt", "runs since I came back": runs done, the injury a date.
  route('around_break', aroundBreakAsked, async (turn, asked) => {
    const { content, about } = await answerAroundBreak(turn, asked)
    return labelled(turn, about, 'history', content)
  }),
  route('complaint_first', answerComplaintFirst, async (turn, content) =>
    plain(turn, 'unknown', content)
  ),
  route(
    'no_data_yet',
    (turn, context) => answerNoDataYet(turn, context.profile),
    async (turn, content) => plain(turn, 'unknown', content)
  ),
  // "Can I do the tempo on Thursday instead of Wednesday": a session moved, whatever was read.
  route('move_session', asksToMove, async (turn) => {
    turn.understanding = { ...turn.understanding, intent: 'plan_change', planChangeKind: 'move' }
    return answerSkill(turn, { type: 'move_long_run', weekday: null, relative: null })
  }),
  // "Rends la semaine prochaine plus facile": an easier or harder plan, not the week's runs.
  route('plan_intensity', intensityAsked, async (turn, direction) => {
    turn.understanding = { ...turn.understanding, intent: 'plan_change', planChangeKind: direction }
    return answerSkill(turn, { type: 'plan_intensity', direction })
  }),
  // "Legs feel heavy, ok to go hard today?": a verdict for today, not the day's plan.
  route('readiness_today', asksReadinessToday, async (turn) => {
    const content = await answerReadinessToday(turn)
    return {
      ...labelled(turn, turn.understanding, 'readiness_today', content),
      revisionId: null,
      thread: nextThreadState(turn.thread, turn.understanding),
    }
  }),
  // "When does my plan start", "which week am I in", "how many days to my race".
  route(
    'plan_status',
    (turn) => planStatusAsked(turn.understanding.text, turn.thread),
    async (turn, asked) => {
      // Labelled with the race named, if any: the plan's dates are the answer's own words.
      const { raceDistance } = turn.understanding.entities
      const read: Understanding = {
        ...turn.understanding,
        intent: 'day_plan',
        entities: raceDistance ? { raceDistance } : {},
      }
      const about = { ...read, understood: understoodLabel(read, turn.today) }
      return labelled(turn, about, 'plan_lookup', await answerPlanStatus(turn, asked))
    }
  ),
  // The athlete's runs, totals, best efforts and gear, by their own gear names and past days.
  route(
    'data',
    async (turn, context) =>
      dataRoute(turn.understanding, turn.today, await gearNames(context.userId)),
    async (turn, { route: data, understanding: asked }) => {
      const content = await DATA[data]({ ...turn, understanding: asked })
      const intent = DATA_INTENT[data]
      const about =
        data === 'gear' || data === 'best_efforts'
          ? { ...asked, intent: data }
          : { ...asked, intent: understoodIntentOf({ type: 'history' }, asked) }
      return {
        ...labelled(turn, about, intent, content),
        thread: nextThreadState(turn.thread, about),
      }
    }
  ),
  // "I can only run three days a week": the week re-spread, proposed.
  route(
    'fewer_days',
    (turn) => asksForFewerDays(turn) && turn.understanding.confidence >= MIN_CONFIDENCE,
    async (turn) => labelled(turn, turn.understanding, 'fewer_days', await answerFewerDays(turn))
  ),
  // Every other question: the skill for the intent built from the understanding.
  route('skill', skillRouting, async (turn, routing) => {
    if ('clarify' in routing) {
      return plain(turn, 'clarify', clarify(turn), { ...turn.understanding, intent: 'follow_up' })
    }
    const { intent } = routing
    const read = turn.understanding.intent
    if (
      intent.type === 'unknown' &&
      (read === 'greeting' || read === 'thanks') &&
      turn.understanding.confidence >= MIN_CONFIDENCE
    ) {
      return plain(turn, 'unknown', courtesy(turn, read))
    }
    return answerSkill(turn, intent)
  }),
]

/** An easier or harder plan asked with a making verb, for days not behind. */
function intensityAsked({ understanding: u, today }: Turn): 'easier' | 'harder' | null {
  if (u.intent === 'plan_change' || u.intent === 'confirm' || u.intent === 'reject') return null
  const past = (u.entities.period?.toIso ?? today) < today || (u.entities.day ?? today) < today
  return past ? null : asksIntensity(u.text)
}

/** A session named with a moving word and the day it goes to ("move the tempo to Friday"). */
function asksToMove({ understanding: u, today }: Turn): boolean {
  return asksMove(u.text) && moveDayIn(u.text, today) !== undefined
}

/**
 * A pace given in one unit with the other asked, a running word asked in de/fr/es: read from
 * the words, whatever the classifier guessed; else the skill intent built from the
 * understanding, or a clarifying question.
 */
function skillRouting(turn: Turn): Routing {
  const paceAgain = paceUnitFollowUp(turn)
  if (paceAgain) turn.understanding = paceAgain
  // The message as written (the question may carry the thread's health message before it).
  const { text } = turn.understanding
  if (asksPaceConversion(text)) return { intent: { type: 'pace_convert' } }
  if (paceAgain) return { intent: { type: 'training_paces' } }
  const term = foreignTermAsked(text)
  if (term) return { intent: { type: 'term', term } }
  return skillIntent(turn.understanding, turn.today)
}

/** Intents answered in French, Spanish and German; the others say so and answer in English. */
const LOCALISED = new Set<Intent['type']>([
  'today',
  'progress',
  'acwr',
  'explain_metric',
  'term',
  'race_prediction',
  'readiness',
  'training_paces',
  'easy_pace',
  'pace_convert',
  'zones',
  'history',
  'compare_months',
  'plan_lookup',
  'illness',
  'injury',
  'overtraining',
  'fuelling',
  'hydration',
  'sleep',
  'injection',
  'unknown',
  'travel',
  'move_long_run',
  'plan_intensity',
  'short_on_time',
  'missed_workout',
  'skip_day',
])

const HEALTH = new Set<Intent['type']>(['injury', 'illness', 'overtraining'])

const HEALTH_NOTICE =
  'If symptoms are severe, get worse or don’t improve, see a doctor or physiotherapist before training. The coach cannot diagnose.'

async function answerSkill(turn: Turn, intent: Intent): Promise<Routed> {
  const { language } = turn
  turn.language = LOCALISED.has(intent.type) ? language : 'en'
  let content = await skillFor(intent.type).answer(turn, intent)
  if (language !== 'en' && !LOCALISED.has(intent.type)) {
    content = `${t(language, 'englishFollows')}\n\n${content}`
  }
  const about = answeredUnderstanding(turn, intent)
  // Refusals answer no question about the athlete's data: no label.
  const refusal = intent.type === 'injection'
  return {
    content: refusal ? content : withUnderstood(about.understood, content),
    understood: refusal ? '' : about.understood,
    revisionId: turn.session.revisionId,
    safetyNotice: HEALTH.has(intent.type) ? HEALTH_NOTICE : null,
    intent: intent.type,
    thread: threadAfter(turn, about),
  }
}

/** What the answer is about: the understanding, with the day the skill answered if another. */
function answeredUnderstanding(turn: Turn, intent: Intent): Understanding {
  const { understanding, answeredDay } = turn
  const read = { ...understanding, intent: understoodIntentOf(intent, understanding) }
  if (!answeredDay || answeredDay === understanding.entities.day) return read
  const entities = { ...understanding.entities, day: answeredDay, period: undefined }
  const moved = { ...read, entities }
  return { ...moved, understood: understoodLabel(moved, turn.today) }
}

/** The answer opened with what was understood ("Sunday 29 November: ..."), so a misreading is visible. */
function withUnderstood(understood: string, content: string) {
  return understood ? `**${understood}:** ${content}` : content
}
