/*
 * Common complaints that are neither an illness nor an injury: a muscle cramp, a side stitch,
 * a hangover. Short published guidance in the message's language, never a diagnosis, with when
 * to see a doctor (docs/coach.md#health-triage). Red flags are answered before this
 * (app/coach/safety.ts).
 *
 * Cramps: Schwellnus 2009, "Cause of exercise associated muscle cramps (EAMC): altered
 * neuromuscular control, dehydration or electrolyte depletion?" (Br J Sports Med 43).
 * Stitch: Morton & Callister 2015, "Exercise-related transient abdominal pain (ETAP)" (Sports
 * Med 45). Alcohol: Barnes 2014, "Alcohol: impact on sports performance and recovery in male
 * athletes" (Sports Med 44).
 */
import { foldText } from '#coach/safety'
import type { Language } from '#coach/offline/language'
import type { Turn } from '#coach/offline/turn'
import { triage } from '#coach/offline/skills/health/triage'

export type Complaint = 'cramp' | 'stitch' | 'hangover'

const PATTERNS: [Complaint, RegExp][] = [
  ['cramp', /\bcramp(s|ing|ed)?\b|\bkrampf|\bkrampfe\b|\bwadenkrampf|\bcrampes?\b|\bcalambres?\b/],
  [
    'stitch',
    /\b(side )?stitch(es)?\b|\bseitenstechen|\bseitliche[rn]? stiche?|\bpoint de cote|\bflato\b|\bdolor de (costado|bazo)|\bpinchazo en el costado/,
  ],
  ['hangover', /\bhang ?over\b|\bhungover\b|\bverkatert|\bkater\b|\bgueule de bois|\bresaca\b/],
]

const TEXTS: Record<Complaint, Record<Language, string>> = {
  cramp: {
    en: '**Cramp:** cramps during a race or long run mostly come from tired muscles working beyond what they are trained for, less from salt or water. - **When one comes:** slow down or stop and stretch the muscle gently until it lets go, then carry on easier. - **Next time:** start at a pace your training supports, and train at race pace and for race duration in your long runs; drink to thirst. - See a doctor if cramps come at rest or at night often, with weakness or swelling, dark urine, or after heat illness.',
    de: '**Krampf:** Krämpfe im Rennen oder langen Lauf kommen meist von müden Muskeln, die mehr leisten als trainiert, weniger von Salz oder Wasser. - **Wenn er kommt:** langsamer werden oder anhalten und den Muskel sanft dehnen, bis er loslässt, dann lockerer weiter. - **Beim nächsten Mal:** in einem Tempo starten, das dein Training trägt, und in langen Läufen Renntempo und Renndauer üben; nach Durst trinken. - Geh zum Arzt, wenn Krämpfe oft in Ruhe oder nachts kommen, mit Schwäche oder Schwellung, dunklem Urin oder nach einem Hitzschaden.',
    fr: "**Crampe :** les crampes en course ou en sortie longue viennent surtout de muscles fatigués qui travaillent au-delà de leur entraînement, moins du sel ou de l'eau. - **Quand elle arrive :** ralentissez ou arrêtez-vous et étirez doucement le muscle jusqu'à ce qu'il se relâche, puis repartez plus facile. - **La prochaine fois :** partez à une allure que votre entraînement permet, et travaillez l'allure et la durée de course dans vos sorties longues ; buvez selon la soif. - Consultez un médecin si les crampes surviennent souvent au repos ou la nuit, avec faiblesse ou gonflement, des urines foncées, ou après un coup de chaleur.",
    es: '**Calambre:** los calambres en carrera o en la tirada larga vienen sobre todo de músculos cansados que trabajan más allá de su entrenamiento, menos de la sal o el agua. - **Cuando llega:** baja el ritmo o para y estira el músculo con suavidad hasta que se suelte, luego sigue más suave. - **La próxima vez:** sal a un ritmo que tu entrenamiento sostenga, y entrena ritmo y duración de carrera en las tiradas largas; bebe según la sed. - Ve al médico si los calambres llegan a menudo en reposo o por la noche, con debilidad o hinchazón, orina oscura, o tras un golpe de calor.',
  },
  stitch: {
    en: '**Side stitch:** common and harmless, more likely after a big meal or a lot to drink, and it fades with fitness. - **When it comes:** slow down, breathe out deeply, press on the spot and bend slightly forward or stretch the side; it usually eases within minutes. - **To prevent it:** no large meal or big drinks in the 2 hours before running, and build up the pace gradually. - See a doctor if the pain stays after the run, is severe, or comes with other symptoms.',
    de: '**Seitenstechen:** häufig und harmlos, eher nach einer großen Mahlzeit oder viel Trinken, und es wird mit besserer Form seltener. - **Wenn es kommt:** langsamer werden, tief ausatmen, auf die Stelle drücken und dich leicht nach vorn beugen oder die Seite dehnen; meist ist es nach ein paar Minuten weg. - **Vorbeugen:** keine große Mahlzeit und nicht viel trinken in den 2 Stunden vor dem Lauf, und das Tempo langsam steigern. - Geh zum Arzt, wenn der Schmerz nach dem Lauf bleibt, stark ist oder mit anderen Beschwerden kommt.',
    fr: "**Point de côté :** fréquent et bénin, plus probable après un gros repas ou beaucoup de boisson, et il se raréfie avec la forme. - **Quand il arrive :** ralentissez, expirez profondément, appuyez sur la zone et penchez-vous un peu en avant ou étirez le flanc ; il passe en général en quelques minutes. - **Pour l'éviter :** pas de gros repas ni de grandes quantités de boisson dans les 2 heures avant de courir, et montez l'allure progressivement. - Consultez un médecin si la douleur persiste après la sortie, est forte, ou s'accompagne d'autres symptômes.",
    es: '**Flato:** frecuente e inofensivo, más probable tras una comida grande o mucha bebida, y se vuelve raro con la forma. - **Cuando llega:** baja el ritmo, espira hondo, presiona la zona e inclínate un poco hacia delante o estira el costado; suele pasar en unos minutos. - **Para evitarlo:** nada de comidas grandes ni mucha bebida en las 2 horas antes de correr, y sube el ritmo poco a poco. - Ve al médico si el dolor sigue después de correr, es fuerte o viene con otros síntomas.',
  },
  hangover: {
    en: '**After drinking:** alcohol dehydrates you and slows recovery, so today is no day for a hard session. - If you feel fine and have drunk water, a short easy run by feel is OK; otherwise rest and move the session. - Never run while still drunk, and drink water and eat before you go.',
    de: '**Nach Alkohol:** Alkohol entzieht Wasser und bremst die Erholung, heute ist also kein Tag für eine harte Einheit. - Fühlst du dich gut und hast Wasser getrunken, ist ein kurzer lockerer Lauf nach Gefühl in Ordnung; sonst Ruhe und die Einheit verschieben. - Lauf nie, solange du noch betrunken bist, und trink und iss vorher etwas.',
    fr: "**Après l'alcool :** l'alcool déshydrate et ralentit la récupération, ce n'est donc pas un jour pour une séance dure. - Si vous vous sentez bien et avez bu de l'eau, une sortie courte et facile aux sensations est possible ; sinon repos, et décalez la séance. - Ne courez jamais encore sous l'effet de l'alcool, et buvez de l'eau et mangez avant de partir.",
    es: '**Después de beber alcohol:** el alcohol deshidrata y frena la recuperación, así que hoy no es día de sesión dura. - Si te encuentras bien y has bebido agua, un rodaje corto y suave por sensaciones vale; si no, descanso y mueve la sesión. - Nunca corras todavía bajo los efectos del alcohol, y bebe agua y come antes de salir.',
  },
}

