/*
 * The offline coach's intent detection: a table of intents, each with the phrases that signal
 * it in English, French, Spanish and German and a weight per phrase. A message scores every
 * intent (the sum of the phrases it contains) and the highest score wins; on a tie the intent
 * listed first wins, so safety-relevant intents (prompt injection, illness, injury) come
 * first. Slots (days, minutes, a distance, a body site) are read by small parsers, dates by
 * app/coach/offline/dates.ts. Red flags (app/coach/safety.ts) are checked before all of this.
 * Deterministic, no model; the design is in docs/decisions/028-offline-coach-engine.md.
 */
import { daysIn, minutesIn, daysAhead } from '#coach/understanding/amounts'
import { injurySiteIn, symptomsIn } from '#coach/understanding/body'
import { DEFINITION, metricIn, TERMS } from '#coach/understanding/terms'

import type { Intent, IntentType, RaceDistance } from '#coach/offline/skill'

/** Phrase → weight. Phrases are regular-expression fragments matched as whole words. */
type Phrases = Record<string, number>

/** In priority order (first wins a tie). */
const TABLE: [IntentType, Phrases][] = [
  [
    'injection',
    {
      'system prompt': 5,
      'your (instructions|prompt|rules)': 4,
      'ignore (all |the |your )?(previous|prior|above)': 5,
      'ignore your': 4,
      'developer mode': 4,
      'jailbreak': 5,
      'pretend (you are|to be)': 3,
      'you are now': 3,
      'another (user|athlete)': 4,
      "(other|someone else's|another user's) (data|runs|activities|plan)": 4,
      'user (id )?\\d+': 4,
      'without (the )?preview': 4,
      'apply (it|the change|the revision) (yourself|directly|now)': 3,
      'delete my (plan|account|data)': 4,
      'api key': 4,
      'prompt syst[eè]me': 5,
      'tes instructions': 4,
      'instrucciones': 4,
      'systemprompt': 5,
      'anweisungen': 4,
      'developer (message|mode)': 5,
      'print (your|the) (instructions|prompt|rules|system)': 5,
      'reveal (your|the)': 4,
      'forget (your|all|the) (rules|instructions)': 5,
      'other users': 4,
    },
  ],
  [
    'illness',
    {
      'sick': 3,
      'ill': 2,
      'illness': 3,
      'flu': 3,
      'a cold': 3,
      'head cold': 3,
      'cold': 1,
      'fever': 3,
      'covid': 3,
      'unwell': 3,
      'under the weather': 3,
      'not feeling well': 3,
      'stomach bug': 3,
      'virus': 2,
      'runny nose': 3,
      'sore throat': 3,
      'stuffy nose': 3,
      'blocked nose': 3,
      'sneezing': 2,
      'chest cold': 3,
      'cough(ing)?': 2,
      'malade': 3,
      'rhume': 3,
      'grippe': 3,
      'fi[eè]vre': 3,
      'nez qui coule': 3,
      'mal [aà] la gorge': 3,
      'enferm[oa]': 3,
      'resfriad[oa]': 3,
      'resfr[ií]o': 3,
      'gripe': 3,
      'fiebre': 3,
      'krank': 3,
      'erk[aä]ltung': 3,
      'erk[aä]ltet': 3,
      'fieber': 3,
      'schnupfen': 3,
    },
  ],
  [
    'injury',
    {
      'injur(y|ed|ies)': 3,
      'hurts?': 2,
      'hurting': 2,
      'pain': 2,
      'painful': 2,
      'sore': 1,
      'aches?': 1,
      'sprain(ed)?': 3,
      'strain(ed)?': 2,
      'shin splints?': 3,
      'tendinitis': 3,
      'tendinopathy': 3,
      'plantar': 3,
      'it band': 3,
      'itb': 3,
      'stress fracture': 3,
      '(my|sore) (knee|ankle|achilles|hip|calf|hamstring|foot|back|shin|heel)': 2,
      'bless[ée]e?': 3,
      'douleur': 3,
      "j'ai mal": 3,
      'mal au genou': 3,
      'lesi[oó]n': 3,
      'lesionad[oa]': 3,
      'dolor': 3,
      'me duele': 3,
      'verletzt': 3,
      'verletzung': 3,
      'schmerz(en)?': 3,
      'tut weh': 3,
    },
  ],
  [
    'overtraining',
    {
      'over-?train(ing|ed)?': 4,
      'overreach(ing)?': 4,
      'always tired': 3,
      'tired all the time': 3,
      'constantly tired': 3,
      'heavy legs': 2,
      'legs (feel|are) heavy': 2,
      'burn(ing|t)? out': 3,
      'getting slower': 2,
      'performance (is )?(dropping|declining|worse)': 3,
      'surentra[iî]nement': 4,
      'sobreentrenamiento': 4,
      '[uü]bertraining': 4,
    },
  ],
  [
    'acwr',
    {
      'overdo(ing)?': 3,
      'too much': 2,
      'doing too much': 3,
      'ramp(ing)? up': 3,
      'injury risk': 3,
      'risk of injury': 3,
      'am i pushing': 2,
      'acwr': 4,
      'acute[\\s:/-]*(to[\\s-]*)?chronic': 4,
      'workload ratio': 4,
      'training load': 1,
    },
  ],
  [
    'readiness',
    {
      'ready (for|to race|to run)': 4,
      'am i ready': 4,
      'race (a|the|my) (5 ?k|10 ?k|half|marathon)': 3,
      'racing (a|the|my)': 3,
      'race in': 2,
      "i'?m (racing|running) (a|the)": 2,
      'signed up for': 2,
      'pr[eê]t pour': 4,
      'listo para': 4,
      'lista para': 4,
      'bereit f[uü]r': 4,
    },
  ],
  [
    'fuelling',
    {
      'fuel(l?ing)?': 4,
      'gels?': 3,
      'carbs?': 3,
      'carbohydrates?': 3,
      'carb[- ]?load(ing)?': 4,
      'hit(ting)? the wall': 4,
      'bonk(ing)?': 4,
      'what (should i|to) eat': 3,
      'eat (before|during)': 3,
      'nutrition': 3,
      'ravitaillement': 4,
      'glucides': 4,
      'manger': 3,
      'alimentaci[oó]n': 4,
      'carbohidratos': 4,
      'comer': 3,
      'ern[aä]hrung': 4,
      'ern[aä]hren': 4,
      'kohlenhydrate': 4,
      'essen': 2,
    },
  ],
  [
    'hydration',
    {
      'hydrat(e|ion|ed)': 4,
      'how much (water|fluid)': 4,
      'drink(ing)?': 2,
      'electrolytes?': 3,
      'sweat rate': 3,
      'boire': 3,
      'beber': 3,
      'trinken': 3,
    },
  ],
  [
    'sleep',
    {
      'sleep(ing)?': 4,
      'slept': 4,
      'insomnia': 4,
      'nap(s|ping)?': 2,
      'sommeil': 4,
      'dormi': 3,
      'dormir': 4,
      'sueño': 4,
      'schlaf(en)?': 4,
      'geschlafen': 4,
    },
  ],
  [
    'travel',
    {
      'travel(l?ing)?': 4,
      'trip': 4,
      'away': 3,
      'vacation': 3,
      'holiday': 3,
      'business trip': 3,
      'conference': 3,
      'from (monday|tuesday|wednesday|thursday|friday|saturday|sunday) (to|until|till) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)': 3,
      'en voyage': 3,
      'voyage': 3,
      'vacances': 3,
      'de viaje': 3,
      'viaje': 3,
      'vacaciones': 3,
      'reise': 3,
      'verreist': 3,
      'urlaub': 3,
      'dienstreise': 3,
    },
  ],
  [
    'short_on_time',
    {
      'short on time': 4,
      'busy': 3,
      'no time': 3,
      'little time': 3,
      'not much time': 3,
      'pressed for time': 3,
      'only (have|got) (\\d+|an|one|half)': 3,
      'only \\d+ ?(min|minutes)': 3,
      'only (have|got) \\d+ ?(min|mins|minutes)': 4,
      'limited time': 3,
      '\\d+ ?(min|minutes) max': 3,
      'peu de temps': 3,
      'pas le temps': 3,
      'seulement \\d+': 3,
      'poco tiempo': 3,
      'solo tengo': 3,
      'wenig zeit': 3,
      'nur \\d+': 3,
    },
  ],
  [
    'pace_convert',
    {
      '\\d+(:\\d{2})? ?(min(utes?)?|mins)? ?(per|a|/) ?(mile|mi|km|kilometre|kilometer)\\b.*\\b(in|to|per|as) (km|kilometres?|kilometers?|miles?|mi)': 6,
      'convert': 2,
    },
  ],
  [
    'frequency',
    {
      '(two|2|three|3) days in a row': 5,
      'back[- ]to[- ]back (days|runs)': 5,
      'consecutive days': 5,
      '(run|running) every ?day': 5,
      'how many (days|runs|times) (a|per) week': 5,
      'deux jours de suite': 5,
      'dos d[ií]as seguidos': 5,
      'zwei tage hintereinander': 5,
    },
  ],
  [
    'swap_days',
    {
      "(swap|switch|trade|exchange) (today|tomorrow)'?s? (run|workout|session)?\\s*(with|and|for) (today|tomorrow)": 8,
      "(do|run) tomorrow'?s (run|workout|session) today": 8,
    },
  ],
  [
    'skip_day',
    {
      "(can'?t|cannot|won'?t be able to|unable to|not able to) (run|train|make it|do (it|my|the|today|tomorrow))": 4,
      'skip (today|tomorrow|my|the|this)': 7,
      '(rest|off) day (today|tomorrow|on)': 4,
      'give me (a )?(rest|day off)': 5,
      'day off': 3,
      '(no|not) (running|run|training) (today|tomorrow)': 4,
      'je ne peux pas courir': 4,
      'no puedo correr': 4,
      'kann (morgen |heute )?nicht (laufen|trainieren)': 4,
    },
  ],
  [
    'volume',
    {
      '(increase|raise|build|boost|up|bump up|more) (my |the )?(weekly )?(mileage|volume|kilometres|kilometers|km|miles|distance)': 6,
      '(reduce|lower|decrease|cut|cut back|less|drop) (on )?(my |the )?(weekly )?(mileage|volume|kilometres|kilometers|km|miles|distance)': 6,
      '(run|running) more (miles|km|kilometres|often)': 5,
      'more (mileage|volume)': 5,
      'augmenter (mon )?(kilom[eé]trage|volume)': 6,
      'aumentar (mi )?(kilometraje|volumen)': 6,
      '(umfang|kilometer) (erh[oö]hen|steigern)': 6,
    },
  ],
  [
    'missed_workout',
    {
      'missed': 4,
      'skipped': 4,
      "didn'?t (run|do|make|manage)": 3,
      "couldn'?t (run|do|make)": 3,
      'did not (run|do)': 3,
      'raté': 3,
      'manqu[eé]': 3,
      'me salt[eé]': 3,
      'verpasst': 3,
      'ausgelassen': 3,
    },
  ],
  [
    'move_long_run',
    {
      '(move|shift|swap|reschedule|put|change) (my |the )?long run': 5,
      'long run (to|on|onto) (mon|tue|wed|thu|fri|sat|sun|today|tomorrow)': 5,
      '(do|run) (my|the) long run (on|to)': 5,
      'd[eé]placer (ma )?sortie longue': 5,
      'mover (mi )?tirada larga': 5,
      'langen lauf (auf|verschieben)': 5,
    },
  ],
  [
    'plan_intensity',
    {
      '(make|making) (my |the )?(plan|training|week|workouts) (harder|tougher|more challenging|easier|lighter|less hard)': 6,
      '(plan|training) (is |feels )?(too easy|too hard|too much|too tough)': 5,
      '(harder|tougher|easier|lighter) (plan|training)': 5,
      'more challenging': 3,
      'take it easier': 5,
      'too easy': 4,
      'push (harder|more)': 5,
      'go harder': 5,
      'plus difficile': 5,
      'plus facile': 5,
      'm[aá]s dif[ií]cil': 5,
      'm[aá]s f[aá]cil': 5,
      'schwerer': 5,
      'leichter': 5,
    },
  ],
  [
    'compare_months',
    {
      'compare': 3,
      'compared to': 3,
      'versus': 2,
      'vs\\.?': 2,
      'this month': 2,
      'last month': 2,
      'comparer': 3,
      'comparar': 3,
      'vergleich(en)?': 3,
      'this week (to|vs\\.?|versus|compared)': 3,
    },
  ],
  [
    'history',
    {
      'what did i (run|do)': 5,
      'how (was|were|did) (my|the) (week|month|runs|training|last)': 5,
      '(past|last) (\\d+|two|three|four|five|six|seven|eight) (days|weeks)': 3,
      'how (far|much|long) did i run': 5,
      'how many (km|kilometres|kilometers|miles|runs)': 4,
      'did i run': 3,
      'total distance': 4,
      'so far': 2,
      'average pace': 2,
      'days? ago': 4,
      '(miles|km|kilometres|kilometers) did i': 4,
      'log(ged)?': 2,
      'my last run': 4,
      'longest run': 4,
      'last (monday|tuesday|wednesday|thursday|friday|saturday|sunday)': 4,
      'yesterday': 1,
      'last week': 2,
      "qu'?ai-je couru": 5,
      "j'ai couru": 4,
      'qu[eé] corr[ií]': 5,
      'cu[aá]nto corr[ií]': 5,
      'was bin ich': 4,
      'gelaufen': 4,
    },
  ],
  [
    'plan_lookup',
    {
      "what'?s (on|planned|scheduled|next)": 3,
      '(this|next) week': 1,
      'my plan for': 4,
      "what'?s my long run": 4,
      'next (hard|key) (session|workout)': 4,
      'when is my (next )?(long run|race|tempo|interval)': 4,
      'tomorrow': 2,
      'this weekend': 2,
      'demain': 2,
      'mañana': 1,
      'morgen': 2,
    },
  ],
  [
    'zones',
    {
      'zones?': 4,
      'heart rate': 4,
      'hr zones?': 4,
      'fr[eé]quence cardiaque': 3,
      'zonas': 4,
      'herzfrequenz': 3,
    },
  ],
  [
    'easy_pace',
    {
      'easy (run|runs|pace)': 3,
      'how (fast|slow) should (my )?easy': 5,
      'allure (facile|endurance)': 5,
      'footing': 3,
      'ritmo (suave|f[aá]cil)': 5,
      'rodaje': 3,
      'lockere?n? (l[aä]ufe?|tempo)': 5,
      'locker (laufen|l[aä]ufe?)': 5,
      'grundlagen': 3,
    },
  ],
  [
    'training_paces',
    {
      'paces?': 3,
      'how fast should': 2,
      'allures?': 3,
      'ritmos?': 3,
      'pace-?bereiche': 3,
      'trainingstempo': 3,
    },
  ],
  [
    'race_prediction',
    {
      'predict(ion|ed)?': 4,
      'race time': 4,
      'finish time': 4,
      'could i run': 3,
      'can i run a': 3,
      'how fast (could|can|would) i': 4,
      '(break|under|sub[- ]?)\\s?\\d+': 3,
      '(5 ?k|10 ?k|half|marathon) time': 3,
      'pr[eé]diction': 4,
      'en combien': 3,
      'quel temps': 3,
      'predicci[oó]n': 4,
      'qu[eé] tiempo': 3,
      'prognose': 4,
      'welche zeit': 3,
      'endzeit': 3,
    },
  ],
  [
    'motivation',
    {
      'motivat(ed|ion|e)': 4,
      "can'?t be bothered": 4,
      "don'?t feel like running": 4,
      'lazy': 3,
      'give up': 3,
      'bored': 2,
      'pas motiv[ée]e?': 4,
      'motivaci[oó]n': 4,
      'motivier(t|en)': 4,
      'keine lust': 4,
    },
  ],
  [
    'today',
    {
      'today': 2,
      "today'?s": 3,
      'tonight': 2,
      'this morning': 2,
      'what should i (run|do)': 3,
      'workout': 1,
      'session': 1,
      "aujourd'?hui": 3,
      's[eé]ance': 2,
      'hoy': 3,
      'entrenamiento': 1,
      'heute': 3,
    },
  ],
  [
    'progress',
    {
      'how am i (doing|going|getting on)': 5,
      'progress': 3,
      'trend': 2,
      'fitness': 2,
      'improving': 3,
      'getting (fitter|faster|better)': 3,
      "how'?s my training": 4,
      'how is my training': 4,
      'going well': 4,
      'on track': 3,
      'comment je vais': 5,
      'o[uù] j.en suis': 5,
      'progr[eè]s': 4,
      'ma forme': 4,
      'c[oó]mo voy': 5,
      'c[oó]mo va': 5,
      'progreso': 4,
      'mi forma': 4,
      'wie (geht es|l[aä]uft)': 4,
      'fortschritt': 4,
      'meine form': 4,
    },
  ],
]

