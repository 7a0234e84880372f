/*
 * Red-flag symptoms: checked on every message before any coach (offline or a model) answers.
 * A match gets "stop and see a doctor" first, and no model is called for that message.
 * The list follows common exercise-safety guidance (e.g. the ACSM pre-participation
 * screening's warning signs): chest pain or pressure, fainting or near-fainting, shortness
 * of breath at rest or out of proportion, palpitations / irregular heartbeat, severe
 * dizziness, and signs of heat illness or stroke (docs/coach.md#red-flags).
 *
 * English, German, French and Spanish. Patterns run on a folded text (lower case, accents
 * removed, one kind of apostrophe), so they are written without accents. What is deliberately
 * NOT a red flag, because runners say it every day, is listed in docs/coach.md#red-flags and
 * pinned by tests/unit/coach/safety.spec.ts: chest straps, heart-rate zones, a heart pounding
 * during intervals, being out of breath on a hill, and "passed out on the sofa" (fell asleep).
 */

export type RedFlag =
  | 'chest_pain'
  | 'fainting'
  | 'breathless_at_rest'
  | 'palpitations'
  | 'severe_dizziness'
  | 'heat_illness'
  | 'stroke_signs'
  | 'bleeding'

/** At rest, in each language: "sitting", "au repos", "en reposo", "in Ruhe". */
const AT_REST =
  '\\b(at rest|while resting|when resting|resting|sitting( down| still)?|lying( down)?|in bed|asleep|at night|not running|doing nothing|for no reason|in ruhe|im sitzen|im liegen|nachts|ohne grund|au repos|assise?|allongee?|la nuit|sans raison|en reposo|sentad[oa]|acostad[oa]|por la noche|sin motivo)\\b'

/** Dizzy or light-headed, in each language. */
const DIZZY =
  '\\b(dizzy|light-?headed|woozy|schwindelig|schwindlig|schwindel|etourdi|vertiges?|la tete qui tourne|mareado|mareada|mareos?|me maree|me mareo)\\b'
/** A racing or pounding heart, in each language. */
const RACING =
  "\\b(heart (is |was |keeps |started )?(racing|pounding)|herzrasen|herzklopfen|herz (rast|raste|hammert)|coeur (qui )?(s'emballe|s'est emballe|bat tres vite|battait tres vite)|corazon (muy )?(acelerado|a mil|se acelero|latia muy rapido)|(se me )?acelera(ba)? el corazon|corazon se me acelera(ba)?)"

