/*
 * "Yes, do that" and "no" after a proposed plan change: the proposal the thread remembers is
 * applied or discarded by the same actions as the plan page's Apply and Discard buttons
 * (app/actions/plans), so the version and ownership checks are theirs.
 */
import ApplyRevision from '#actions/plans/apply_revision'
import DiscardRevision from '#actions/plans/discard_revision'
import PlanRevision from '#models/plan_revision'
import { reply, type Turn } from '#coach/offline/turn'
import { appliedText } from '#coach/offline/skills/plan_texts'

const DISCARDED = {
  en: 'Fine: I discarded the proposed change; your plan stays as it is.',
  de: 'In Ordnung: Ich habe die vorgeschlagene Änderung verworfen; dein Plan bleibt, wie er ist.',
  fr: "D'accord : j'ai rejeté la modification proposée ; votre plan reste tel quel.",
  es: 'De acuerdo: he descartado el cambio propuesto; tu plan se queda como está.',
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
    return reply(turn, { headline: DISCARDED[turn.language] })
  } catch {
    // The action's own message is for the log, never the athlete's answer (a plan that changed
    // since the proposal, a proposal no longer waiting): the plan page shows where it stands.
    return reply(turn, { headline: NOT_APPLIED[turn.language] })
  }
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
