/*
 * Fitness from the training load: how the athlete is doing (fitness, fatigue and form over
 * four weeks, the VDOT now and four and twelve weeks ago), the acute:chronic workload ratio
 * with what it means, and what a metric means with their value (docs/science.md, Banister /
 * Coggan; Hulin et al. 2016; Gabbett 2016), in the four languages.
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { explainMetricTool } from '#coach/tools/explain_metric'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { currentVdot } from '#coach/tools/data'
import type { Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import {
  decimal,
  decimals,
  METRIC_TEXTS,
  methodText,
  unicodeWords,
  vdotSourceText,
} from '#coach/offline/skills/fitness_texts'

type Band = 'low' | 'safe' | 'elevated' | 'high'
type Words = Record<Language, string>

/** The change in fitness over four weeks, as said in the headline. */
function trendOf(change: number, language: Language) {
  if (Math.abs(change) < 1) return STEADY[language]
  return change > 0 ? `+${decimal(language, change)}` : `−${decimal(language, Math.abs(change))}`
}

const STEADY: Words = { en: 'steady', de: 'stabil', fr: 'stable', es: 'estable' }

/** What form (fitness minus fatigue) says about the athlete today (Coggan's TSB bands). */
export function formMeaning(form: number, language: Language) {
  const band = form < -20 ? 0 : form < -5 ? 1 : form <= 5 ? 2 : 3
  return FORM_MEANINGS[language][band]
}

const FORM_MEANINGS: Record<Language, string[]> = {
  en: [
    'you are carrying a lot of fatigue',
    'you are in a productive training block',
    'you are fairly fresh',
    'you are fresh, ready for a hard session or a race',
  ],
  de: [
    'du trägst viel Ermüdung mit dir',
    'du steckst in einem produktiven Trainingsblock',
    'du bist ziemlich frisch',
    'du bist frisch, bereit für eine harte Einheit oder einen Wettkampf',
  ],
  fr: [
    'vous portez beaucoup de fatigue',
    "vous êtes dans un bloc d'entraînement productif",
    'vous êtes plutôt frais',
    'vous êtes frais, prêt pour une séance dure ou une course',
  ],
  es: [
    'arrastras mucha fatiga',
    'estás en un bloque de entrenamiento productivo',
    'estás bastante fresco',
    'estás fresco, listo para una sesión dura o una carrera',
  ],
}

/** The acute:chronic ratio's band in words, with the range it falls in (Gabbett 2016). */
const BAND_WORDS: Record<Language, Record<Band, string>> = {
  en: {
    low: 'below 0.8: less than you are used to',
    safe: 'inside the usual safe range of 0.8–1.3',
    elevated: 'above 1.3: you have ramped up recently',
    high: 'at or above 1.5, where injury risk tends to rise',
  },
  de: {
    low: 'unter 0,8: weniger, als du gewohnt bist',
    safe: 'im üblichen sicheren Bereich von 0,8–1,3',
    elevated: 'über 1,3: du hast zuletzt deutlich gesteigert',
    high: 'bei 1,5 oder mehr, wo das Verletzungsrisiko meist steigt',
  },
  fr: {
    low: "sous 0,8 : moins que ce dont vous avez l'habitude",
    safe: 'dans la zone sûre habituelle de 0,8 à 1,3',
    elevated: 'au-dessus de 1,3 : vous avez augmenté récemment',
    high: 'à 1,5 ou plus, là où le risque de blessure tend à monter',
  },
  es: {
    low: 'por debajo de 0,8: menos de lo que sueles hacer',
    safe: 'dentro del rango seguro habitual de 0,8–1,3',
    elevated: 'por encima de 1,3: has subido la carga hace poco',
    high: 'en 1,5 o más, donde el riesgo de lesión tiende a subir',
  },
}