const RED_FLAGS: { flag: RedFlag; pattern: RegExp; label: string }[] = [
  {
    flag: 'chest_pain',
    pattern: new RegExp(
      [
        // English
        '\\bchest\\s+(pain|pains|tightness|pressure|hurts?|hurting)\\b|\\bpains? in (my|the) chest\\b|\\bchest (is|feels|felt|was) (tight|heavy|crushed)|\\b(tight|heavy|crushing) (feeling in )?(my |the )?chest\\b',
        // German: Brustschmerzen, Schmerzen in der Brust, Engegefühl / Druck auf der Brust
        '\\bbrustschmerz|\\bschmerz(en)? (in|auf) der brust\\b|\\bengegefuhl in der brust|\\bdruck auf der brust|\\bbrust (tut|tat) weh|\\bbrustenge\\b|\\bstechen in der brust',
        // French: douleur thoracique, douleur à la poitrine, oppression / serrement
        '\\bdouleurs? (thoracique|dans la poitrine|a la poitrine|au thorax)|\\bmal (a|dans) la poitrine|\\b(oppression|serrement|pression) (thoracique|dans la poitrine|sur la poitrine)|\\bpoitrine (serree|oppressee)',
        // Spanish: dolor en el pecho, dolor torácico, opresión / presión en el pecho
        '\\bdolor(es)? (en el pecho|toracico|de pecho)|\\b(opresion|presion|punzada) (en el|del) pecho|\\bme duele el pecho|\\bpecho apretado',
      ].join('|'),
      'i'
    ),
    label: 'chest pain or pressure',
  },
  {
    flag: 'fainting',
    pattern: new RegExp(
      [
        // "passed out on the sofa / in bed / for ten hours" is sleep, not a faint.
        // "A faint ache", "my pace collapsed", "passing out water" are not a faint.
        '\\b(fainted|fainting|feel(ing)? faint|felt faint|black(ed)? out|blacking out|lost consciousness)\\b|\\b(i|almost|nearly|then) collapsed\\b|\\bcollapsed (at|after|during|on|near) (the |my )?(finish|line|race|run|track)|\\bpass(ed|ing)? out\\b(?! (on|in|onto) (the |my )?(sofa|couch|bed)| for \\d+ hours| asleep| early| (water|cups|gels|medals|flyers|bibs))',
        // "mit dem Fuß umgekippt" is a rolled ankle, "das Tempo ist zusammengebrochen" a bad race.
        '\\bohnmacht|\\bohnmachtig|\\bbewusstlos|\\bbin\\b[^.?!]{0,30}\\b(kollabiert|zusammengebrochen)',
        "\\bevanoui|\\bperdu connaissance|\\bsyncope|\\bfait un malaise|\\bj'ai eu un malaise|\\bme suis effondre",
        '\\bdesmay|\\bperdi el conocimiento|\\bperdi la consciencia|\\bme colapse|\\bme he colapsado|\\bsincope',
      ].join('|'),
      'i'
    ),
    label: 'fainting',
  },
  {
    flag: 'breathless_at_rest',
    pattern: new RegExp(
      [
        `\\b(short(ness)? of breath|can'?t (catch my )?breathe?|breathless|struggling to breathe)\\b[^.?!]*${AT_REST}`,
        `${AT_REST}[^.?!]*\\b(short(ness)? of breath|breathless|can'?t breathe)\\b`,
        `\\b(atemnot|kurzatmig|bekomme (keine|kaum) luft|kriege (keine|kaum) luft)\\b[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\b(atemnot|kurzatmig|keine luft)\\b`,
        `\\b(essouffle|souffle court|du mal a respirer|manque d'air)[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\b(essouffle|souffle court|du mal a respirer)`,
        `\\b(falta de aire|me falta (el )?aire|me ahogo|no puedo respirar|dificultad para respirar|sin aliento)[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\b(falta de aire|me falta (el )?aire|me ahogo|no puedo respirar|dificultad para respirar)`,
      ].join('|'),
      'i'
    ),
    label: 'shortness of breath at rest',
  },
  {
    flag: 'palpitations',
    pattern: new RegExp(
      [
        // A heart that races or pounds during intervals is normal; at rest it is not.
        '\\b(heart (is |was )?(skipping|fluttering|skips|flutters)|palpitations?|irregular heart ?beat|arrhythmia|heart (rhythm|beat) (is |was )?(irregular|all over the place))\\b',
        `\\bheart (is |was |keeps )?(racing|pounding)\\b[^.?!]*${AT_REST}`,
        // A racing heart with dizziness, in any order and at any effort, is a warning sign.
        `${DIZZY}[^.?!]*${RACING}|${RACING}[^.?!]*${DIZZY}`,
        `\\bherzstolpern|\\bherzrhythmusstorung|\\bunregelmassige[rn]? herzschlag|\\bherzrasen\\b[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\bherzrasen`,
        `\\barythmie|\\bbattements? (du coeur )?irreguliers?|\\bcoeur (qui )?(s'emballe|bat la chamade)[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\bcoeur (qui )?s'emballe`,
        `\\bpalpitaciones|\\barritmia|\\blatidos irregulares|\\bcorazon (muy )?acelerado[^.?!]*${AT_REST}|${AT_REST}[^.?!]*\\bcorazon (muy )?acelerado`,
      ].join('|'),
      'i'
    ),
    label: 'palpitations',
  },
  {
    flag: 'severe_dizziness',
    pattern: new RegExp(
      [
        `\\b(severe|extreme) (dizziness|headache)\\b|\\bdizzy\\b[^.?!]*(${AT_REST}|\\bwon'?t stop\\b)`,
        '\\b(starker?|heftiger?) (schwindel|kopfschmerz)',
        '\\b(vertiges?|maux de tete) (violents?|intenses?|severes?)|\\bviolents? (vertiges|maux de tete)',
        '\\b(mareos?|dolor de cabeza) (fuertes?|intensos?|severos?)|\\b(fuertes?|intensos?) (mareos?|dolor de cabeza)',
      ].join('|'),
      'i'
    ),
    label: 'severe dizziness',
  },
  {
    flag: 'heat_illness',
    pattern:
      /\b(heat ?stroke|confus(ed|ion) after|stopped sweating|hitzschlag|coup de chaleur|golpe de calor)\b/i,
    label: 'heat illness',
  },
  {
    flag: 'stroke_signs',
    pattern: new RegExp(
      [
        '\\b(numb(ness)?|weakness) (in|on) (one|my left|my right) (side|arm|leg)\\b|\\bslurred speech\\b|\\bface (is )?droop',
        '\\b(taubheit|lahmung|schwache) (in|auf) einer (seite|korperhalfte)|\\bverwaschene sprache|\\bhangender mundwinkel',
        "\\b(engourdissement|paralysie|faiblesse) d'un cote|\\bdifficulte a parler|\\bvisage (qui )?tombe",
        '\\b(entumecimiento|paralisis|debilidad) (en|de) un lado|\\bhabla arrastrada|\\bcara (caida|torcida)',
      ].join('|'),
      'i'
    ),
    label: 'stroke signs',
  },
  {
    flag: 'bleeding',
    pattern:
      /\b(blood in (my )?(urine|pee|stool)|coughing (up )?blood|blut im (urin|stuhl)|blut (husten|gehustet)|sang dans (les |mes )?(urines|selles)|crache du sang|sangre en (la )?(orina|heces)|toser sangre|toso sangre)\b/i,
    label: 'bleeding',
  },
]

