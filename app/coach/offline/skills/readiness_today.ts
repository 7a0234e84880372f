/*
 * "Legs feel heavy, is it ok to do a hard session today?", "soll ich heute laufen? fühl mich
 * müde": a verdict for today (go ahead, run easy, rest) from the acute:chronic workload ratio
 * and form (Hulin et al. 2016; Gabbett 2016; Coggan's training stress balance) and from how
 * the athlete feels, with today's planned session and what to do with it. Feeling tired counts
 * more than the numbers (Meeusen et al. 2013): it never gets a "go hard".
 */
import { recentTrainingTool } from '#coach/tools/recent_training'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import type { Language } from '#coach/offline/language'
import { reply, type Turn } from '#coach/offline/turn'
import { decimal, unicodeWords } from '#coach/offline/skills/fitness_texts'
import { figuresLine, ratioLine } from '#coach/offline/skills/fitness'
import { healthKindIn } from '#coach/offline/skills/health/triage'
import { MIN_CONFIDENCE } from '#coach/offline/turn'
import { asksTravel } from '#coach/understanding/requests'
import { asksReadinessForDay, DAY_TEXTS, readinessDayOf } from '#coach/offline/skills/readiness_day'
import { planWindowTool } from '#coach/tools/plan_window'
import { dayLabel as formatDay } from '#coach/format'
import { dayLabel } from '#coach/understanding/labels'

/** How the athlete says they feel: tired, heavy legs, no energy, in the four languages. */
const TIRED = unicodeWords(
  /\b(tired|exhausted|knackered|shattered|wiped( out)?|drained|fatigued|sluggish|heavy legs|legs (feel |are |r )?(so |really |very )?(heavy|dead|tired|sore|wrecked)|dead legs|sore legs|no energy|low energy|m[uü]de|muede|ersch[oö]pft|kaputt|platt|ausgelaugt|schwere beine|beine (sind |f[uü]hlen sich )?(so |sehr )?schwer|fatigu[ée]e?|crev[ée]e?|[ée]puis[ée]e?|naze|lessiv[ée]e?|jambes lourdes|cansad[oa]|agotad[oa]|reventad[oa]|piernas pesadas|sin energ[ií]a|molid[oa])\b/i
)

/** Legs said to be dead or empty in German, French and Spanish, or feeling flat. */
const DEAD_LEGS = unicodeWords(
  /\b(beine (f[uü]hlen sich |sind )?(so |total |ganz |echt )?(tot|leer|m[uü]de)( an)?|jambes (mortes|coup[ée]es|vides|en bois)|piernas (muertas|cargadas|vac[ií]as)|feel(ing)? (kinda |kind of |a bit |pretty |so |really )?flat)\b/i
)

/**
 * A short or bad night ("slept 4 hours", "nur 4 Std geschlafen", "dormi 4h", "dormí mal"):
 * after a short night, hard training feels harder and is less well tolerated, so it counts
 * as feeling tired (Fullagar et al. 2015, Sports Medicine 45:161–186).
 */
const SHORT_NIGHT = unicodeWords(
  /\b((slept|sleep|geschlafen|dormi|dorm[ií]|dormido)\b[^.?!]{0,12}\b[0-5]([.,]5)? ?(h|hrs?|hours?|std|stunden|heures?|horas?)|(nur|only|just|seulement|que|solo|solamente) [0-5]([.,]5)? ?(h|hrs?|hours?|std|stunden|heures?|horas?)\b[^.?!]{0,12}\b(geschlafen|sleep|slept|dormi|dormido)|(bad|poor|rough|short|terrible) (night|sleep)|barely slept|schlecht geschlafen|kaum geschlafen|mal dormi|peu dormi|dormi mal|dorm[ií] mal|dormido mal|no he dormido|apenas dorm[ií])\b/i
)

/**
 * Hard or easy, asked as a choice: "hard or easy today", "push or hold back", "hart oder
 * locker", "intervalles ou tranquille", "fuerte o suave". The day's verdict answers it.
 */