/** A letter of the four languages or a digit (a whole-word boundary; Unicode property classes made matching slow). */
const WORD_CHAR = '[a-z0-9à-öø-ÿœß]'

const COMPILED = TABLE.map(
  ([type, phrases]) =>
    [
      type,
      Object.entries(phrases).map(
        ([phrase, weight]) =>
          [new RegExp(`(?<!${WORD_CHAR})(?:${phrase})(?!${WORD_CHAR})`, 'i'), weight] as const
      ),
    ] as const
)

/** Each intent's score for a message (the phrases it contains, weighted). */
export function intentScores(text: string): Map<IntentType, number> {
  const scores = new Map<IntentType, number>()
  for (const [type, patterns] of COMPILED) {
    let score = 0
    for (const [pattern, weight] of patterns) if (pattern.test(text)) score += weight
    if (score > 0) scores.set(type, score)
  }
  return scores
}

function distanceIn(text: string): RaceDistance | null {
  if (/\b(half|semi|halbmarathon|medio)/i.test(text)) return 'half'
  if (/\bmarat(h)?[oó]n/i.test(text)) return 'marathon'
  if (/\b10 ?(k|km)\b/i.test(text)) return '10k'
  if (/\b5 ?(k|km)\b/i.test(text)) return '5k'
  return null
}