const LOAD: Record<Language, Record<string, string>> = {
  en: {
    ratio: 'Acute:chronic workload ratio **{ratio}**, {band}.',
    figures: 'Fitness {fitness}, fatigue {fatigue}, form {form}: {meaning}.',
    none: "I need four weeks of training to work out your acute:chronic workload ratio, and I don't have enough yet. Build up gradually: about 10 % more a week, with an easier week every 3–4 weeks.",
    low: 'Your training load is light: the ratio is **{ratio}**, below 0.8. Fine for a recovery week; otherwise there is room to build.',
    safe: 'Your training load looks good: the ratio is **{ratio}**, inside the usual safe range of 0.8–1.3.',
    elevated:
      'Careful: your ratio is **{ratio}**, above 1.3. You have ramped up recently; hold this level for a week rather than adding more.',
    highVerdict:
      'Too much, too soon: your ratio is **{ratio}**, at or above 1.5, where injury risk tends to rise. Take two or three easy days and skip the next hard session.',
    feel: 'The ratio shows load spikes, not how your body copes: persistent tiredness, worse sleep or performance dropping for weeks matter more. Tell me if you have those.',
    why: 'The ratio is your average daily load over the last 7 days divided by that of the last 28 (Hulin et al. 2016; Gabbett 2016); fitness is the 42-day average load, fatigue the 7-day one, form fitness minus fatigue (Banister / Coggan).',
    cheerSafe: "You're managing your load well.",
    cheerHigh: 'Backing off a little now keeps you running later.',
    noTraining:
      "I don't see any training in the last four weeks yet. Import your runs (files or Strava) or add one by hand, and I'll tell you how it's going.",
    inShort: ' In short: {meaning}.',
    vdotTrend:
      'VDOT **{now}** ({source}{date}) today, {four} four weeks ago, {twelve} twelve weeks ago (the Progress page rule: the best of your profile race and your hard efforts of the 12 weeks before each day); race predictions use {method}.',
    unknown: 'none',
    fitnessWhy:
      'Fitness is your 42-day average training load, fatigue the 7-day one, and form is fitness minus fatigue (Banister / Coggan); the four-week change compares fitness today with 28 days ago. Distances are running only; other sports count in the load and the all-sports total.',
    cheerUp: 'The consistency is paying off. Keep going!',
    cheerDown: 'A dip is normal after an easier block; steady weeks bring it back.',
    numbers: 'Numbers are a guide; how you feel on the run counts too.',
    yours: ' Yours is **{value}**{band} today.',
    source: 'Source: {source}.',
  },
  de: {
    ratio: 'Akut-chronisches Belastungsverhältnis **{ratio}**, {band}.',
    figures: 'Fitness {fitness}, Ermüdung {fatigue}, Form {form}: {meaning}.',
    none: 'Für dein akut-chronisches Belastungsverhältnis brauche ich vier Wochen Training, so viel habe ich noch nicht. Steigere langsam: etwa 10 % pro Woche, alle 3–4 Wochen eine leichtere Woche.',
    low: 'Deine Belastung ist gering: Das Verhältnis liegt bei **{ratio}**, unter 0,8. Für eine Erholungswoche in Ordnung, sonst ist Luft nach oben.',
    safe: 'Deine Belastung sieht gut aus: Das Verhältnis liegt bei **{ratio}**, im üblichen sicheren Bereich von 0,8–1,3.',
    elevated:
      'Vorsicht: Dein Verhältnis liegt bei **{ratio}**, über 1,3. Du hast zuletzt gesteigert; halte dieses Niveau eine Woche, statt noch mehr draufzulegen.',
    highVerdict:
      'Zu viel, zu schnell: Dein Verhältnis liegt bei **{ratio}**, bei 1,5 oder mehr, wo das Verletzungsrisiko meist steigt. Mach zwei, drei lockere Tage und lass die nächste harte Einheit aus.',
    feel: 'Das Verhältnis zeigt Belastungsspitzen, nicht, wie dein Körper damit klarkommt: anhaltende Müdigkeit, schlechter Schlaf oder wochenlang sinkende Leistung zählen mehr. Sag mir, wenn du das merkst.',
    why: 'Das Verhältnis ist deine durchschnittliche Tagesbelastung der letzten 7 Tage geteilt durch die der letzten 28 (Hulin et al. 2016; Gabbett 2016); Fitness ist die 42-Tage-Durchschnittsbelastung, Ermüdung die 7-Tage-Belastung, Form Fitness minus Ermüdung (Banister / Coggan).',
    cheerSafe: 'Du steuerst deine Belastung gut.',
    cheerHigh: 'Jetzt etwas zurückzunehmen hält dich später am Laufen.',
    noTraining:
      'Ich sehe in den letzten vier Wochen noch kein Training. Importiere deine Läufe (Dateien oder Strava) oder trag einen von Hand ein, dann sage ich dir, wie es läuft.',
    inShort: ' Kurz gesagt: {meaning}.',
    vdotTrend:
      'VDOT **{now}** ({source}{date}) heute, {four} vor vier Wochen, {twelve} vor zwölf Wochen (die Regel der Fortschrittsseite: das Beste aus deinem Profil-Wettkampf und deinen harten Einheiten der 12 Wochen vor dem Tag); Prognosen nutzen {method}.',
    unknown: 'keiner',
    fitnessWhy:
      'Fitness ist deine durchschnittliche Trainingsbelastung über 42 Tage, Ermüdung die über 7 Tage, Form ist Fitness minus Ermüdung (Banister / Coggan); die Veränderung vergleicht die Fitness heute mit vor 28 Tagen. Distanzen sind nur Laufen; andere Sportarten zählen in der Belastung und im Gesamtwert.',
    cheerUp: 'Die Regelmäßigkeit zahlt sich aus. Weiter so!',
    cheerDown:
      'Ein Dämpfer nach einem leichteren Block ist normal; ruhige Wochen bringen dich zurück.',
    numbers: 'Zahlen sind ein Anhaltspunkt; wie du dich beim Laufen fühlst, zählt auch.',
    yours: ' Dein Wert heute: **{value}**{band}.',
    source: 'Quelle: {source}.',
  },
  fr: {
    ratio: 'Ratio de charge aiguë/chronique **{ratio}**, {band}.',
    figures:
      'Forme de fond (fitness) {fitness}, fatigue {fatigue}, fraîcheur (form) {form} : {meaning}.',
    none: "Il me faut quatre semaines d'entraînement pour calculer votre ratio de charge aiguë/chronique, et je n'en ai pas encore assez. Progressez doucement : environ 10 % de plus par semaine, avec une semaine plus facile toutes les 3 à 4 semaines.",
    low: "Votre charge d'entraînement est légère : le ratio est de **{ratio}**, sous 0,8. Très bien pour une semaine de récupération ; sinon, il y a de la marge.",
    safe: "Votre charge d'entraînement est bonne : le ratio est de **{ratio}**, dans la zone sûre habituelle de 0,8 à 1,3.",
    elevated:
      'Prudence : votre ratio est de **{ratio}**, au-dessus de 1,3. Vous avez augmenté récemment ; gardez ce niveau une semaine plutôt que d’en ajouter.',
    highVerdict:
      'Trop, trop vite : votre ratio est de **{ratio}**, à 1,5 ou plus, là où le risque de blessure tend à monter. Prenez deux ou trois jours faciles et sautez la prochaine séance dure.',
    feel: 'Le ratio montre les pics de charge, pas la façon dont votre corps encaisse : une fatigue qui dure, un sommeil moins bon ou des performances en baisse depuis des semaines comptent davantage. Dites-le-moi si c’est le cas.',
    why: 'Le ratio est votre charge quotidienne moyenne des 7 derniers jours divisée par celle des 28 derniers (Hulin et al. 2016 ; Gabbett 2016) ; la forme de fond est la charge moyenne sur 42 jours, la fatigue sur 7 jours, la fraîcheur la forme de fond moins la fatigue (Banister / Coggan).',
    cheerSafe: 'Vous gérez bien votre charge.',
    cheerHigh: 'Lever un peu le pied maintenant vous permet de courir plus tard.',
    noTraining:
      "Je ne vois pas encore d'entraînement sur les quatre dernières semaines. Importez vos sorties (fichiers ou Strava) ou ajoutez-en une à la main, et je vous dirai où vous en êtes.",
    inShort: ' En bref : {meaning}.',
    vdotTrend:
      "VDOT **{now}** ({source}{date}) aujourd'hui, {four} il y a quatre semaines, {twelve} il y a douze semaines (la règle de la page Progrès : le meilleur de la course de votre profil et de vos efforts des 12 semaines précédant chaque jour) ; les prédictions utilisent {method}.",
    unknown: 'aucun',
    fitnessWhy:
      "La forme de fond est votre charge d'entraînement moyenne sur 42 jours, la fatigue celle sur 7 jours, et la fraîcheur la forme de fond moins la fatigue (Banister / Coggan) ; l'évolution compare la forme de fond d'aujourd'hui à celle d'il y a 28 jours. Les distances ne comptent que la course ; les autres sports comptent dans la charge et le total tous sports.",
    cheerUp: 'La régularité paie. Continuez !',
    cheerDown:
      'Une baisse est normale après un bloc plus léger ; des semaines régulières la rattrapent.',
    numbers: 'Les chiffres sont un repère ; vos sensations comptent aussi.',
    yours: " Votre valeur aujourd'hui : **{value}**{band}.",
    source: 'Source : {source}.',
  },
  es: {
    ratio: 'Ratio de carga aguda:crónica **{ratio}**, {band}.',
    figures: 'Forma (fitness) {fitness}, fatiga {fatigue}, frescura (form) {form}: {meaning}.',
    none: 'Necesito cuatro semanas de entrenamiento para calcular tu ratio de carga aguda:crónica y aún no tengo suficientes. Sube poco a poco: un 10 % más por semana, con una semana más suave cada 3–4.',
    low: 'Tu carga de entrenamiento es baja: el ratio es **{ratio}**, por debajo de 0,8. Bien para una semana de recuperación; si no, hay margen para subir.',
    safe: 'Tu carga de entrenamiento va bien: el ratio es **{ratio}**, dentro del rango seguro habitual de 0,8–1,3.',
    elevated:
      'Cuidado: tu ratio es **{ratio}**, por encima de 1,3. Has subido la carga hace poco; mantén este nivel una semana en vez de añadir más.',
    highVerdict:
      'Demasiado y demasiado pronto: tu ratio es **{ratio}**, en 1,5 o más, donde el riesgo de lesión tiende a subir. Haz dos o tres días suaves y sáltate la próxima sesión dura.',
    feel: 'El ratio muestra picos de carga, no cómo lo lleva tu cuerpo: el cansancio que dura, dormir peor o rendir menos durante semanas importan más. Dímelo si te pasa.',
    why: 'El ratio es tu carga diaria media de los últimos 7 días dividida por la de los últimos 28 (Hulin et al. 2016; Gabbett 2016); la forma es la carga media de 42 días, la fatiga la de 7, la frescura forma menos fatiga (Banister / Coggan).',
    cheerSafe: 'Estás gestionando bien tu carga.',
    cheerHigh: 'Aflojar un poco ahora te permite seguir corriendo después.',
    noTraining:
      'Aún no veo entrenamientos en las últimas cuatro semanas. Importa tus carreras (archivos o Strava) o añade una a mano y te diré cómo vas.',
    inShort: ' En resumen: {meaning}.',
    vdotTrend:
      'VDOT **{now}** ({source}{date}) hoy, {four} hace cuatro semanas, {twelve} hace doce semanas (la regla de la página de Progreso: lo mejor de la carrera de tu perfil y de tus esfuerzos de las 12 semanas anteriores a cada día); las predicciones usan {method}.',
    unknown: 'ninguno',
    fitnessWhy:
      'La forma es tu carga de entrenamiento media de 42 días, la fatiga la de 7 días y la frescura es forma menos fatiga (Banister / Coggan); el cambio compara la forma de hoy con la de hace 28 días. Las distancias son solo de carrera; los demás deportes cuentan en la carga y el total.',
    cheerUp: 'La constancia está dando frutos. ¡Sigue así!',
    cheerDown: 'Un bajón es normal tras un bloque más suave; unas semanas regulares lo recuperan.',
    numbers: 'Los números orientan; cómo te sientes corriendo también cuenta.',
    yours: ' Tu valor hoy: **{value}**{band}.',
    source: 'Fuente: {source}.',
  },
}

