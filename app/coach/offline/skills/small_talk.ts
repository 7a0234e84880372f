/*
 * What the coach can do, and what it will not: the answer to questions no skill understands,
 * and to attempts to change its instructions (docs/coach.md#what-the-coach-never-does).
 */
import { OFFLINE_QUESTIONS } from '#coach/offline/questions'
import type { Language } from '#coach/offline/language'
import { list, t } from '#coach/offline/i18n'
import { defineSkill } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

function capabilities(language: Language) {
  return language === 'en'
    ? OFFLINE_QUESTIONS.map((q) => `- ${q}`)
    : list(language, 'capabilities').map((c) => `- ${c}`)
}

function fallback(turn: Turn) {
  const { language } = turn
  return [
    t(language, 'fallbackIntro'),
    '',
    ...capabilities(language),
    ...(language === 'en'
      ? [
          '',
          'Anything else needs a configured model (your administrator can set one up with `COACH_PROVIDER`).',
        ]
      : []),
  ].join('\n')
}

function injection(turn: Turn) {
  const { language } = turn
  return [t(language, 'injection'), '', t(language, 'whatICanDo'), ...capabilities(language)].join(
    '\n'
  )
}

export const smallTalkSkill = defineSkill('small_talk', {
  injection,
  unknown: fallback,
})

const CLARIFY = {
  en: {
    about: (what: string) => `I understood ${what}, but not what you would like to know about it.`,
    unsure: "I'm not sure what you're asking.",
    ask: 'Do you mean what you ran, what is planned, a change to your plan, your paces or a race?',
    or: 'or',
    mean: (readings: string) => `Do you mean ${readings}?`,
    readings: {
      ran: 'what you ran',
      planned: 'what is planned',
      change: 'a change to that day',
      prediction: 'a time prediction for it',
      pace: 'the pace to run it at',
      best: 'your best time over it',
      paces: 'your training paces',
    },
  },
  fr: {
    about: (what: string) => `J'ai compris ${what}, mais pas ce que vous voulez savoir.`,
    unsure: 'Je ne suis pas sûr de comprendre la question.',
    ask: "Parlez-vous de ce que vous avez couru, de ce qui est prévu, d'un changement de plan, de vos allures ou d'une course ?",
    or: 'ou',
    mean: (readings: string) => `Parlez-vous de ${readings} ?`,
    readings: {
      ran: 'ce que vous avez couru',
      planned: 'ce qui est prévu',
      change: 'un changement ce jour-là',
      prediction: 'une prédiction de temps',
      pace: "l'allure à tenir",
      best: 'votre record sur cette distance',
      paces: "vos allures d'entraînement",
    },
  },
  es: {
    about: (what: string) => `Entendí ${what}, pero no qué quieres saber.`,
    unsure: 'No estoy seguro de entender la pregunta.',
    ask: '¿Te refieres a lo que corriste, a lo planificado, a un cambio del plan, a tus ritmos o a una carrera?',
    or: 'o',
    mean: (readings: string) => `¿Te refieres a ${readings}?`,
    readings: {
      ran: 'lo que corriste',
      planned: 'lo planificado',
      change: 'un cambio ese día',
      prediction: 'una predicción de tiempo',
      pace: 'el ritmo al que correrla',
      best: 'tu mejor marca en esa distancia',
      paces: 'tus ritmos de entrenamiento',
    },
  },
  de: {
    about: (what: string) => `Ich habe ${what} verstanden, aber nicht, was du wissen möchtest.`,
    unsure: 'Ich bin nicht sicher, was du fragst.',
    ask: 'Meinst du, was du gelaufen bist, was geplant ist, eine Planänderung, deine Tempi oder ein Rennen?',
    or: 'oder',
    mean: (readings: string) => `Meinst du${readings.startsWith('was') ? ',' : ''} ${readings}?`,
    readings: {
      ran: 'was du gelaufen bist',
      planned: 'was geplant ist',
      change: 'eine Änderung an dem Tag',
      prediction: 'eine Zeitprognose dafür',
      pace: 'das Tempo dafür',
      best: 'deine Bestzeit über die Strecke',
      paces: 'deine Trainingstempi',
    },
  },
} as const

