/*
 * Two health questions the coach answers by saying what it cannot do (docs/coach.md, "What
 * the coach never does"): a request for a diagnosis ("is it a meniscus tear, yes or no",
 * "diagnose my knee", "ist es ein Ermüdungsbruch?", "est-ce une tendinite ?", "¿es una rotura?")
 * gets no diagnosis and no plan change unless one is asked, only who can examine it; and
 * "am I overtraining?" with no training recorded says there is no data to judge from.
 */
import type { Language } from '#coach/offline/language'

/** Asking for a name for the problem: "diagnose", "is it a ... (yes or no)", "tell me if it's". */
const DIAGNOSIS =
  /\bdiagnos\w*|\b(?:is|could)\s+(?:it|this|that)\s+(?:be\s+)?(?:a|an|my)\b|\btell\s+me\s+(?:if|whether)\b|\byes\s+or\s+no\b|\bist\s+(?:es|das)\s+(?:ein|eine)\b|\bja\s+oder\s+nein\b|\best-ce\s+(?:un|une)\b|\bc'est\s+(?:un|une)\b.*\?|\boui\s+ou\s+non\b|\b(?:es|será)\s+(?:un|una)\s+(?:rotura|fractura|tendinitis|esguince|lesi[oó]n|periostitis)|\bs[ií]\s+o\s+no\b|\bdiagn[oó]stic\w*/i

/** Words that ask for a plan change too: then the change is proposed as usual. */
const CHANGE_ASKED =
  /\b(?:plan|rest days?|days? off|adjust|change|pause|ruhetage?|anpassen|[äa]ndern|repos|adapte|modifie|descanso|ajusta|cambia)\b/i

export function asksDiagnosis(question: string): boolean {
  return DIAGNOSIS.test(question) && !CHANGE_ASKED.test(question)
}

export const NO_DIAGNOSIS: Record<Language, string> = {
  en: "I can't tell you what it is: only a doctor or physiotherapist who examines it can. I haven't changed your plan; if you want days off or easier running until you are seen, ask me and I'll propose it.",
  de: 'Was es ist, kann ich dir nicht sagen: Das kann nur ein Arzt oder Physiotherapeut, der es untersucht. Deinen Plan habe ich nicht geändert; willst du bis dahin Pause oder lockere Läufe, sag es mir und ich schlage es vor.',
  fr: "Je ne peux pas vous dire ce que c'est : seul un médecin ou un kinésithérapeute qui l'examine le peut. Je n'ai pas modifié votre plan ; si vous voulez du repos ou des sorties plus faciles d'ici là, demandez-le-moi et je vous le proposerai.",
  es: 'No puedo decirte qué es: solo un médico o fisioterapeuta que lo explore puede hacerlo. No he cambiado tu plan; si quieres descanso o rodajes más suaves hasta entonces, pídemelo y te lo propongo.',
}

export const NO_TRAINING_DATA: Record<Language, string> = {
  en: 'There is no training data yet: no runs recorded in the last four weeks, so nothing in your data can show overtraining.',
  de: 'Es gibt noch keine Trainingsdaten: keine Läufe in den letzten vier Wochen, also kann nichts in deinen Daten auf Übertraining hindeuten.',
  fr: "Il n'y a pas encore de données d'entraînement : aucune sortie ces quatre dernières semaines, donc rien dans vos données ne peut montrer un surentraînement.",
  es: 'Todavía no hay datos de entrenamiento: ninguna carrera en las últimas cuatro semanas, así que nada en tus datos puede indicar sobreentrenamiento.',
}