export const SAFETY_NOTICE =
  'Stop training and see a doctor. What you describe can be a sign of a serious medical problem; if it is happening now or is severe, call your local emergency number. The coach cannot assess symptoms.'

/** The text the patterns read: lower case, no accents, one apostrophe, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** Words only one of the four languages uses in a health message, folded. */
const LANGUAGE_WORDS: Record<SafetyLanguage, RegExp> = {
  en: /\b(i|my|me|the|and|when|after|during|while|have|had|feel|felt|run|running|chest|heart|pain)\b/g,
  de: /\b(ich|mir|mich|mein|meine|habe|hatte|beim|nach|dem|der|die|und|wenn|laufen|brust|herz|schmerzen|schwindelig)\b/g,
  fr: /\b(j'ai|je|j'avais|mon|ma|mes|le|la|les|et|quand|apres|pendant|courir|cours|poitrine|coeur|douleur)\b/g,
  es: /\b(yo|me|mi|el|la|los|las|y|cuando|despues|durante|tengo|tuve|correr|corro|pecho|corazon|dolor|duele)\b/g,
}

/**
 * The language a red-flag message is written in, from the words only one language uses ("me
 * duele el pecho cuando corro" is Spanish however short); null when no flag is raised or no
 * language stands out. A short health message is where a general detector errs most.
 */
export function redFlagLanguage(text: string): SafetyLanguage | null {
  if (redFlagIds(text).length === 0) return null
  const folded = foldText(text)
  const counts = (Object.keys(LANGUAGE_WORDS) as SafetyLanguage[]).map(
    (language) => [language, folded.match(LANGUAGE_WORDS[language])?.length ?? 0] as const
  )
  const sorted = [...counts].sort((a, b) => b[1] - a[1])
  return sorted[0][1] > 0 && sorted[0][1] > sorted[1][1] ? sorted[0][0] : null
}

/** The red flags a message mentions, by id (empty when none). */
export function redFlagIds(text: string): RedFlag[] {
  const folded = foldText(text)
  return RED_FLAGS.filter((entry) => entry.pattern.test(folded)).map((entry) => entry.flag)
}

/** The red flags a message mentions, as English labels (empty when none). */
export function redFlags(text: string): string[] {
  const folded = foldText(text)
  return RED_FLAGS.filter((entry) => entry.pattern.test(folded)).map((entry) => entry.label)
}

type SafetyLanguage = 'en' | 'de' | 'fr' | 'es'