function word(language: Language, key: string, vars: Record<string, string | number> = {}) {
  return LOAD[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** "Am I overdoing it?", "mache ich zu viel?": a yes or no comes first. */
const OVERDOING = unicodeWords(
  /\b(overdo\w*|too much|pushing|injury risk|risk of injury|zu viel|übertreib\w*|verletzungsrisiko|trop|risque|demasiado|riesgo)\b/i
)

const YES_NO: Record<Language, Record<Band, string>> = {
  en: { low: 'No, ', safe: 'No, ', elevated: '', high: 'Yes, probably: ' },
  de: { low: 'Nein, ', safe: 'Nein, ', elevated: '', high: 'Ja, wahrscheinlich: ' },
  fr: { low: 'Non, ', safe: 'Non, ', elevated: '', high: 'Oui, probablement : ' },
  es: { low: 'No, ', safe: 'No, ', elevated: '', high: 'Sí, probablemente: ' },
}

/** A question about the training load, not fitness in general ("wie ist meine Belastung"). */
const LOAD_QUESTION = unicodeWords(
  /\b(load|workload|acwr|acute|belastung\w*|trainingsbelastung|charge|carga|ratio|verh[aä]ltnis)\b/i
)

export interface LoadFigures {
  ratio: number
  band: Band
  fitness: number
  fatigue: number
  form: number
}

/** "Acute:chronic workload ratio 0,85, im üblichen sicheren Bereich ...": the ratio and its meaning. */
export function ratioLine(language: Language, load: { ratio: number; band: Band }) {
  return word(language, 'ratio', {
    ratio: decimal(language, load.ratio, 2),
    band: BAND_WORDS[language][load.band],
  })
}

/** "Fitness 47,5, Ermüdung 36,8, Form 5,7: du bist ziemlich frisch." */
export function figuresLine(
  language: Language,
  figures: { fitness: number; fatigue: number; form: number }
) {
  return word(language, 'figures', {
    fitness: decimal(language, figures.fitness),
    fatigue: decimal(language, figures.fatigue),
    form: decimal(language, figures.form),
    meaning: formMeaning(figures.form, language),
  })
}

/**
 * The VDOT now and four and twelve weeks ago, each by the Progress page's rule on that day
 * (CurrentVdot: the profile's race or the best effort of the 12 weeks before), with the
 * prediction method built on today's.
 */
async function vdotTrendLine(turn: Turn) {
  const { language, session } = turn
  const result = await session.run(racePredictionsTool, { distances: ['10k'] })
  if (!result.vdot) return null
  const context = session.context
  const then = async (days: number) => {
    const figure = await currentVdot({ ...context, todayIso: addDays(context.todayIso, -days) })
    return figure?.value ?? null
  }
  const [four, twelve] = [await then(28), await then(84)]
  const shown = (value: number | null) =>
    value === null ? word(language, 'unknown') : decimal(language, value)
  const { value, source, date } = result.vdot
  return word(language, 'vdotTrend', {
    now: decimal(language, value),
    source: vdotSourceText(language, source),
    date: date ? `, ${date}` : '',
    four: shown(four),
    twelve: shown(twelve),
    method: methodText(language, value, result.weeklyRunMeters),
  })
}

async function progress(turn: Turn) {
  if (LOAD_QUESTION.test(turn.question)) return acwr(turn)
  const { session, language } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  if (!training.today || training.weeks.every((w) => w.load === 0)) {
    return reply(turn, { headline: word(language, 'noTraining') })
  }
  const vdot = await vdotTrendLine(turn)
  const { today: figures } = training
  const change = figures.fitness - (training.fitnessFourWeeksAgo ?? 0)
  return reply(turn, {
    headline:
      decimals(
        language,
        t(language, 'progress', {
          fitness: figures.fitness,
          trend: trendOf(change, language),
          fatigue: figures.fatigue,
          form: figures.form,
        })
      ) + word(language, 'inShort', { meaning: formMeaning(figures.form, language) }),
    facts: [
      ...(vdot ? [vdot] : []),
      ...(training.acwr ? [ratioLine(language, training.acwr)] : []),
      ...training.weeks.map((w) =>
        decimals(
          language,
          t(language, 'week', {
            from: w.from,
            to: w.to,
            running: w.runningDistance,
            others:
              w.allSportsDistance === w.runningDistance
                ? ''
                : t(language, 'allSports', { distance: w.allSportsDistance }),
            time: w.allSportsTime,
            days: w.activeDays,
          })
        )
      ),
    ],
    why: [word(language, 'fitnessWhy')],
    cheer: word(language, change >= 0 ? 'cheerUp' : 'cheerDown'),
  })
}

/** The training load: the acute:chronic ratio with its meaning, and fitness, fatigue and form. */
async function acwr(turn: Turn) {
  const { session, language } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  if (!training.acwr) return reply(turn, { headline: word(language, 'none') })
  const { ratio, band } = training.acwr
  const text = word(language, band === 'high' ? 'highVerdict' : band, {
    ratio: decimal(language, ratio, 2),
  })
  const yesNo = OVERDOING.test(turn.question) ? YES_NO[language][band] : ''
  const verdict = yesNo ? `${yesNo}${text.charAt(0).toLowerCase()}${text.slice(1)}` : text
  return reply(turn, {
    headline: verdict,
    facts: [
      ...(training.today ? [figuresLine(language, training.today)] : []),
      word(language, 'feel'),
    ],
    why: [word(language, 'why')],
    cheer: word(language, band === 'safe' || band === 'low' ? 'cheerSafe' : 'cheerHigh'),
  })
}

/** "Is my VDOT going up", "wie entwickelt sich meine Form": a trend, not a definition. */
const TREND = unicodeWords(
  /\b(going up|go(ing)? down|trend\w*|improv\w*|progress\w*|over time|rising|dropping|steigt|sinkt|entwickelt|verbessert|verl[aä]uf\w*|monte|baisse|[ée]volu\w*|progresse|sube|baja|evoluciona|mejora\w*)\b/i
)

async function explainMetric(turn: Turn, intent: IntentOf<'explain_metric'>) {
  if (TREND.test(turn.question) && intent.metric !== 'trimp' && intent.metric !== 'hrss')
    return progress(turn)
  const { language } = turn
  const result = await turn.session.run(explainMetricTool, { metric: intent.metric })
  const [name, text] =
    language === 'en' ? [result.name, result.text] : METRIC_TEXTS[language][intent.metric]
  const band =
    'band' in result && result.band ? ` (${BAND_WORDS[language][result.band as Band]})` : ''
  const digits = intent.metric === 'acwr' ? 2 : 1
  const current =
    result.current === null
      ? ''
      : word(language, 'yours', { value: decimal(language, result.current, digits), band })
  return reply(turn, {
    headline: `**${name}**${language === 'en' ? ' is' : ':'} ${text}${current}`,
    why: [word(language, 'source', { source: result.source })],
    cheer: word(language, 'numbers'),
  })
}

/** The answer to the understanding's intent 'fitness': the training load's trend and the VDOT. */
export const answerFitness = (turn: Turn) => progress(turn)

export const fitnessSkill = defineSkill('fitness', {
  progress: (turn) => progress(turn),
  acwr,
  explain_metric: explainMetric,
})