type Reading = keyof (typeof CLARIFY)['en']['readings']

/**
 * The two or three likeliest questions behind what was understood: a day gone by asks what
 * was run (or planned), a day ahead what is planned (or a change to it), a race its
 * prediction, pace or best time, a workout or a pace unit the training paces.
 */
function likelyReadings(turn: Turn): Reading[] {
  const { entities } = turn.understanding
  const start = entities.day ?? entities.period?.fromIso
  if (start !== undefined) return start > turn.today ? ['planned', 'change'] : ['ran', 'planned']
  if (entities.raceDistance) return ['prediction', 'pace', 'best']
  if (entities.workoutKind || entities.paceUnit) return ['paces', 'planned']
  return []
}

function either(words: (typeof CLARIFY)[keyof typeof CLARIFY], readings: string[]): string {
  if (readings.length <= 1) return readings.join('')
  return `${readings.slice(0, -1).join(', ')} ${words.or} ${readings[readings.length - 1]}`
}

/**
 * A message understood too little to answer: one short question back, naming what was
 * understood and offering its likeliest readings, instead of the whole menu.
 */
export function clarify(turn: Turn) {
  const words = CLARIFY[turn.understanding.language]
  const what = turn.understanding.understood
  const readings = likelyReadings(turn).map((reading) => words.readings[reading])
  const ask = readings.length > 0 ? words.mean(either(words, readings)) : words.ask
  return `${what ? words.about(`**${what}**`) : words.unsure} ${ask}`
}

const COURTESY = {
  greeting: {
    en: 'Hi! Ask me about your training, your plan, a race or how you feel.',
    fr: 'Bonjour ! Posez-moi une question sur votre entraînement, votre plan, une course ou votre forme.',
    es: '¡Hola! Pregúntame por tu entrenamiento, tu plan, una carrera o cómo te sientes.',
    de: 'Hallo! Frag mich zu deinem Training, deinem Plan, einem Rennen oder wie du dich fühlst.',
  },
  thanks: {
    en: "You're welcome! Ask me anything else about your running.",
    fr: 'Avec plaisir ! Demandez-moi autre chose sur votre course à pied.',
    es: '¡De nada! Pregúntame lo que quieras sobre tu entrenamiento.',
    de: 'Gern geschehen! Frag mich gern noch mehr zu deinem Training.',
  },
} as const

/** A greeting or a thank-you: a short reply in kind, not the list of questions. */
export function courtesy(turn: Turn, kind: 'greeting' | 'thanks') {
  return COURTESY[kind][turn.understanding.language]
}

type Courtesy = 'greeting' | 'thanks' | 'bye' | 'ack'

/**
 * Courtesy words and phrases, folded (lower case, no accents). A message made only of these is
 * courtesy whatever else the words could mean: "guten Morgen" is no question about tomorrow,
 * "merci, à demain" none about tomorrow's plan.
 */