/** Each red flag named in each language, for the answer to a red-flag message. */
const FLAG_NAMES: Record<SafetyLanguage, Record<RedFlag, string>> = {
  en: {
    chest_pain: 'chest pain or pressure',
    fainting: 'fainting',
    breathless_at_rest: 'shortness of breath at rest',
    palpitations: 'palpitations',
    severe_dizziness: 'severe dizziness',
    heat_illness: 'heat illness',
    stroke_signs: 'stroke signs',
    bleeding: 'bleeding',
  },
  de: {
    chest_pain: 'Brustschmerzen oder Druck auf der Brust',
    fainting: 'eine Ohnmacht',
    breathless_at_rest: 'Atemnot in Ruhe',
    palpitations: 'Herzstolpern oder Herzrasen',
    severe_dizziness: 'starken Schwindel',
    heat_illness: 'Zeichen eines Hitzschlags',
    stroke_signs: 'Zeichen eines Schlaganfalls',
    bleeding: 'Blutungen',
  },
  fr: {
    chest_pain: 'une douleur ou une oppression thoracique',
    fainting: 'un évanouissement',
    breathless_at_rest: 'un essoufflement au repos',
    palpitations: 'des palpitations',
    severe_dizziness: 'des vertiges importants',
    heat_illness: 'des signes de coup de chaleur',
    stroke_signs: "des signes d'AVC",
    bleeding: 'des saignements',
  },
  es: {
    chest_pain: 'dolor u opresión en el pecho',
    fainting: 'un desmayo',
    breathless_at_rest: 'falta de aire en reposo',
    palpitations: 'palpitaciones',
    severe_dizziness: 'mareos fuertes',
    heat_illness: 'signos de golpe de calor',
    stroke_signs: 'signos de ictus',
    bleeding: 'sangrado',
  },
}

const SAFETY_TEXT: Record<SafetyLanguage, { and: string; stop: string; plan: string }> = {
  en: {
    and: ' and ',
    stop: "**Stop and see a doctor.** You mentioned {flags}. Please don't train until a doctor has checked you; if it is happening now or is severe, call your local emergency number.",
    plan: 'I haven\'t changed your plan. When you have been cleared, tell me how many days you were out ("I was sick for 5 days") and I\'ll propose an easier return.',
  },
  de: {
    and: ' und ',
    stop: '**Hör auf und geh zum Arzt.** Du hast {flags} erwähnt. Bitte trainiere nicht, bevor dich ein Arzt untersucht hat; passiert es gerade oder ist es stark, ruf den Notruf (112).',
    plan: 'Ich habe deinen Plan nicht geändert. Wenn du wieder freigegeben bist, sag mir, wie viele Tage du ausgefallen bist („Ich war 5 Tage krank“), dann schlage ich einen lockeren Wiedereinstieg vor.',
  },
  fr: {
    and: ' et ',
    stop: "**Arrêtez et consultez un médecin.** Vous avez mentionné {flags}. Ne vous entraînez pas avant d'avoir été examiné par un médecin ; si cela se produit maintenant ou est intense, appelez les urgences (15 ou 112 en Europe, 911 au Canada).",
    plan: "Je n'ai pas modifié votre plan. Quand un médecin vous aura autorisé à reprendre, dites-moi combien de jours vous avez été arrêté (« j'ai été malade 5 jours ») et je proposerai une reprise facile.",
  },
  es: {
    and: ' y ',
    stop: '**Para y ve al médico.** Has mencionado {flags}. No entrenes hasta que te vea un médico; si está pasando ahora o es intenso, llama a emergencias (112 en Europa, 911 en gran parte de América).',
    plan: 'No he cambiado tu plan. Cuando te den el alta, dime cuántos días estuviste parado («estuve enfermo 5 días») y te propondré una vuelta suave.',
  },
}

/**
 * The answer to a red-flag message in the message's language (English for others): stop, see
 * a doctor, emergency number, and no plan change.
 */
export function safetyMessage(language: string, flags: RedFlag[]): string {
  const lang: SafetyLanguage = language in SAFETY_TEXT ? (language as SafetyLanguage) : 'en'
  const text = SAFETY_TEXT[lang]
  const named = flags.map((flag) => FLAG_NAMES[lang][flag]).join(text.and)
  return [text.stop.replace('{flags}', named), '', text.plan].join('\n')
}
