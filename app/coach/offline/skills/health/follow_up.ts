/*
 * "Can I at least jog tomorrow?" after a health message in the same thread: the health rule
 * still holds, whatever the follow-up's own words read as (a day, a long run). The thread keeps
 * the intent, not the symptoms, so the answer restates the rules that cover every case the
 * earlier message can have been (docs/coach.md#health-triage, #red-flags): never a plan
 * answer that ignores a fever or a chest symptom said one message before.
 */
import { foldText } from '#coach/safety'
import type { Language } from '#coach/offline/language'
import type { Turn } from '#coach/offline/turn'
import { PLAN_CHANGE } from '#coach/offline/skills/health/complaints'
import { healthKindIn } from '#coach/offline/skills/health/triage'

/** Asking whether to run or train: "can I jog", "soll ich trotzdem laufen", "puedo correr". */
const ASKS_TO_RUN = [
  /\b(can|could|should|may|shall|do) i\b[^.?!]*\b(run|jog|train|race|go (out|for)|do (it|the|my|a)|still|work ?out)\b|\bis it (ok|okay|safe|fine|alright) to (run|jog|train|race|go)\b|\b(still|at least) (run|jog|go|do|train)\b/,
  /\b(kann|darf|soll|sollte|konnte) ich\b[^.?!]*\b(laufen|joggen|trainieren|rennen|machen|los)\b|\b(trotzdem|wenigstens|zumindest)\b[^.?!]*\b(laufen|joggen|trainieren)/,
  /\b(puis|peux|dois|devrais|pourrais)[- ]je\b[^.?!]*\b(courir|trottiner|m'entrainer|faire|sortir)\b|\bje (peux|dois|pourrais) (quand meme |au moins )?(courir|trottiner|faire|m'entrainer)/,
  /\b(puedo|debo|deberia|podria)\b[^.?!]*\b(correr|trotar|entrenar|hacer|salir)\b|\b(igual|aun asi|al menos)\b[^.?!]*\b(corr|trot|entren)/,
]

const TEXTS: Record<Language, string> = {
  en: "**After what you told me:** the same rule still holds. - With a **fever or symptoms below the neck**: no running, not even a slow jog, until you have been free of fever and those symptoms for 24–48 hours; then start very easy and short. - With **chest pain or tightness, fainting, palpitations or unusual breathlessness**: no running until a doctor has checked you. - With **only a head cold** (no fever): easy running by feel is fine. - With **pain that changes your stride or hurts when walking**: no running until a physiotherapist or doctor has seen it. Tell me how you feel today and I'll adjust the plan.",
  de: '**Nach dem, was du geschrieben hast:** Es gilt dieselbe Regel. - Mit **Fieber oder Beschwerden unterhalb des Halses**: kein Laufen, auch nicht langsam, bis du 24–48 Stunden ohne Fieber und ohne diese Beschwerden bist; dann sehr locker und kurz anfangen. - Mit **Brustschmerzen oder Engegefühl, Ohnmacht, Herzstolpern oder ungewöhnlicher Atemnot**: kein Laufen, bis ein Arzt dich untersucht hat. - Mit **nur Schnupfen** (ohne Fieber): lockeres Laufen nach Gefühl ist in Ordnung. - Mit **Schmerzen, die deinen Laufstil verändern oder beim Gehen wehtun**: kein Laufen, bis ein Physiotherapeut oder Arzt es angesehen hat. Sag mir, wie es dir heute geht, dann passe ich den Plan an.',
  fr: "**D'après ce que vous m'avez dit :** la même règle s'applique. - Avec **de la fièvre ou des symptômes sous le cou** : pas de course, même pas un footing lent, avant 24 à 48 heures sans fièvre ni ces symptômes ; puis reprenez très facile et court. - Avec **une douleur ou une oppression dans la poitrine, un malaise, des palpitations ou un essoufflement inhabituel** : pas de course avant l'avis d'un médecin. - Avec **un simple rhume** (sans fièvre) : courir en facile aux sensations est possible. - Avec **une douleur qui modifie votre foulée ou fait mal à la marche** : pas de course avant l'avis d'un kinésithérapeute ou d'un médecin. Dites-moi comment vous vous sentez aujourd'hui et j'adapterai le plan.",
  es: '**Por lo que me has contado:** sigue valiendo la misma regla. - Con **fiebre o síntomas por debajo del cuello**: no corras, ni siquiera un trote suave, hasta llevar 24–48 horas sin fiebre ni esos síntomas; luego empieza muy suave y corto. - Con **dolor u opresión en el pecho, desmayo, palpitaciones o falta de aire inusual**: no corras hasta que te vea un médico. - Con **solo un resfriado de nariz** (sin fiebre): correr suave por sensaciones está bien. - Con **dolor que cambia tu zancada o duele al caminar**: no corras hasta que lo vea un fisioterapeuta o un médico. Dime cómo te encuentras hoy y ajusto el plan.',
}

/**
 * The health rule again when the thread's last message was a health one (or a red flag) and
 * this one asks whether to run; null otherwise, and for a yes or no to the rest proposed.
 */
export function answerHealthFollowUp(turn: Turn): string | null {
  const { thread, understanding } = turn
  // An illness or injury answer is remembered as a plan change (its rest proposal) of that
  // kind, or of no kind when the health triage, not a plan-change phrase, read it.
  const kind = thread.planChangeKind
  const afterHealth =
    thread.lastIntent === 'health' ||
    (thread.lastIntent === 'plan_change' &&
      (kind === undefined || kind === 'illness' || kind === 'injury'))
  if (!afterHealth) return null
  if (understanding.intent === 'confirm' || understanding.intent === 'reject') return null
  // New symptoms in this message are triaged on their own.
  if (healthKindIn(turn.question, understanding.entities.symptoms ?? []) !== null) return null
  const folded = foldText(turn.question)
  if (PLAN_CHANGE.test(folded) || !ASKS_TO_RUN.some((pattern) => pattern.test(folded))) return null
  return TEXTS[understanding.language]
}
