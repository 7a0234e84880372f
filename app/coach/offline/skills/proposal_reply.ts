/*
 * "Yes, do that" and "no" after a proposed plan change: the proposal the thread remembers is
 * applied or discarded by the same actions as the plan page's Apply and Discard buttons
 * (app/actions/plans), so the version and ownership checks are theirs.
 */
import ApplyRevision from '#actions/plans/apply_revision'
import DiscardRevision from '#actions/plans/discard_revision'
import PlanRevision from '#models/plan_revision'
import { reply, type Turn } from '#coach/offline/turn'
import { appliedText, dayText, span } from '#coach/offline/skills/plan_texts'
import { asksMove } from '#coach/understanding/requests'
import { weekdaysIn } from '#coach/understanding/day_ranges'
import { findWorkoutKind } from '#coach/understanding/workouts'
import { moveDayIn, moveElsewhere } from '#coach/offline/skills/moves'
import type { WorkoutChange } from '#domain/plans/adapt_plan'
import type { PlannedWorkout } from '#domain/plans/types'

/** A discarded move, before the same session is proposed on another day. */
const DISCARDED_MOVE = {
  en: (day: string) => `I discarded the move to ${day}.`,
  de: (day: string) => `Die Verschiebung auf ${day} habe ich verworfen.`,
  fr: (day: string) => `J'ai rejeté le déplacement au ${day}.`,
  es: (day: string) => `He descartado el cambio al ${day}.`,
} as const

/** The discarded change named by its days ("from Monday 4 January to Sunday 10 January"). */
const DISCARDED = {
  en: (days: string) =>
    `Fine: I discarded the proposed change (${days}); your plan stays as it is.`,
  de: (days: string) =>
    `In Ordnung: Ich habe die vorgeschlagene Änderung (${days}) verworfen; dein Plan bleibt, wie er ist.`,
  fr: (days: string) =>
    `D'accord : j'ai rejeté la modification proposée (${days}) ; votre plan reste tel quel.`,
  es: (days: string) =>
    `De acuerdo: he descartado el cambio propuesto (${days}); tu plan se queda como está.`,
} as const

const NONE_WAITING = {
  en: 'I have no proposed change waiting for an answer; your plan stays as it is.',
  de: 'Es wartet keine vorgeschlagene Änderung auf eine Antwort; dein Plan bleibt, wie er ist.',
  fr: "Aucune modification proposée n'attend de réponse ; votre plan reste tel quel.",
  es: 'No hay ningún cambio propuesto esperando respuesta; tu plan se queda como está.',
} as const

const ALREADY_ANSWERED = {
  en: 'That change was already applied or discarded; nothing else changed.',
  de: 'Diese Änderung wurde schon übernommen oder verworfen; sonst hat sich nichts geändert.',
  fr: 'Cette modification a déjà été appliquée ou rejetée ; rien d’autre n’a changé.',
  es: 'Ese cambio ya se aplicó o se descartó; nada más ha cambiado.',
} as const

const NOT_APPLIED = {
  en: 'Your plan stays as it is: the proposed change no longer fits the plan (it changed since). Review it on the Training plan page, or tell me the change again.',
  de: 'Dein Plan bleibt, wie er ist: Die vorgeschlagene Änderung passt nicht mehr zum Plan (er hat sich seitdem geändert). Sieh sie dir auf der Seite Trainingsplan an oder sag mir die Änderung noch einmal.',
  fr: "Votre plan reste tel quel : la modification proposée ne correspond plus au plan (il a changé depuis). Consultez-la sur la page Plan d'entraînement, ou redites-moi la modification.",
  es: 'Tu plan se queda como está: el cambio propuesto ya no encaja con el plan (ha cambiado desde entonces). Revísalo en la página del plan de entrenamiento o dime el cambio otra vez.',
} as const

/** The answer to a confirmation or a refusal of the proposal `proposalId`. */
export async function answerProposal(turn: Turn, proposalId: string, accept: boolean) {
  const userId = turn.session.context.userId
  const revision = await PlanRevision.query()
    .where('id', Number(proposalId))
    .preload('plan')
    .first()
  if (!revision || revision.plan.userId !== userId) {
    return reply(turn, { headline: NONE_WAITING[turn.language] })
  }
  if (revision.status !== 'proposed') {
    return reply(turn, { headline: ALREADY_ANSWERED[turn.language] })
  }
  try {
    if (accept) {
      await new ApplyRevision().handle({
        userId,
        revisionId: revision.id,
        version: revision.plan.version,
      })
      // What changed, day by day, in the athlete's language (the stored reason is English).
      const applied = appliedText(revision.changes, turn.language, turn.today)
      return reply(turn, {
        headline:
          turn.language === 'en'
            ? `Done: I applied the change (${revision.reason}).`
            : applied.headline,
        facts: applied.facts,
      })
    }
    await new DiscardRevision().handle({ userId, revisionId: revision.id })
    // "No, to Thursday": the session of a discarded move, proposed on the day now named.
    const moved = revision.trigger === 'move' ? movedSession(revision) : null
    const again = moved
      ? await moveElsewhere(turn, moved.before, [
          DISCARDED_MOVE[turn.language](dayText(moved.after, turn.language, turn.today)),
        ])
      : null
    const discarded = DISCARDED[turn.language](changedDays(revision.changes, turn))
    return again ?? reply(turn, { headline: discarded })
  } catch {
    // The action's own message is for the log, never the athlete's answer (a plan that changed
    // since the proposal, a proposal no longer waiting): the plan page shows where it stands.
    return reply(turn, { headline: NOT_APPLIED[turn.language] })
  }
}

