/*
 * Plan changes for a changed week: travel, short on time (a day or the week), and a harder or
 * easier plan. Each is proposed through propose_plan_change and applied only by the athlete.
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { dayIn, weekIn, type Period } from '#coach/offline/dates'
import { dayText, span, workoutName } from '#coach/offline/skills/plan_texts'
import { planSnapshot } from '#coach/tools/plan_data'
import { propose } from '#coach/offline/propose'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

/** The days away: the range understood, "from Monday to Thursday", a named week, or so many days from a start. */
function travelPeriod(turn: Turn, intent: IntentOf<'travel'>): Period {
  const { today, question } = turn
  const { period, day: named } = turn.understanding.entities
  // "I won't be able to run those days": the days the plan change before named.
  const inherited =
    !period && !named && turn.thread.lastIntent === 'plan_change' ? turn.thread.period : undefined
  const understood = period ?? inherited
  if (understood && understood.toIso >= today && !intent.days) {
    return { from: understood.fromIso < today ? today : understood.fromIso, to: understood.toIso }
  }
  const week = weekIn(question, today)
  const start = dayIn(question, today, 'en', 'future')
  const range = /\bfrom\s+(.+?)\s+(?:to|until|till)\s+(.+)$/i.exec(question)
  const rangeFrom = range ? dayIn(range[1], today, 'en', 'future') : null
  const rangeTo = range && rangeFrom ? dayIn(range[2], rangeFrom.dateIso, 'en', 'future') : null
  if (rangeFrom && rangeTo && rangeTo.dateIso >= rangeFrom.dateIso) {
    return { from: rangeFrom.dateIso, to: rangeTo.dateIso }
  }
  if (week && !intent.days) return week
  const day = turn.understanding.entities.day
  const from =
    day && day >= today
      ? day
      : start && start.dateIso >= today
        ? start.dateIso
        : week
          ? week.from
          : today
  return { from, to: addDays(from, (intent.days ?? (day ? 1 : 7)) - 1) }
}

/**
 * Running still possible while away: "I can still run", a hotel treadmill, in four languages.
 * Without it, or a time limit, a trip is rest on the days away (docs/coach.md#travel).
 */
const CAN_RUN =
  /\b(?:can\s+(?:still\s+|probably\s+)?(?:run|jog|train)|(?:hotel\s+)?(?:gym|treadmill)|kann\s+(?:dort\s+|trotzdem\s+|noch\s+)?(?:laufen|joggen|trainieren)|laufband|je\s+(?:peux|pourrai)\s+(?:quand\s+meme\s+|encore\s+)?courir|tapis|(?<!no\s)(?:puedo|podre)\s+(?:correr|entrenar)|cinta)\b/

/** "No running", "kein Laufen", "pas de course", "sin correr" and the like. */
const NO_RUNNING =
  /\b(?:no\s+(?:running|run|time\s+to\s+run)|(?:can'?t|cannot|won'?t\s+be\s+able\s+to|unable\s+to)\s+(?:run|train)|kein(?:e|en)?\s+(?:laufen|lauf|zeit\s+zum\s+laufen|training)|nicht\s+laufen|pas\s+de\s+course|(?:ne\s+)?(?:pourrai|peux|pourrais)\s+pas\s+courir|sin\s+(?:poder\s+)?correr|no\s+(?:podre|puedo|voy\s+a\s+poder)\s+correr)\b/

async function travel(turn: Turn, intent: IntentOf<'travel'>) {
  const { language, today } = turn
  const period = travelPeriod(turn, intent)
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1
  const asked = turn.understanding.entities.durationSeconds
  const limit = intent.minutes ?? (asked ? Math.round(asked / 60) : null)
  const plain = turn.understanding.text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  // Days named ("Tuesday to Thursday", "on the 3rd") without a time are days off; a trip of a
  // week or more said without days or a time keeps the usual days with short sessions.
  const named =
    days < 7 &&
    !!(turn.understanding.entities.period ?? turn.understanding.entities.day ?? turn.thread.period)
  const rest =
    intent.noRunning || NO_RUNNING.test(plain) || (limit === null && named && !CAN_RUN.test(plain))
  const minutes = rest ? undefined : (limit ?? 45)
  const dates = span(period.from, period.to, language, today)
  return propose(
    turn,
    {
      type: 'travel',
      fromDate: period.from,
      toDate: period.to,
      availableWeekdays: rest ? [] : turn.session.context.profile.trainingDays,
      ...(minutes ? { maxSessionMinutes: minutes } : {}),
    },
    {
      headline: rest
        ? TRAVEL_REST[language](days, dates)
        : TRAVEL_CAPPED[language](days, dates, minutes!),
      why: [TRAVEL_WHY[language]],
    }
  )
}