const WEEKDAY_PATTERNS: [RegExp, number][] = [
  [/\bmon(day)?\b/i, 1],
  [/\btue(s|sday)?\b/i, 2],
  [/\bwed(nesday)?\b/i, 3],
  [/\bthu(rs|rsday)?\b/i, 4],
  [/\bfri(day)?\b/i, 5],
  [/\bsat(urday)?\b/i, 6],
  [/\bsun(day)?\b/i, 7],
]

export function matchIntent(raw: string): Intent {
  const text = raw.replace(/[’‘`]/g, "'").replace(/\s+/g, ' ')
  const scores = intentScores(text)
  const metric = metricIn(text)
  const term = TERMS.find(([pattern]) => pattern.test(text))?.[1] ?? null
  const definition = DEFINITION.test(text)

  // Definitions first: "what is a tempo run?", "what does form mean?".
  if (definition && !/\bhow am i\b/i.test(text)) {
    const strong = [...scores.entries()].filter(
      ([type, score]) =>
        score >= 4 &&
        [
          'injection',
          'illness',
          'injury',
          'fuelling',
          'sleep',
          'hydration',
          'overtraining',
        ].includes(type)
    )
    if (strong.length === 0) {
      if (metric && !/\bmy (fitness|form|fatigue|vdot)\b(?! mean)/i.test(text))
        return { type: 'explain_metric', metric }
      if (
        term &&
        !/\bmy\b.*\b(pace|tempo pace|threshold pace)\b|\bpace for\b|\bwhat pace\b/i.test(text) &&
        !/\b(when|what'?s) (is )?my\b/i.test(text)
      )
        return { type: 'term', term }
    }
  }

  let best: IntentType = 'unknown'
  let bestScore = 0
  for (const [type] of TABLE) {
    const score = scores.get(type) ?? 0
    if (score > bestScore) {
      best = type
      bestScore = score
    }
  }
  // Away with little time is a trip with a cap on sessions, not a short week at home.
  if (best === 'short_on_time' && (scores.get('travel') ?? 0) >= 3) best = 'travel'
  // "Can't run, I'm sick / away / injured": the reason decides, not the missed day.
  if (best === 'skip_day') {
    const reason = (['illness', 'injury', 'travel'] as const)
      .map((type) => [type, scores.get(type) ?? 0] as const)
      .filter(([, score]) => score >= 3)
      .sort((a, b) => b[1] - a[1])[0]
    if (reason) best = reason[0]
  }
  // "cold" alone is weather more often than illness.
  if (best === 'illness' && bestScore < 2) best = 'unknown'
  if (
    best === 'compare_months' &&
    !/month|mois|mes|monat|week|semaine|semana|woche|january|february|march|april|june|july|august|september|october|november|december/i.test(
      text
    )
  )
    best = (scores.get('history') ?? 0) > 0 ? 'history' : 'unknown'
  if (best === 'unknown' && metric === 'acwr') return { type: 'acwr' }
  if (best === 'unknown' && metric) return { type: 'explain_metric', metric }
  if (best === 'unknown' && term) return { type: 'term', term }

  switch (best) {
    case 'illness':
      return { type: 'illness', days: daysIn(text), symptoms: symptomsIn(text) }
    case 'injury':
      return { type: 'injury', days: daysIn(text), site: injurySiteIn(text) }
    case 'travel':
      return {
        type: 'travel',
        days: daysIn(text),
        minutes: minutesIn(text),
        noRunning:
          /\b(no|can'?t|cannot|won'?t be able to|unable to) (run|running|train)/i.test(text) ||
          /\bno running\b/i.test(text),
      }
    case 'short_on_time':
      return {
        type: 'short_on_time',
        minutes: minutesIn(text),
        scope:
          /\b(today|tonight|this morning|tomorrow|aujourd'?hui|hoy|heute|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|long run/i.test(
            text
          ) && !/\b(this|the) week|semaine|semana|woche/i.test(text)
            ? 'day'
            : 'week',
      }
    case 'move_long_run': {
      const after = text.split(/\blong run\b/i)[1] ?? text
      const weekday = WEEKDAY_PATTERNS.find(([pattern]) => pattern.test(after))?.[1] ?? null
      const relative = /\btomorrow\b/i.test(after)
        ? 'tomorrow'
        : /\btoday\b/i.test(after)
          ? 'today'
          : null
      return { type: 'move_long_run', weekday, relative }
    }
    case 'volume':
      return {
        type: 'volume',
        direction:
          /\b(reduce|lower|decrease|cut|less|drop)\b|r[eé]duire|reducir|reduzieren|senken/i.test(
            text
          )
            ? 'down'
            : 'up',
      }
    case 'plan_intensity':
      return {
        type: 'plan_intensity',
        direction:
          /\b(easier|lighter|less hard|too hard|too much|too tough)\b|plus facile|m[aá]s f[aá]cil|leichter/i.test(
            text
          )
            ? 'easier'
            : 'harder',
      }
    case 'readiness':
      return { type: 'readiness', distance: distanceIn(text), daysAhead: daysAhead(text) }
    case 'race_prediction':
      return { type: 'race_prediction', distance: distanceIn(text) }
    case 'explain_metric':
      return { type: 'explain_metric', metric: metric ?? 'fitness' }
    case 'training_paces':
      return /\beasy\b/i.test(text) ? { type: 'easy_pace' } : { type: 'training_paces' }
    case 'unknown':
      return { type: 'unknown' }
    case 'term':
      return { type: 'term', term: term ?? 'easy' }
    default:
      return { type: best } as Intent
  }
}