/** The first and last day a revision's changes touch, in the answer's language. */
function changedDays(changes: WorkoutChange[], turn: Turn): string {
  const days = changes.map((c) => (c.after ?? c.before)!.dateIso).sort()
  if (days.length === 0) return ''
  return span(days[0], days.at(-1)!, turn.language, turn.today)
}

/** The session a move proposal moved and its day (the reason opens with its title). */
function movedSession(revision: PlanRevision): { before: PlannedWorkout; after: string } | null {
  const moves = revision.changes.filter(
    (c) => c.before && c.after && c.before.type !== 'rest' && c.before.dateIso !== c.after.dateIso
  )
  const first =
    moves.find((c) => revision.reason.startsWith(`${c.before!.title} moves`)) ?? moves[0]
  return first ? { before: first.before!, after: first.after!.dateIso } : null
}

/**
 * "No, move it to Thursday instead" while a move waits: the proposal to discard and propose
 * again on the day named; null when the thread has no move waiting or the message names
 * another session ("move my long run to Friday" is a move of its own).
 */
export async function moveProposalAgain(turn: Turn): Promise<string | null> {
  const { thread, understanding: u } = turn
  if (!thread.proposalId || thread.lastIntent !== 'plan_change') return null
  const plain = u.text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  if (!asksMove(u.text, { session: false }) || !moveDayIn(u.text, turn.today)) return null
  if (findWorkoutKind(plain, turn.language) || weekdaysIn(plain).length > 1) return null
  const revision = await PlanRevision.find(Number(thread.proposalId))
  return revision?.status === 'proposed' && revision.trigger === 'move' ? thread.proposalId : null
}

/**
 * "Make it shorter" while a proposal waits: a proposal is not edited in place (its preview is
 * what the athlete reviews), so the coach says how to get the change wanted instead of
 * proposing something else on top of it.
 */
export function answerRefinement(turn: Turn) {
  return reply(turn, {
    headline:
      "Your proposed change is still waiting, and I don't edit a proposal in place: its preview is what you review.",
    facts: [
      'Say "no" to discard it, then tell me the change you want in one message, for example "I\'m travelling next week, 30 minutes a day" or "only 3 days next week".',
      'Or say "yes" to apply it as it is; you can undo it on the Training plan page.',
    ],
  })
}

/** "Adjust the plan", "passt den Plan an", "adapte le plan", "ajusta el plan": no change named. */
const ADJUST_ONLY =
  /^\W*(?:(?:please|pls|bitte|s'il te plait|por favor)\s+)?(?:adjust|adapt|update|change|pass\w*|anpass\w*|adapte\w*|ajust\w*|modifi\w*|cambia\w*|actualiza\w*)\s+(?:(?:the|my|den|meinen|le|mon|el|mi)\s+)?(?:plan|it|ihn|le|lo)?(?:\s+an)?(?:\s+(?:please|pls|bitte|s'il te plait|por favor))?\W*$/

/** The proposal waiting when "adjust the plan" names no change: its id, else null. */
export async function waitingProposal(turn: Turn): Promise<PlanRevision | null> {
  const { thread, understanding: u } = turn
  if (!thread.proposalId || thread.lastIntent !== 'plan_change') return null
  const plain = u.text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  if (!ADJUST_ONLY.test(plain.trim())) return null
  const revision = await PlanRevision.find(Number(thread.proposalId))
  return revision?.status === 'proposed' ? revision : null
}

const STILL_WAITING = {
  en: (days: string) =>
    `Your proposed change (${days}) is waiting: say "yes" to apply it or "no" to discard it; nothing changes until you do.`,
  de: (days: string) =>
    `Deine vorgeschlagene Änderung (${days}) wartet: Sag „ja“, um sie zu übernehmen, oder „nein“, um sie zu verwerfen; vorher ändert sich nichts.`,
  fr: (days: string) =>
    `Votre modification proposée (${days}) attend : dites « oui » pour l'appliquer ou « non » pour la rejeter ; rien ne change avant.`,
  es: (days: string) =>
    `Tu cambio propuesto (${days}) está esperando: di «sí» para aplicarlo o «no» para descartarlo; nada cambia hasta entonces.`,
} as const

/** "Adjust the plan" while a proposal waits: that proposal, named by its days. */
export function answerWaiting(turn: Turn, revision: PlanRevision) {
  return reply(turn, {
    headline: STILL_WAITING[turn.language](changedDays(revision.changes, turn)),
  })
}