const TRAVEL_REST = {
  en: (days: number, dates: string) =>
    `Safe travels! For the ${days} day${days === 1 ? '' : 's'} away (${dates}) I've planned rest; the rest of your plan stays as it is.`,
  de: (days: number, dates: string) =>
    `Gute Reise! Für ${days === 1 ? 'den Tag' : `die ${days} Tage`} unterwegs (${dates}) habe ich Ruhe eingeplant; der Rest deines Plans bleibt.`,
  fr: (days: number, dates: string) =>
    `Bon voyage ! Pour ${days === 1 ? 'le jour' : `les ${days} jours`} d'absence (${dates}), j'ai prévu du repos ; le reste de votre plan ne change pas.`,
  es: (days: number, dates: string) =>
    `¡Buen viaje! Para ${days === 1 ? 'el día' : `los ${days} días`} fuera (${dates}) he puesto descanso; el resto de tu plan se mantiene.`,
} as const

const TRAVEL_CAPPED = {
  en: (days: number, dates: string, minutes: number) =>
    `Safe travels! For the ${days} day${days === 1 ? '' : 's'} away (${dates}) I've kept your usual days and capped sessions at ${minutes} minutes.`,
  de: (days: number, dates: string, minutes: number) =>
    `Gute Reise! Für die ${days} Tage unterwegs (${dates}) bleiben deine üblichen Tage, die Einheiten dauern höchstens ${minutes} Minuten.`,
  fr: (days: number, dates: string, minutes: number) =>
    `Bon voyage ! Pour les ${days} jours d'absence (${dates}), vos jours habituels restent et les séances durent au plus ${minutes} minutes.`,
  es: (days: number, dates: string, minutes: number) =>
    `¡Buen viaje! Para los ${days} días fuera (${dates}) mantengo tus días habituales con sesiones de ${minutes} minutos como máximo.`,
} as const

const TRAVEL_WHY = {
  en: 'A few days of reduced training costs very little fitness; consistency over the weeks matters more than any single session. If you can run while away, tell me how long and I will keep short sessions instead.',
  de: 'Ein paar Tage weniger Training kosten kaum Form; entscheidend ist die Regelmäßigkeit über Wochen. Wenn du unterwegs laufen kannst, sag mir wie lange, dann plane ich kurze Einheiten ein.',
  fr: "Quelques jours d'entraînement réduit coûtent très peu de forme ; la régularité sur des semaines compte davantage. Si vous pouvez courir sur place, dites-moi combien de temps et je garderai des séances courtes.",
  es: 'Unos días de menos entrenamiento apenas cuestan forma; lo que cuenta es la constancia durante semanas. Si puedes correr fuera, dime cuánto tiempo y mantendré sesiones cortas.',
} as const

async function shortOnTime(turn: Turn, intent: IntentOf<'short_on_time'>) {
  const { today, question, language } = turn
  const minutes = intent.minutes ?? 45
  if (intent.scope === 'day') {
    const day = dayIn(question, today, language, 'future')
    const date = day && day.dateIso >= today ? day.dateIso : today
    const when = dayText(date, language, today)
    return propose(
      turn,
      { type: 'shorten_day', date, maxSessionMinutes: minutes },
      {
        headline: {
          en: `Got it: ${minutes} minutes on ${when}. Only that day's session gets shorter; the rest of the week stays as planned.`,
          de: `Verstanden: ${minutes} Minuten am ${when}. Nur die Einheit dieses Tages wird kürzer; der Rest der Woche bleibt wie geplant.`,
          fr: `Compris : ${minutes} minutes le ${when}. Seule la séance de ce jour est raccourcie ; le reste de la semaine reste comme prévu.`,
          es: `Entendido: ${minutes} minutos el ${when}. Solo se acorta la sesión de ese día; el resto de la semana sigue como estaba.`,
        }[language],
        why: [ONE_SHORT_DAY[language]],
      }
    )
  }
  return propose(
    turn,
    { type: 'short_on_time', maxSessionMinutes: minutes },
    {
      headline: {
        en: `Got it: at most ${minutes} minutes per session this week.`,
        de: `Verstanden: höchstens ${minutes} Minuten pro Einheit diese Woche.`,
        fr: `Compris : au plus ${minutes} minutes par séance cette semaine.`,
        es: `Entendido: como mucho ${minutes} minutos por sesión esta semana.`,
      }[language],
      why: [
        {
          en: 'Shorter sessions keep the rhythm of the week: the key workouts keep their purpose at a smaller size, and consistency beats the odd long session.',
          de: 'Kürzere Einheiten halten den Rhythmus der Woche: die Schlüsseleinheiten behalten ihren Zweck in kleinerem Umfang, und Regelmäßigkeit schlägt die gelegentliche lange Einheit.',
          fr: "Des séances plus courtes gardent le rythme de la semaine : les séances clés gardent leur but à plus petite dose, et la régularité vaut mieux qu'une longue séance de temps en temps.",
          es: 'Las sesiones más cortas mantienen el ritmo de la semana: las sesiones clave conservan su objetivo a menor tamaño, y la constancia vale más que una sesión larga de vez en cuando.',
        }[language],
      ],
    }
  )
}