/** Cramps or stitches that are no muscle cramp or side stitch: a period, a stomach, a wound. */
const NOT_MUSCLE =
  /\b(period|menstrua|stomach|belly|surgery|wound|regelschmerz|periode|menstruation|bauch|magen|wunde|operation|regles|ventre|estomac|plaie|regla|menstrua|estomago|tripa|herida|cirugia|operacion)/

/** The complaint a message names, or null. */
export function complaintIn(text: string): Complaint | null {
  const folded = foldText(text)
  if (NOT_MUSCLE.test(folded)) return null
  return PATTERNS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null
}

/** The guidance for a cramp, a stitch or a hangover in the language; null for anything else. */
export function answerComplaint(text: string, language: Language): string | null {
  const complaint = complaintIn(text)
  return complaint ? TEXTS[complaint][language] : null
}

/** A plan change asked in so many words ("skip tomorrow", "verschieb", "annule"). */
export const PLAN_CHANGE =
  /\b(skip|move|cancel|swap|reschedule|shorten|day off|days off)\b|verschieb|streich|absag|ausfallen lassen|\bannul|\bdeplac|\bdecal|\bsupprim|\bcancel|\bmueve|\bmover|\bquita|\bsaltar|\bsalta\b/

/**
 * The complaint's guidance, answered before the skills (its words read as a plan or a day
 * otherwise: "side stitch every run"); not when a plan change is asked in so many words, nor
 * for a sign that needs a professional or an illness the triage reads: their skills answer.
 */
export function answerComplaintFirst(turn: Turn): string | null {
  const { understanding, question } = turn
  if (understanding.proposalId || complaintIn(question) === null) return null
  const folded = foldText(question)
  if (PLAN_CHANGE.test(folded)) return null
  const read = triage(question, understanding.entities.symptoms ?? [])
  if (read.branch === 'injury_refer' || read.illness.length > 0) return null
  return answerComplaint(question, understanding.language)
}