const COURTESY_PHRASES: [Courtesy, string][] = [
  ['greeting', 'good morning|good afternoon|good evening|hi there|how are you|how are things'],
  [
    'greeting',
    "guten morgen|guten tag|guten abend|wie geht'?s|wie geht es dir|grüss gott|gruss gott",
  ],
  ['greeting', 'ca va|comment ca va|comment allez-vous'],
  ['greeting', 'buenos dias|buenas tardes|que tal|como estas|como va'],
  // Season's wishes: a greeting, not a question about New Year's Day or Christmas.
  [
    'greeting',
    "happy new year|happy holidays|merry christmas|merry xmas|season'?s greetings|frohes neues(?: jahr)?|gutes neues(?: jahr)?|frohe weihnachten|frohe feiertage|guten rutsch|bonne annee|meilleurs voeux|joyeux noel|joyeuses fetes|feliz ano nuevo|feliz ano|feliz navidad|felices fiestas|prospero ano nuevo",
  ],
  [
    'thanks',
    'thank you|thanks a lot|much appreciated|vielen dank|danke schon|merci beaucoup|muchas gracias|mil gracias|te lo agradezco|je vous remercie|je te remercie',
  ],
  [
    'bye',
    'good night|see you|see ya|talk later|speak soon|bis morgen|bis dann|bis bald|gute nacht|schonen abend|a demain|a plus|a bientot|bonne nuit|bonne soiree|bonne journee|hasta manana|hasta luego|hasta pronto|buenas noches|nos vemos',
  ],
  [
    'ack',
    "got it|sounds good|all right|alles klar|ok super|d'accord|ca marche|de acuerdo|muy bien",
  ],
]
const COURTESY_WORDS: Record<Courtesy, string[]> = {
  greeting: [
    'hi',
    'hello',
    'hey',
    'hiya',
    'howdy',
    'hallo',
    'servus',
    'moin',
    'bonjour',
    'salut',
    'coucou',
    'bonsoir',
    'hola',
    'buenas',
  ],
  thanks: ['thanks', 'thx', 'ty', 'cheers', 'danke', 'merci', 'gracias'],
  bye: ['bye', 'goodbye', 'ciao', 'tschuss', 'tschus', 'adios', 'later', 'cya'],
  ack: [
    'ok',
    'okay',
    'okey',
    'cool',
    'great',
    'nice',
    'perfect',
    'alright',
    'awesome',
    'super',
    'prima',
    'top',
    'parfait',
    'genial',
    'vale',
    'perfecto',
    'entendido',
    'bien',
    'gut',
    'klasse',
  ],
}
/** Words that may stand beside courtesy without making it a question. */
const FILLER = new Set([
  'coach',
  'trainer',
  'entrenador',
  'entraineur',
  'and',
  'und',
  'et',
  'y',
  'so',
  'very',
  'much',
  'again',
  'dir',
  'toi',
  'vous',
  'you',
  'tu',
  'oh',
  'ah',
  'well',
  'also',
  'pues',
  'bueno',
  'alors',
  'mate',
  'buddy',
  'again',
  'noch',
  'mal',
  'again',
  'a',
  'lot',
  'lots',
  'for',
  'that',
  'this',
  'the',
  'info',
  'help',
  'fur',
  'pour',
  'por',
  'todo',
  'tout',
  'alles',
  'all',
  'everything',
])

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
}

/** The kind of courtesy a message is made of, or null when it says anything else. */
export function courtesyKind(text: string): Courtesy | null {
  let rest = ` ${fold(text).replace(/[^\p{L}\p{N}' -]+/gu, ' ')} `
  const found = new Set<Courtesy>()
  for (const [kind, phrases] of COURTESY_PHRASES) {
    const re = new RegExp(` (?:${phrases}) `, 'g')
    while (re.test(rest)) {
      found.add(kind)
      rest = rest.replace(new RegExp(` (?:${phrases}) `), ' ')
      re.lastIndex = 0
    }
  }
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    const kind = (Object.keys(COURTESY_WORDS) as Courtesy[]).find((k) =>
      COURTESY_WORDS[k].includes(word)
    )
    if (kind) found.add(kind)
    else if (!FILLER.has(word)) return null
  }
  if (found.size === 0) return null
  for (const kind of ['bye', 'thanks', 'greeting', 'ack'] as const) if (found.has(kind)) return kind
  return null
}

const MORE_COURTESY = {
  bye: {
    en: 'See you! Ask me whenever you want to look at your training or your plan.',
    fr: 'À bientôt ! Revenez quand vous voulez parler de votre entraînement ou de votre plan.',
    es: '¡Hasta luego! Pregúntame cuando quieras sobre tu entrenamiento o tu plan.',
    de: 'Bis bald! Frag mich jederzeit zu deinem Training oder deinem Plan.',
  },
  ack: {
    en: 'Good. Ask me whenever you want to know more about your training or your plan.',
    fr: 'Très bien. Demandez-moi quand vous voulez en savoir plus sur votre entraînement ou votre plan.',
    es: 'Perfecto. Pregúntame cuando quieras saber más de tu entrenamiento o tu plan.',
    de: 'Gut. Frag mich jederzeit, wenn du mehr zu deinem Training oder deinem Plan wissen willst.',
  },
} as const