const ONE_SHORT_DAY = {
  en: 'A shorter session at the same intensity keeps its purpose; one short day costs nothing over a training block.',
  de: 'Eine kürzere Einheit im gleichen Tempo behält ihren Zweck; ein kurzer Tag kostet über einen Trainingsblock nichts.',
  fr: "Une séance plus courte à la même intensité garde son but ; un jour court ne coûte rien sur un bloc d'entraînement.",
  es: 'Una sesión más corta a la misma intensidad mantiene su objetivo; un día corto no cuesta nada en un bloque de entrenamiento.',
} as const

/** "Make it shorter", "kürzer bitte", "raccourcis-la", "hazla más corta": the session, not the plan. */
const SHORTER =
  /\b(?:shorter|shorten|cut\s+it\s+(?:down|short)|kurzer|kurzen|verkurz\w*|raccourci\w*|plus\s+court\w*|mas\s+cort[oa]s?|acort\w*)/

/** A shorter session keeps about three quarters of its time (one short day, docs/coach.md#one-short-day). */
const SHORTER_SHARE = 0.75

/** The session of the day named (or the day the thread was about) made shorter, after a preview. */
async function shorterSession(turn: Turn, dateIso: string) {
  const { session, language, today } = turn
  const snapshot = await planSnapshot(session.context, dateIso, dateIso)
  const workout = snapshot?.workouts.find(
    (w) => w.dateIso === dateIso && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
  )
  if (!workout || !workout.durationSeconds) return null
  const before = Math.round(workout.durationSeconds / 60)
  const minutes = Math.max(10, Math.round((workout.durationSeconds * SHORTER_SHARE) / 60))
  turn.answeredDay = dateIso
  const name = workoutName(workout.type, language)
  const when = dayText(dateIso, language, today)
  return propose(
    turn,
    { type: 'shorten_day', date: dateIso, maxSessionMinutes: minutes },
    {
      headline: {
        en: `Shorter: your ${name} on ${when} goes from about ${before} to ${minutes} minutes; the rest of the week stays.`,
        de: `Kürzer: dein ${name} am ${when} dauert statt etwa ${before} nur ${minutes} Minuten; der Rest der Woche bleibt.`,
        fr: `Plus court : votre ${name} du ${when} passe d'environ ${before} à ${minutes} minutes ; le reste de la semaine ne change pas.`,
        es: `Más corta: tu ${name} del ${when} pasa de unos ${before} a ${minutes} minutos; el resto de la semana se mantiene.`,
      }[language],
      why: [ONE_SHORT_DAY[language]],
    }
  )
}

/**
 * The day of the session the plan question before was about: its day, or in its period the
 * session of the kind asked ("my long run this weekend") or the period's only session.
 */
async function dayAskedBefore(turn: Turn): Promise<string | undefined> {
  const { thread, today } = turn
  if (thread.lastIntent !== 'day_plan') return undefined
  if (thread.day) return thread.day
  if (!thread.period) return undefined
  const from = thread.period.fromIso < today ? today : thread.period.fromIso
  const snapshot = await planSnapshot(turn.session.context, from, thread.period.toIso)
  const open = (snapshot?.workouts ?? []).filter(
    (w) =>
      w.dateIso >= from &&
      w.dateIso <= thread.period!.toIso &&
      w.type !== 'rest' &&
      snapshot!.states.get(w.key) === 'planned'
  )
  const kind = thread.workoutKind === 'long' ? open.find((w) => w.type === 'long') : undefined
  return kind?.dateIso ?? (open.length === 1 ? open[0].dateIso : undefined)
}