const HARD_OR_EASY = unicodeWords(
  /\b(hard|push|go hard|intervals?|tempo|quality|hart|intensiv|intervalle|dur|fort|fractionn[ée]|intense|fuerte|duro|intenso|series|dure)\b[^.?!]{0,20}\b(or|oder|ou|o)\b[^.?!]{0,12}\b(easy|easier|hold back|rest|recovery|slow|locker|ruhig|langsam|pause|facile|tranquille|doucement|cool|repos|suave|tranquilo|descanso|f[aá]cil)\b/i
)

/** "Still do the tempo", "trotzdem", "quand même", "igual": whether to keep a session. */
const STILL = unicodeWords(/\b(still (do|go|run|train)|trotzdem|quand m[eê]me|igual)\b/i)
/** A planned session named: the one to keep after a short night ("still do the tempo?"). */
const SESSION_NAMED = unicodeWords(
  /\b(tempo|intervals?|reps|repeats|long run|workout|session|threshold|fartlek|hills|intervall\w*|einheit|longrun|langen lauf|schwelle|s[eé]ance|fractionn[eé]|sortie longue|seuil|series|tirada|rodaje|umbral|sesi[oó]n)\b/i
)

/** Feeling tired, dead or flat legs, or a short night. */
function feelsTired(question: string): boolean {
  return TIRED.test(question) || DEAD_LEGS.test(question) || SHORT_NIGHT.test(question)
}

