/*
 * "Am I ready for a half marathon in 10 days?": the prediction, the last four weeks, the
 * longest recent run against the distance, and how to taper (docs/coach.md, knowledge.ts).
 */
import { addDays } from '#domain/calendar'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { planWindowTool } from '#coach/tools/plan_window'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { isRefusal } from '#coach/tools/tool'
import type { RaceDistance } from '#coach/offline/skill'
import { TAPER } from '#coach/offline/knowledge'
import { dayLabel } from '#coach/format'
import { DISTANCE_METERS, DISTANCE_NAMES } from '#coach/offline/race_distances'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import type { Language } from '#coach/offline/language'
import { dayName } from '#coach/offline/i18n'
import { decimal, methodText } from '#coach/offline/skills/fitness_texts'
import { ratioLine } from '#coach/offline/skills/fitness'
import { raceName } from '#coach/offline/skills/predictions'

/**
 * The race day: the day the understanding read, today or still to come; else so many days
 * ahead from the keyword matcher's slot ("in 10 days"); null when not said.
 */
function raceDateOf(turn: Turn, daysAhead: number | null) {
  const { today } = turn
  const day = turn.understanding.entities.day
  if (day && day > today) return day
  if (daysAhead) return addDays(today, daysAhead)
  return day === today ? day : null
}

/** The race distance the understanding read, when it is one of the four classics. */
function raceDistanceOf(turn: Turn): RaceDistance | null {
  const race = turn.understanding.entities.raceDistance
  return race && race in DISTANCE_METERS ? (race as RaceDistance) : null
}

/** Whether the longest recent run (in the athlete's units) covers what the distance asks. */
function longEnough(turn: Turn, distance: RaceDistance, longestDistance: number) {
  const unitsKm = turn.session.context.profile.units === 'metric'
  const longestKm = unitsKm ? longestDistance : longestDistance * 1.609344
  const raceKm = DISTANCE_METERS[distance] / 1000
  return distance === 'marathon'
    ? longestKm >= 28
    : distance === 'half'
      ? longestKm >= 16
      : longestKm >= raceKm
}

const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    raceDay: 'Race day: {day} ({away}).',
    today: 'today',
    away: '{days} days away',
    predicts: 'Your current fitness predicts **{time}** for {race} ({method}).',
    last4: 'Last 4 weeks: {distance} running in {runs} runs; longest run {longest}.',
    none: 'none',
    figures: 'Fitness {fitness}, form {form} today.',
    plan: 'Your plan builds towards {race}{date}: keep its sessions, and make the last week before this race an easier one.',
    planGoal: 'its goal',
    on: ' on {date}',
    ready:
      'Yes, you look ready for the {race}: your longest recent run already covers the distance, and your fitness gives a clear target time.',
    build:
      'You can get there, but build up first: your longest recent run is shorter than what the {race} asks for.',
    source: 'Source: {source}.',
    cheer: 'Trust the training you have done.',
  },
  de: {
    raceDay: 'Wettkampftag: {day} ({away}).',
    today: 'heute',
    away: 'in {days} Tagen',
    predicts: 'Deine aktuelle Form sagt **{time}** für {race} voraus ({method}).',
    last4: 'Letzte 4 Wochen: {distance} gelaufen in {runs} Läufen; längster Lauf {longest}.',
    none: 'keiner',
    figures: 'Fitness {fitness}, Form {form} heute.',
    plan: 'Dein Plan führt auf {race}{date} hin: Behalte seine Einheiten bei und mach die letzte Woche vor diesem Wettkampf leichter.',
    planGoal: 'sein Ziel',
    on: ' am {date}',
    ready:
      'Ja, du wirkst bereit für {race}: Dein längster Lauf der letzten Zeit deckt die Strecke schon ab, und deine Form gibt eine klare Zielzeit.',
    build:
      'Du kannst es schaffen, aber bau erst auf: Dein längster Lauf der letzten Zeit ist kürzer, als {race} verlangt.',
    source: 'Quelle: {source}.',
    cheer: 'Vertrau auf das Training, das du gemacht hast.',
  },
  fr: {
    raceDay: 'Jour de course : {day} ({away}).',
    today: "aujourd'hui",
    away: 'dans {days} jours',
    predicts: 'Votre forme actuelle prédit **{time}** sur {race} ({method}).',
    last4:
      '4 dernières semaines : {distance} de course en {runs} sorties ; plus longue sortie {longest}.',
    none: 'aucune',
    figures: "Forme de fond {fitness}, fraîcheur {form} aujourd'hui.",
    plan: 'Votre plan mène à {race}{date} : gardez ses séances et faites de la dernière semaine avant cette course une semaine plus facile.',
    planGoal: 'son objectif',
    on: ' le {date}',
    ready:
      'Oui, vous semblez prêt pour le {race} : votre plus longue sortie récente couvre déjà la distance, et votre forme donne un objectif de temps clair.',
    build:
      "Vous pouvez y arriver, mais construisez d'abord : votre plus longue sortie récente est plus courte que ce que demande le {race}.",
    source: 'Source : {source}.',
    cheer: "Faites confiance à l'entraînement que vous avez fait.",
  },
  es: {
    raceDay: 'Día de la carrera: {day} ({away}).',
    today: 'hoy',
    away: 'dentro de {days} días',
    predicts: 'Tu forma actual predice **{time}** en {race} ({method}).',
    last4:
      'Últimas 4 semanas: {distance} corriendo en {runs} salidas; carrera más larga {longest}.',
    none: 'ninguna',
    figures: 'Forma {fitness}, frescura {form} hoy.',
    plan: 'Tu plan lleva hacia {race}{date}: mantén sus sesiones y haz más suave la última semana antes de esta carrera.',
    planGoal: 'su objetivo',
    on: ' el {date}',
    ready:
      'Sí, pareces listo para la {race}: tu carrera más larga reciente ya cubre la distancia y tu forma da un tiempo objetivo claro.',
    build:
      'Puedes llegar, pero construye primero: tu carrera más larga reciente es más corta de lo que pide la {race}.',
    source: 'Fuente: {source}.',
    cheer: 'Confía en el entrenamiento que has hecho.',
  },
}