async function planIntensity(turn: Turn, intent: IntentOf<'plan_intensity'>) {
  const { session } = turn
  const { direction } = intent
  const plain = turn.question.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  const named = turn.understanding.entities.day ?? (await dayAskedBefore(turn))
  if (direction === 'easier' && SHORTER.test(plain) && named && named >= turn.today) {
    const shorter = await shorterSession(turn, named)
    if (shorter !== null) return shorter
  }
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const spike =
    training.acwr && (training.acwr.band === 'elevated' || training.acwr.band === 'high')
  return propose(
    turn,
    { type: 'intensity', direction },
    {
      headline: INTENSITY_HEADLINE[direction][turn.language],
      facts:
        direction === 'harder' && spike
          ? [
              {
                en: `Careful: your acute:chronic workload ratio is ${training.acwr!.ratio} (${training.acwr!.band}); hold the load a week before you add more.`,
                de: `Vorsicht: dein Verhältnis akuter zu chronischer Belastung liegt bei ${training.acwr!.ratio}; halte die Belastung eine Woche, bevor du mehr machst.`,
                fr: `Attention : votre ratio de charge aiguë/chronique est de ${training.acwr!.ratio} ; gardez la charge une semaine avant d'en ajouter.`,
                es: `Cuidado: tu ratio de carga aguda/crónica es ${training.acwr!.ratio}; mantén la carga una semana antes de añadir más.`,
              }[turn.language],
            ]
          : [],
      why: [INTENSITY_WHY[turn.language]],
    }
  )
}

const INTENSITY_HEADLINE = {
  harder: {
    en: 'Sure: a harder plan, one step at a time. I have proposed paces one VDOT point faster; distances stay the same.',
    de: 'Gern: ein härterer Plan, Schritt für Schritt. Ich habe Tempi um einen VDOT-Punkt schneller vorgeschlagen; die Distanzen bleiben.',
    fr: "D'accord : un plan plus dur, une étape à la fois. J'ai proposé des allures plus rapides d'un point de VDOT ; les distances restent.",
    es: 'Claro: un plan más duro, paso a paso. He propuesto ritmos un punto de VDOT más rápidos; las distancias se mantienen.',
  },
  easier: {
    en: 'Sure: an easier plan. I have proposed paces one VDOT point slower; distances stay the same.',
    de: 'Gern: ein leichterer Plan. Ich habe Tempi um einen VDOT-Punkt langsamer vorgeschlagen; die Distanzen bleiben.',
    fr: "D'accord : un plan plus facile. J'ai proposé des allures plus lentes d'un point de VDOT ; les distances restent.",
    es: 'Claro: un plan más suave. He propuesto ritmos un punto de VDOT más lentos; las distancias se mantienen.',
  },
} as const

const INTENSITY_WHY = {
  en: "Daniels advises raising training paces by one VDOT point at a time, after 4–6 weeks at the current one, when the sessions feel easy (Daniels' Running Formula). If it is the volume that is too much or too little, tell me and I'll adjust that instead.",
  de: "Daniels rät, die Trainingstempi um einen VDOT-Punkt auf einmal zu ändern, nach 4–6 Wochen auf dem jetzigen Stand (Daniels' Running Formula). Ist es der Umfang, der zu viel oder zu wenig ist, sag es mir, dann passe ich den an.",
  fr: "Daniels conseille de changer les allures d'un point de VDOT à la fois, après 4 à 6 semaines au niveau actuel (Daniels' Running Formula). Si c'est le volume qui est trop ou trop peu, dites-le-moi et j'ajusterai plutôt celui-ci.",
  es: "Daniels aconseja cambiar los ritmos un punto de VDOT cada vez, tras 4–6 semanas en el nivel actual (Daniels' Running Formula). Si lo que sobra o falta es el volumen, dímelo y ajusto eso.",
} as const

export const planChangesSkill = defineSkill('plan_changes', {
  travel,
  short_on_time: shortOnTime,
  plan_intensity: planIntensity,
})