/** Today (or right now) in the four languages. */
const TODAY = unicodeWords(
  /\b(today|tonight|this (morning|afternoon|evening)|right now|heute|heut|jetzt|aujourd'?hui|ce (matin|soir)|maintenant|hoy|ahora|esta (ma[nñ]ana|tarde|noche))\b/i
)

/** Asking whether to train (not what is planned): "should I run", "soll ich laufen", "je cours ?". */
const WHETHER = unicodeWords(
  /\b((should|shall|can|could) i (still )?(run|train|go|do|skip|push)|is it (ok|okay|fine|wise|smart)|(ok|okay|fine|wise|smart|good idea) to (run|train|do|go)|skip|go ahead|soll(te)? ich|kann ich|trotzdem|ausfallen lassen|auslassen|je cours|dois-je|est-ce que je (cours|peux)|quand m[eê]me|je peux|sauter|deb(o|er[ií]a) (correr|entrenar)|puedo (correr|entrenar|hacer)|(me )?salto|saltarme|igual)\b/i
)

/** Whether to run at all today, without a feeling said: "should I run today or rest". */
const SHOULD_RUN = unicodeWords(
  /\b((should|shall) i (still )?(run|train|go (for a )?run|do (it|my|the|a|intervals|the workout))|(is it )?(ok|okay|fine|wise|smart|a good idea) to (run|train|do|go)|soll(te)? ich (heute |jetzt )?(laufen|trainieren|rennen)|dois-je courir|je cours|est-ce que je cours|faut-il (que je coure|courir)|deb(o|er[ií]a) (correr|entrenar)|corro hoy)\b/i
)

/** Asking whether the body is ready for a session: "good to go for a hard run", "bereit für". */
const READY = unicodeWords(
  /\b(good to go|ready (for|to)|up for|fit enough|fresh enough|bereit f[uü]r|fit genug|frisch genug|pr[eê]te? pour|en forme pour|assez frais|list[oa] para|en condiciones (de|para)|con fuerzas para)\b/i
)

/** Questions about a pattern over weeks, which the overtraining answer takes. */
const OVER_WEEKS =
  /over-?train|[uü]bertrain|surentra[iî]n|sobreentren|all the time|for weeks|st[aä]ndig|seit wochen|tout le temps|depuis des semaines|todo el tiempo|desde hace semanas/i

/**
 * True when the message asks whether (or how hard) to train today given how the athlete
 * feels; not an illness or injury (the health triage answers those), not a pattern over weeks.
 */
export function asksReadinessToday(turn: Turn): boolean {
  const { question, understanding } = turn
  const { intent, planChangeKind } = understanding
  const tired = feelsTired(question)
  if (intent === 'prompt_injection' || intent === 'other_athlete') return false
  if (healthKindIn(question, understanding.entities.symptoms ?? []) !== null) return false
  // "Can I go hard tomorrow?", "bin ich fit für Intervalle am Samstag": that day's verdict.
  if (asksReadinessForDay(turn)) return true
  // "Hard or easy today", "slept 4 hours, still do the tempo?": the verdict, whatever change
  // the classifier guessed (asking is no request to change the plan).
  if (HARD_OR_EASY.test(question) && !OVER_WEEKS.test(question)) return true
  // A short night with a session to keep; "slept 4 hours, should I run" is the sleep answer's.
  if (SHORT_NIGHT.test(question) && STILL.test(question) && SESSION_NAMED.test(question))
    return true
  const ready = READY.test(question) && TODAY.test(question)
  // "Tired today, what should I eat / how much sleep?": the nutrition or sleep answer.
  if (
    !ready &&
    (intent === 'nutrition' || intent === 'sleep') &&
    understanding.confidence >= MIN_CONFIDENCE
  )
    return false
  // A plan change the classifier is sure of ("move my long run, I'm tired") stays one; a weak
  // guess for "crevé" or "knackered" is none when the health triage finds no illness or
  // injury in it (checked below).
  // A trip read with no word of travel ("piernas muertas, corro hoy") is no trip.
  const noTrip = planChangeKind === 'travel' && !asksTravel(question)
  const sureChange =
    intent === 'plan_change' && understanding.confidence >= MIN_CONFIDENCE && !(tired && noTrip)
  if (sureChange && (!tired || !READ_AS_TODAY.has(planChangeKind ?? ''))) return false
  if (OVER_WEEKS.test(question)) return false
  if (healthKindIn(question, understanding.entities.symptoms ?? []) !== null) return false
  if (/\bwhat (should|shall) i\b/i.test(question)) return false
  if (tired) return TODAY.test(question) || WHETHER.test(question)
  return ready || (TODAY.test(question) && SHOULD_RUN.test(question))
}

/** Plan changes that "too tired, skip today" may be read as; the others stay plan changes. */
const READ_AS_TODAY = new Set(['illness', 'injury', 'missed', 'easier'])

type Verdict = 'go' | 'easy' | 'rest'

/**
 * Rest with a high ratio (1.5 or more, Gabbett 2016) or form below −30, or tired with the load
 * up; easy when tired, the ratio above 1.3 or form below −20; otherwise go ahead.
 */
export function readinessVerdict(
  tired: boolean,
  band: 'low' | 'safe' | 'elevated' | 'high' | null,
  form: number | null
): Verdict {
  const deep = form !== null && form < -20
  if (band === 'high' || (form !== null && form < -30) || (tired && (band === 'elevated' || deep)))
    return 'rest'
  if (tired || band === 'elevated' || deep) return 'easy'
  return 'go'
}

type Vars = Record<string, string>
type Texts = Record<string, string>

const TEXTS: Record<Language, Texts> = {
  en: {
    go: '**Yes, go ahead** today: your acute:chronic ratio is **{ratio}** and your form {form}, so nothing in your data says hold back.',
    easy: '**Take it easy today**: an easy run, nothing hard. Your acute:chronic ratio is **{ratio}** and your form {form}; {cause}.',
    rest: '**Rest today**, or 20–30 minutes very easy at most: your acute:chronic ratio is **{ratio}** and your form {form}; {cause}.',
    causeTired:
      'when you feel tired, an easy day costs nothing, and a hard session on tired legs adds more fatigue than fitness',
    causeLoad: 'your load has risen quickly, so hold back until it settles',
    causeForm: 'you are carrying a lot of fatigue from recent training',
    noRatio: 'not enough weeks yet',
    noPlan: 'No plan today: {action}',
    planned: 'Planned today: **{title}**{size}. {action}',
    plannedRest: 'Today is a **rest day** in your plan: keep it.',
    goHard:
      'Do it as planned; warm up well, and if your legs are still flat after the warm-up, finish it as an easy run.',
    goEasy: 'Run it as planned.',
    easyHard:
      'Swap it for an easy run of 30–40 minutes ({easy}) and move the hard session to a day you feel fresh; don’t squeeze it in later.',
    easyEasy:
      'Keep it easy and at the short end ({easy}); if you still feel flat after 10–15 minutes, call it a day.',
    restAny: 'Skip it: rest, or 20–30 minutes very easy, and pick the plan up tomorrow.',
    noPlanGo: 'a run as you feel like it.',
    noPlanEasy: 'an easy 30–40 minutes ({easy}).',
    noPlanRest: 'rest, or 20–30 minutes very easy.',
    lasting:
      'If the tiredness lasts more than a week or two, or comes with poor sleep or getting ill often, back off further and see a doctor.',
    why: 'The ratio compares your last 7 days of load with the last 28 (Hulin et al. 2016; Gabbett 2016); form is fitness minus fatigue (Coggan). How you feel counts more than either (Meeusen et al. 2013).',
    conversational: 'conversational pace',
  },
  de: {
    go: '**Ja, du kannst heute laufen**: Dein akut-chronisches Belastungsverhältnis liegt bei **{ratio}** und deine Form bei {form}, nichts in deinen Daten spricht dagegen.',
    easy: '**Heute locker**: ein ruhiger Lauf, nichts Hartes. Dein akut-chronisches Belastungsverhältnis liegt bei **{ratio}** und deine Form bei {form}; {cause}.',
    rest: '**Heute Ruhe**, höchstens 20–30 Minuten ganz locker: Dein akut-chronisches Belastungsverhältnis liegt bei **{ratio}** und deine Form bei {form}; {cause}.',
    causeTired:
      'wenn du müde bist, kostet ein lockerer Tag nichts, und eine harte Einheit auf müden Beinen bringt mehr Ermüdung als Form',
    causeLoad: 'deine Belastung ist schnell gestiegen, halte dich zurück, bis sie sich setzt',
    causeForm: 'du trägst viel Ermüdung aus dem letzten Training mit dir',
    noRatio: 'noch nicht genug Wochen',
    noPlan: 'Heute ist nichts geplant: {action}',
    planned: 'Heute geplant: **{title}**{size}. {action}',
    plannedRest: 'Heute ist laut Plan **Ruhetag**: Halte ihn ein.',
    goHard:
      'Lauf sie wie geplant; wärm dich gut auf, und sind die Beine danach noch schwer, mach einen lockeren Lauf daraus.',
    goEasy: 'Lauf ihn wie geplant.',
    easyHard:
      'Tausch sie gegen einen lockeren Lauf von 30–40 Minuten ({easy}) und leg die harte Einheit auf einen Tag, an dem du frisch bist; hol sie nicht später nach.',
    easyEasy:
      'Lauf ihn locker und eher kurz ({easy}); fühlst du dich nach 10–15 Minuten noch schlapp, hör auf.',
    restAny:
      'Lass sie ausfallen: Ruhe oder 20–30 Minuten ganz locker, morgen geht es mit dem Plan weiter.',
    noPlanGo: 'ein Lauf nach Gefühl.',
    noPlanEasy: '30–40 Minuten locker ({easy}).',
    noPlanRest: 'Ruhe oder 20–30 Minuten ganz locker.',
    lasting:
      'Hält die Müdigkeit länger als ein, zwei Wochen an, oder kommen schlechter Schlaf oder häufige Infekte dazu, nimm mehr raus und geh zum Arzt.',
    why: 'Das Verhältnis vergleicht die Belastung der letzten 7 Tage mit der der letzten 28 (Hulin et al. 2016; Gabbett 2016); Form ist Fitness minus Ermüdung (Coggan). Wie du dich fühlst, zählt mehr als beides (Meeusen et al. 2013).',
    conversational: 'Gesprächstempo',
  },
  fr: {
    go: "**Oui, allez-y** aujourd'hui : votre ratio de charge aiguë/chronique est de **{ratio}** et votre fraîcheur de {form}, rien dans vos données ne dit de lever le pied.",
    easy: "**Doucement aujourd'hui** : un footing facile, rien de dur. Votre ratio de charge aiguë/chronique est de **{ratio}** et votre fraîcheur de {form} ; {cause}.",
    rest: "**Repos aujourd'hui**, ou 20 à 30 minutes très faciles au plus : votre ratio de charge aiguë/chronique est de **{ratio}** et votre fraîcheur de {form} ; {cause}.",
    causeTired:
      'quand vous êtes fatigué, une journée facile ne coûte rien, et une séance dure sur des jambes fatiguées apporte plus de fatigue que de forme',
    causeLoad: 'votre charge a augmenté vite, levez le pied le temps qu’elle se stabilise',
    causeForm: "vous portez beaucoup de fatigue de l'entraînement récent",
    noRatio: 'pas encore assez de semaines',
    noPlan: "Rien de prévu aujourd'hui : {action}",
    planned: "Prévu aujourd'hui : **{title}**{size}. {action}",
    plannedRest: "Aujourd'hui est un **jour de repos** dans votre plan : gardez-le.",
    goHard:
      "Faites-la comme prévu ; échauffez-vous bien, et si les jambes restent lourdes après l'échauffement, finissez en footing facile.",
    goEasy: 'Courez-la comme prévu.',
    easyHard:
      'Remplacez-la par un footing facile de 30 à 40 minutes ({easy}) et déplacez la séance dure à un jour où vous êtes frais ; ne la rattrapez pas plus tard.',
    easyEasy:
      'Gardez-la facile et plutôt courte ({easy}) ; si vous êtes toujours à plat après 10 à 15 minutes, arrêtez-vous.',
    restAny: 'Sautez-la : repos, ou 20 à 30 minutes très faciles, et reprenez le plan demain.',
    noPlanGo: 'une sortie selon vos sensations.',
    noPlanEasy: '30 à 40 minutes faciles ({easy}).',
    noPlanRest: 'repos, ou 20 à 30 minutes très faciles.',
    lasting:
      "Si la fatigue dure plus d'une ou deux semaines, ou s'accompagne d'un mauvais sommeil ou d'infections fréquentes, réduisez davantage et consultez un médecin.",
    why: 'Le ratio compare la charge des 7 derniers jours à celle des 28 derniers (Hulin et al. 2016 ; Gabbett 2016) ; la fraîcheur est la forme de fond moins la fatigue (Coggan). Vos sensations comptent plus que ces deux chiffres (Meeusen et al. 2013).',
    conversational: 'allure où vous pouvez parler',
  },
  es: {
    go: '**Sí, adelante** hoy: tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form}, nada en tus datos dice que frenes.',
    easy: '**Hoy suave**: un rodaje tranquilo, nada duro. Tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form}; {cause}.',
    rest: '**Hoy descanso**, o como mucho 20–30 minutos muy suaves: tu ratio de carga aguda:crónica es **{ratio}** y tu frescura {form}; {cause}.',
    causeTired:
      'cuando estás cansado, un día suave no cuesta nada, y una sesión dura con las piernas cansadas suma más fatiga que forma',
    causeLoad: 'tu carga ha subido rápido, frena hasta que se asiente',
    causeForm: 'arrastras mucha fatiga del entrenamiento reciente',
    noRatio: 'aún no hay semanas suficientes',
    noPlan: 'Hoy no hay nada previsto: {action}',
    planned: 'Previsto hoy: **{title}**{size}. {action}',
    plannedRest: 'Hoy es **día de descanso** en tu plan: respétalo.',
    goHard:
      'Hazla como está prevista; calienta bien, y si las piernas siguen pesadas tras el calentamiento, termina con un rodaje suave.',
    goEasy: 'Córrelo como está previsto.',
    easyHard:
      'Cámbiala por un rodaje suave de 30–40 minutos ({easy}) y pasa la sesión dura a un día en que estés fresco; no la recuperes más tarde.',
    easyEasy: 'Hazlo suave y corto ({easy}); si tras 10–15 minutos sigues sin fuerzas, déjalo.',
    restAny: 'Sáltala: descanso, o 20–30 minutos muy suaves, y mañana sigues con el plan.',
    noPlanGo: 'una carrera según te sientas.',
    noPlanEasy: '30–40 minutos suaves ({easy}).',
    noPlanRest: 'descanso, o 20–30 minutos muy suaves.',
    lasting:
      'Si el cansancio dura más de una o dos semanas, o viene con mal sueño o enfermar a menudo, reduce más y consulta a un médico.',
    why: 'El ratio compara la carga de los últimos 7 días con la de los últimos 28 (Hulin et al. 2016; Gabbett 2016); la frescura es forma menos fatiga (Coggan). Cómo te sientes cuenta más que ambos (Meeusen et al. 2013).',
    conversational: 'ritmo de conversación',
  },
}

function say(language: Language, key: string, vars: Vars = {}) {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
}

/** The answer: the verdict, today's session and what to do with it, the figures behind it. */
export async function answerReadinessToday(turn: Turn) {
  const { session, language, question } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const workout = await session.run(todayWorkoutTool)
  const profile = await session.run(athleteProfileTool)
  const tired = feelsTired(question)
  const band = training.acwr?.band ?? null
  const form = training.today?.form ?? null
  const verdict = readinessVerdict(tired, band, form)
  const cause = say(
    language,
    tired ? 'causeTired' : band === 'elevated' || band === 'high' ? 'causeLoad' : 'causeForm'
  )
  const headline = say(language, verdict, {
    ratio: training.acwr ? decimal(language, training.acwr.ratio, 2) : say(language, 'noRatio'),
    form: form === null ? '–' : decimal(language, form),
    cause,
  })
  const easy = profile.trainingPaces?.easy ?? say(language, 'conversational')
  const dayIso = readinessDayOf(turn)
  const later = dayIso !== undefined && dayIso > turn.today ? dayIso : undefined
  const planned = later ? await plannedOn(turn, later) : workout.today
  const onDay = (key: 'go' | 'easy' | 'rest' | 'planned' | 'plannedRest' | 'noPlan', vars: Vars) =>
    DAY_TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
  const day = later ? dayLabel(later, language, turn.today) : ''
  const headlineOn = later
    ? onDay(verdict, {
        day,
        ratio: training.acwr ? decimal(language, training.acwr.ratio, 2) : say(language, 'noRatio'),
        form: form === null ? '–' : decimal(language, form),
        cause,
      })
    : headline
  let todayLine: string
  if (!workout.plan || !planned) {
    const action = verdict === 'go' ? 'noPlanGo' : verdict === 'easy' ? 'noPlanEasy' : 'noPlanRest'
    const vars = { action: say(language, action, { easy }), day }
    todayLine = later ? onDay('noPlan', vars) : say(language, 'noPlan', vars)
  } else if (planned.type === 'rest') {
    todayLine = later ? onDay('plannedRest', { day }) : say(language, 'plannedRest')
  } else {
    const action =
      verdict === 'rest'
        ? 'restAny'
        : verdict === 'easy'
          ? planned.hard
            ? 'easyHard'
            : 'easyEasy'
          : planned.hard
            ? 'goHard'
            : 'goEasy'
    const size = [planned.distance, planned.time].filter(Boolean).join(', ')
    const vars = {
      title: planned.title,
      size: size ? ` (${size})` : '',
      action: say(language, action, { easy }),
      day,
    }
    todayLine = later ? onDay('planned', vars) : say(language, 'planned', vars)
  }
  return reply(turn, {
    headline: headlineOn,
    facts: [
      todayLine,
      ...(training.acwr ? [ratioLine(language, training.acwr)] : []),
      ...(training.today ? [figuresLine(language, training.today)] : []),
      ...(tired ? [say(language, 'lasting')] : []),
    ],
    why: [say(language, 'why')],
  })
}

/** The session planned on a later day (up to four weeks ahead), a rest day, or null. */
async function plannedOn(turn: Turn, dayIso: string) {
  const days = Math.round((Date.parse(dayIso) - Date.parse(turn.today)) / 86_400_000) + 1
  if (days > 28) return null
  const window = await turn.session.run(planWindowTool, { direction: 'next', days })
  if (!window.plan) return null
  const label = formatDay(dayIso)
  return window.workouts.find((w) => w.day === label) ?? { type: 'rest' as const }
}