/** The taper's points in German, French and Spanish (TAPER, Bosquet et al. 2007). */
const TAPER_POINTS: Record<Exclude<Language, 'en'>, string[]> = {
  de: [
    'Senke in den letzten 1–2 Wochen vor dem Wettkampf den Umfang um etwa 40–60 % und behalte etwas Renntempo, damit du frisch, aber scharf ankommst (eine Woche reicht für 5 oder 10 km, zwei bis drei für einen Marathon).',
    'Ein paar Wochen reichen zum Schärfen, nicht für viel neue Form: Bleib beim Plan, füge nichts Großes, Neues hinzu.',
  ],
  fr: [
    "Dans les 1 à 2 dernières semaines avant la course, réduisez le volume d'environ 40 à 60 % en gardant un peu d'allure course, pour arriver frais mais affûté (une semaine suffit pour un 5 ou 10 km, deux à trois pour un marathon).",
    "Quelques semaines suffisent pour s'affûter, pas pour construire beaucoup de forme : gardez le plan, n'ajoutez rien de nouveau ni de gros.",
  ],
  es: [
    'En las últimas 1–2 semanas antes de la carrera, baja el volumen un 40–60 % y mantén algo de ritmo de carrera, para llegar fresco pero afilado (una semana basta para un 5 o 10 km, dos o tres para un maratón).',
    'Unas semanas bastan para afinar, no para ganar mucha forma nueva: sigue el plan y no añadas nada grande y nuevo.',
  ],
}

function say(language: Language, key: string, vars: Record<string, string | number> = {}) {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The answer to the understanding's intent 'readiness' (the keyword matcher's slots as a fallback). */
export async function answerReadiness(
  turn: Turn,
  slots: { distance: RaceDistance | null; daysAhead: number | null } = {
    distance: null,
    daysAhead: null,
  }
) {
  const { session, today, language } = turn
  const distance = raceDistanceOf(turn) ?? slots.distance ?? '10k'
  const predictions = await session.run(racePredictionsTool, { distances: [distance] })
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const history = await session.run(trainingHistoryTool, { from: addDays(today, -27), to: today })
  const plan = await session.run(planWindowTool, { direction: 'next', days: 7 })
  const race = raceName(language, DISTANCE_NAMES[distance])
  const facts: string[] = []
  const raceDate = raceDateOf(turn, slots.daysAhead)
  const dayText = (iso: string) => (language === 'en' ? dayLabel(iso) : dayName(language, iso))
  if (raceDate) {
    const away = Math.round((Date.parse(raceDate) - Date.parse(today)) / 86_400_000)
    facts.push(
      say(language, 'raceDay', {
        day: dayText(raceDate),
        away: away === 0 ? say(language, 'today') : say(language, 'away', { days: away }),
      })
    )
  }
  const prediction = predictions.predictions[0]
  if (predictions.vdot && prediction?.time) {
    facts.push(
      say(language, 'predicts', {
        time: prediction.time,
        race,
        method: methodText(language, predictions.vdot.value, predictions.weeklyRunMeters),
      })
    )
  }
  // The sessions' distances are in the athlete's units ("12.0 km", "7.5 mi").
  let longestDistance = 0
  if (!isRefusal(history)) {
    longestDistance = history.sessions
      .filter((s) => s.pace !== null)
      .reduce((max, s) => Math.max(max, Number.parseFloat(s.distance ?? '0')), 0)
    facts.push(
      say(language, 'last4', {
        distance: history.running.distance,
        runs: history.running.runs,
        longest: history.running.longest ?? say(language, 'none'),
      })
    )
  }
  if (training.today) {
    facts.push(
      say(language, 'figures', {
        fitness: decimal(language, training.today.fitness),
        form: decimal(language, training.today.form),
      })
    )
  }
  // The load behind the verdict: the acute:chronic ratio (Gabbett 2016), as readiness today.
  if (training.acwr) facts.push(ratioLine(language, training.acwr))
  if (plan.plan) {
    facts.push(
      say(language, 'plan', {
        race: plan.plan.race ?? say(language, 'planGoal'),
        date: plan.plan.raceDate ? say(language, 'on', { date: plan.plan.raceDate }) : '',
      })
    )
  }
  const taper = language === 'en' ? TAPER.points : TAPER_POINTS[language]
  return reply(turn, {
    headline:
      (raceDate ? `${dayText(raceDate)}, ${race}: ` : '') +
      say(language, longEnough(turn, distance, longestDistance) ? 'ready' : 'build', { race }),
    facts: [...facts, ...taper],
    why: [say(language, 'source', { source: TAPER.sources.join('; ') })],
    cheer: say(language, 'cheer'),
  })
}

export const readinessSkill = defineSkill('readiness', {
  readiness: (turn, intent) => answerReadiness(turn, intent),
})
