/*
 * A plan change proposed from the chat: the propose_plan_change tool stores a revision the
 * athlete reviews, applies or discards; nothing changes before that (docs/coach.md). Used by
 * the plan-change skills and by health answers that rest the athlete.
 */
import { proposePlanChangeTool, type PlanChange } from '#coach/tools/propose_plan_change'
import { isRefusal } from '#coach/tools/tool'
import { t } from '#coach/offline/i18n'
import { reply, type Turn } from '#coach/offline/turn'
import { changeReason } from '#coach/offline/skills/plan_texts'

export interface ProposalParts {
  headline: string
  why: string[]
  facts?: string[]
}

export async function propose(turn: Turn, change: PlanChange, parts: ProposalParts) {
  const { session, language } = turn
  const result = await session.run(proposePlanChangeTool, { change })
  if (isRefusal(result)) {
    return reply(turn, {
      headline: parts.headline,
      facts: [...(parts.facts ?? []), refusalFact(change, result.error)],
      why: parts.why,
      cheer: 'Look after yourself first.',
    })
  }
  return reply(turn, {
    headline: parts.headline,
    facts: [
      ...(parts.facts ?? []),
      t(language, 'proposed', {
        reason: language === 'en' ? result.reason : changeReason(change, language, turn.today),
      }),
      language === 'en'
        ? `${result.changedWorkouts} workout${result.changedWorkouts === 1 ? '' : 's'} would change. Review the preview below and apply or discard it; nothing changes until you do, and you can undo it.`
        : t(language, 'review', { count: result.changedWorkouts }),
    ],
    why: parts.why,
    cheer: 'Look after yourself; the plan will be there.',
  })
}

/** Why the plan stays as it is, from the tool's refusal. */
function refusalFact(change: PlanChange, error: string) {
  const noPlan = /no active plan/i.test(error)
  const nothing = /nothing in the plan needs to change/i.test(error)
  return noPlan
    ? "You don't have an active training plan, so there is nothing to adjust."
    : nothing && change.type === 'missed_workout'
      ? 'Your plan stays as it is: there is no easy day left this week where it fits without two hard days in a row, so let it go and carry on with the next session.'
      : `Your plan stays as it is: ${error}`
}
