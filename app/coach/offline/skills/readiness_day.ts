/*
 * Readiness for a session on a named day: "am I good for intervals tomorrow", "can I go hard
 * on Saturday", "bin ich heute fit für Intervalle", "suis-je en forme pour du fractionné
 * demain", "¿puedo hacer series mañana?", "should I take it easy this week". The same verdict
 * as readiness today (readiness_today.ts: the acute:chronic ratio and form, Hulin et al. 2016;
 * Gabbett 2016), for that day's planned session; never a plan change (docs/coach.md,
 * "Readiness today").
 */
import type { Language } from '#coach/offline/language'
import type { Turn } from '#coach/offline/turn'
import { unicodeWords } from '#coach/offline/skills/fitness_texts'

/** A session that readiness is asked for: hard, intervals, tempo, a race, "go hard". */
const SESSION = unicodeWords(
  /\b(hard|harder|intervals?|tempo|threshold|track|speed ?work|fast|race|racing|workout|session|hart\w*|intervall\w*|tempolauf|schwelle|gas geben|wettkampf|rennen|einheit|training|dure?|fractionn[ée]|intervalles?|fort|s[ée]ance|course|seuil|series|intervalos|apretar|duro|dura|carrera|competir|sesi[oó]n|entreno)\b/i
)

/** Asking whether the body is up to it: "am I good / fit / ready / ok for", "can I go hard". */
const FIT_FOR = unicodeWords(
  /\b((good|fit|ready|ok|okay|fine|fresh enough|up) (to|for)|am i (good|fit|ok|okay|ready)|can i (go|push|race|run|do)|fit f[uü]r|bereit f[uü]r|kann ich|passt es|en forme pour|pr[eê]te? pour|assez frais|je peux|est-ce que je peux|list[oa] para|bien para|en forma para|fresc[oa] para|puedo)\b/i
)

/** Taking it easy over the coming days: "should I take it easy this week". */
const EASE = unicodeWords(
  /\b(take it easy|go easy|ease off|back off|ruhig(er)? angehen|kürzer treten|lever le pied|y aller doucement|ralentir|tom[aá]rmelo con calma|ir suave|aflojar)\b/i
)

/** The words of a race readiness question with no day ("am I ready for my marathon"). */
const RACE_AHEAD =
  /\b(taper|tapern|aff[uû]tage|puesta a punto|on track|auf kurs|dans les temps|voy bien)\b/i

/** True when the message asks whether the athlete is up to a session on a day, or this week. */
export function asksReadinessForDay(turn: Turn): boolean {
  const { question, understanding } = turn
  const { intent, entities } = understanding
  if (RACE_AHEAD.test(question)) return false
  if (intent === 'readiness' && EASE.test(question)) return true
  // A race named ("my 10K on Friday") gets the race readiness answer; a day a week away at most.
  if (!entities.day || entities.raceDistance) return false
  if (readinessDayOf(turn) === undefined) return false
  const sureMove = understanding.planChangeKind === 'move' && understanding.confidence >= 0.5
  if (intent === 'plan_change' && sureMove) return false
  return FIT_FOR.test(question) && SESSION.test(question)
}

/**
 * The day asked about, today or up to a week ahead; a weekday the classifier read back ("can I
 * go hard on Saturday" taken for history) is the coming one: readiness looks ahead.
 */
export function readinessDayOf(turn: Turn): string | undefined {
  const day = turn.understanding.entities.day
  if (!day) return undefined
  const daysAway = Math.round((Date.parse(day) - Date.parse(turn.today)) / 86_400_000)
  if (daysAway >= 0 && daysAway <= 7) return day
  if (daysAway < 0 && daysAway >= -7)
    return new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10)
  return undefined
}

type Texts = Record<'go' | 'easy' | 'rest' | 'planned' | 'plannedRest' | 'noPlan', string>

/** The headline and the day's line for a day other than today. */
export const DAY_TEXTS: Record<Language, Texts> = {
  en: {
    go: '**Yes, go ahead** on {day}: your acute:chronic ratio is **{ratio}** and your form {form} today, so nothing in your data says hold back.',
    easy: '**Keep {day} easy**: an easy run, nothing hard. Your acute:chronic ratio is **{ratio}** and your form {form} today; {cause}.',
    rest: '**Rest on {day}**, or 20–30 minutes very easy at most: your acute:chronic ratio is **{ratio}** and your form {form} today; {cause}.',
    planned: 'Planned on {day}: **{title}**{size}. {action}',
    plannedRest: '{day} is a **rest day** in your plan: keep it.',
    noPlan: 'Nothing is planned on {day}: {action}',
  },
  de: {
    go: '**Ja, leg los** am {day}: Dein akut-chronisches Belastungsverhältnis liegt heute bei **{ratio}** und deine Form bei {form}, nichts in deinen Daten spricht dagegen.',
    easy: '**Am {day} locker**: ein ruhiger Lauf, nichts Hartes. Dein akut-chronisches Belastungsverhältnis liegt heute bei **{ratio}** und deine Form bei {form}; {cause}.',
    rest: '**Am {day} Ruhe**, höchstens 20–30 Minuten ganz locker: Dein akut-chronisches Belastungsverhältnis liegt heute bei **{ratio}** und deine Form bei {form}; {cause}.',
    planned: 'Geplant am {day}: **{title}**{size}. {action}',
    plannedRest: 'Am {day} ist laut Plan **Ruhetag**: Halte ihn ein.',
    noPlan: 'Am {day} ist nichts geplant: {action}',
  },
  fr: {
    go: '**Oui, allez-y** {day} : votre ratio de charge aiguë:chronique est de **{ratio}** et votre fraîcheur de {form} aujourd’hui, rien dans vos données ne dit de freiner.',
    easy: '**{day} en facile** : un footing tranquille, rien de dur. Votre ratio de charge aiguë:chronique est de **{ratio}** et votre fraîcheur de {form} aujourd’hui ; {cause}.',
    rest: '**Repos {day}**, ou 20 à 30 minutes très faciles au plus : votre ratio de charge aiguë:chronique est de **{ratio}** et votre fraîcheur de {form} aujourd’hui ; {cause}.',
    planned: 'Prévu {day} : **{title}**{size}. {action}',
    plannedRest: '{day} est un **jour de repos** dans votre plan : gardez-le.',
    noPlan: 'Rien de prévu {day} : {action}',
  },
  es: {
    go: '**Sí, adelante** el {day}: tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form} hoy, nada en tus datos dice que frenes.',
    easy: '**El {day}, suave**: un rodaje tranquilo, nada duro. Tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form} hoy; {cause}.',
    rest: '**El {day}, descanso**, o como mucho 20–30 minutos muy suaves: tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form} hoy; {cause}.',
    planned: 'Previsto el {day}: **{title}**{size}. {action}',
    plannedRest: 'El {day} es **día de descanso** en tu plan: respétalo.',
    noPlan: 'El {day} no hay nada previsto: {action}',
  },
}