/** Weather forecasts: asked in words a data question shares ("quel temps", "qué tiempo"). */
const WEATHER =
  /\b(?:what'?s|how'?s|how is|what is) the weather\b|\bweather (?:forecast|tomorrow|today|tonight|on|this|next|be like|going to be)\b|\bforecast\b|\bwill it (?:rain|snow)\b|\bwie wird das wetter\b|\bwetter (?:morgen|heute|am|fur|diese|nachste)|\bwettervorhersage|\bwird es (?:regnen|schneien)|\bmeteo\b|\bquel temps (?:fera|fait|va)|\bva-t-il (?:pleuvoir|neiger)|\bva pleuvoir\b|\bque tiempo (?:hara|hace|va a hacer)|\bel tiempo (?:de|para) (?:manana|hoy|el|la)|\bva a llover\b|\bpronostico\b/
/** "Who are you", "are you a bot". */
const WHO =
  /^(?:and )?(?:who|what) are you\b|\bare you (?:a |an )?(?:bot|robot|ai|human|real)\b|\bwer bist du\b|\bbist du (?:ein )?(?:bot|roboter|mensch|ki)\b|\bqui (?:es-tu|etes-vous|es tu|etes vous)\b|\bt'es qui\b|\bvous etes qui\b|\bquien eres\b|\beres (?:un )?(?:bot|robot|humano|una ia)\b/

const ASIDES = {
  weather: {
    en: "I can't see weather forecasts: check a weather app. What I can do is adapt the run to it: in the heat go easier, earlier or later in the day and drink; in the cold warm up indoors and dress in layers.",
    fr: "Je n'ai pas accès à la météo : consultez une application météo. Je peux en revanche adapter la sortie : par forte chaleur, courez plus facile, tôt ou tard, et buvez ; par froid, échauffez-vous à l'intérieur et habillez-vous en couches.",
    es: 'No puedo ver la previsión del tiempo: mira una app del tiempo. Lo que sí puedo es adaptar la salida: con calor, más suave, temprano o tarde, y bebe; con frío, calienta dentro y vístete por capas.',
    de: 'Wettervorhersagen sehe ich nicht: schau in eine Wetter-App. Ich kann aber den Lauf anpassen: bei Hitze lockerer, früh oder spät am Tag und genug trinken; bei Kälte drinnen aufwärmen und in Schichten anziehen.',
  },
  who: {
    en: "I'm your offline running coach: I answer from your own activities, plan and profile, without an AI model.",
    fr: "Je suis votre coach de course hors ligne : je réponds à partir de vos activités, de votre plan et de votre profil, sans modèle d'IA.",
    es: 'Soy tu entrenador de running sin conexión: respondo con tus actividades, tu plan y tu perfil, sin un modelo de IA.',
    de: 'Ich bin dein Offline-Lauf-Coach: Ich antworte aus deinen Aktivitäten, deinem Plan und deinem Profil, ohne KI-Modell.',
  },
} as const

/**
 * Small talk answered before any skill, because its words look like a question they are not:
 * a message made only of courtesy ("guten Morgen", "merci, à demain", "ok cool"), a weather
 * forecast, "who are you". Null otherwise, and always while a proposal waits for a yes or no.
 */
export function answerSmallTalkFirst(turn: Turn): string | null {
  const { understanding, thread } = turn
  if (understanding.proposalId || thread.proposalId) return null
  const language = understanding.language
  const kind = courtesyKind(turn.question)
  if (kind === 'greeting' || kind === 'thanks') return COURTESY[kind][language]
  if (kind) return MORE_COURTESY[kind][language]
  const folded = fold(turn.question)
  if (WEATHER.test(folded)) return ASIDES.weather[language]
  if (WHO.test(folded.trim()))
    return [ASIDES.who[language], '', t(language, 'whatICanDo'), ...capabilities(language)].join(
      '\n'
    )
  return null
}
