/*
 * Open evaluation cases for answering the question asked (docs/coach.md#evaluation): one pace
 * when one is asked, in the unit asked; a prediction for the distance asked and a goal verdict
 * with both times and the gap; the VDOT with its method; readiness for the race day asked.
 * Figures come from the fixture's facts and Daniels' tables, never typed in.
 */
import { trainingPaces } from '#domain/science/vdot'
import { addDays, isoWeekday } from '#domain/calendar'
import { formatDuration, formatPace, parseDurationSeconds } from '#domain/units'
import type { Check, EvalCase } from '#tests/coach_eval/checks'
import type { EvalFacts } from '#tests/coach_eval/fixture'
import { dateForms, paceForms } from '#tests/coach_eval/cases'

const cite = (label: string, ...any: string[]): Check => ({ kind: 'includes', label, any })
const avoid = (label: string, ...text: string[]): Check => ({ kind: 'excludes', label, text })
const tool = (name: string): Check => ({ kind: 'tool', label: `uses ${name}`, name })
const GAP = {
  kind: 'matches',
  label: 'the gap in minutes and %',
  pattern: /\d+\.\d min \(\d+\.\d %\)/,
} as const

/** The first day after today on an ISO weekday (5 Friday, 7 Sunday). */
function next(todayIso: string, weekday: number) {
  let day = addDays(todayIso, 1)
  while (isoWeekday(day) !== weekday) day = addDays(day, 1)
  return day
}

export function answersCases(f: EvalFacts): EvalCase[] {
  const cases: EvalCase[] = []
  const add = (category: string, question: string, ...checks: Check[]) =>
    cases.push({
      id: `${category}-${cases.filter((c) => c.category === category).length + 1}`,
      category,
      question,
      checks,
    })
  const paces = trainingPaces(f.vdot)
  const perMile = (secPerKm: number) => `${formatPace(secPerKm, 'imperial')}/mi`
  const perRepeat = (secPerKm: number, meters: number) =>
    `${formatDuration((secPerKm * meters) / 1000)} per ${meters} m`
  const seconds = (time: string) => parseDurationSeconds(time)!

  // ---- one pace when one is asked -----------------------------------------------------------
  add(
    'answer_paces',
    'What pace for 400 m repeats?',
    cite('repetition pace per 400 m', perRepeat(paces.repetition, 400)),
    cite('repetition pace per km', ...paceForms(f.paces.repetition)),
    avoid('no other pace', f.paces.threshold, f.paces.interval, f.paces.marathon)
  )
  add(
    'answer_paces',
    'What pace for 1000 m repeats?',
    cite('interval pace per 1000 m', perRepeat(paces.interval, 1000)),
    cite('interval pace per km', ...paceForms(f.paces.interval)),
    avoid('no other pace', f.paces.threshold, f.paces.repetition)
  )
  add(
    'answer_paces',
    "What's my threshold pace in minutes per mile?",
    cite('threshold per mile', perMile(paces.threshold)),
    avoid('per mile only', '/km')
  )
  add(
    'answer_paces',
    'Interval pace per mile?',
    cite('interval per mile', perMile(paces.interval)),
    avoid('per mile only', '/km')
  )
  add(
    'answer_paces',
    'What pace should I run my intervals at?',
    cite('interval pace', ...paceForms(f.paces.interval)),
    avoid('no other pace', f.paces.threshold, f.paces.marathon, f.paces.repetition)
  )
  add(
    'answer_paces',
    'How fast should my tempo run be?',
    cite('threshold pace', ...paceForms(f.paces.threshold)),
    avoid('no other pace', f.paces.interval, f.paces.marathon)
  )
  add(
    'answer_paces',
    "What's my marathon pace per km?",
    cite('marathon pace', ...paceForms(f.paces.marathon)),
    avoid('no other pace', f.paces.threshold, f.paces.interval)
  )
  add(
    'answer_paces',
    'What are my training paces?',
    cite('marathon', f.paces.marathon),
    cite('threshold', f.paces.threshold),
    cite('interval', f.paces.interval),
    cite('repetition', f.paces.repetition)
  )
  add(
    'answer_paces',
    'À quelle allure courir mon seuil ?',
    cite('threshold pace', ...paceForms(f.paces.threshold)),
    avoid('no other pace', f.paces.interval, f.paces.marathon)
  )
  add(
    'answer_paces',
    '¿A qué ritmo hago las series de 1000 m?',
    cite('interval pace per 1000 m', `${formatDuration(paces.interval)} por 1000 m`),
    avoid('no other pace', f.paces.threshold, f.paces.repetition)
  )
  add(
    'answer_paces',
    "What's my 5K race pace?",
    cite('the 5K prediction', f.predictions['5k']),
    cite('its pace', `${formatPace(seconds(f.predictions['5k']) / 5)}/km`),
    avoid('no training paces', f.paces.threshold, f.paces.interval)
  )

  // ---- predictions for the distance asked, and goals ----------------------------------------
  const verdict = (question: string, race: keyof EvalFacts['predictions'], goal: string) =>
    add(
      'answer_predictions',
      question,
      cite('the prediction', f.predictions[race]),
      cite('the goal', goal),
      GAP,
      tool('race_predictions')
    )
  verdict('Could I run a sub-4 marathon?', 'marathon', '4:00:00')
  verdict('Can I run a sub 1:40 half marathon?', 'half', '1:40:00')
  verdict('Could I break 3:30 in the marathon?', 'marathon', '3:30:00')
  add(
    'answer_predictions',
    'What could I run a 5K in?',
    cite('the 5K prediction', f.predictions['5k']),
    avoid('only the distance asked', f.predictions.marathon, f.predictions.half)
  )
  add(
    'answer_predictions',
    'What is my predicted marathon time?',
    cite('the marathon prediction', f.predictions.marathon),
    avoid('only the distance asked', f.predictions['5k'], f.predictions['10k'])
  )
  add(
    'answer_predictions',
    'How fast could I run a half marathon?',
    cite('the half prediction', f.predictions.half),
    avoid('only the distance asked', f.predictions['10k'], f.predictions.marathon)
  )
  add(
    'answer_predictions',
    'Quel temps puis-je viser sur marathon ?',
    cite('the marathon prediction', f.predictions.marathon),
    avoid('only the distance asked', f.predictions['5k'])
  )
  add(
    'answer_predictions',
    '¿Qué tiempo puedo hacer en un 10K?',
    cite('the 10K prediction', f.predictions['10k']),
    avoid('only the distance asked', f.predictions.half)
  )
  add(
    'answer_predictions',
    'Welche Zeit ist für mich über 10 km drin?',
    cite('the 10K prediction', f.predictions['10k']),
    avoid('only the distance asked', f.predictions.marathon)
  )

  // ---- fitness: the VDOT and its method ------------------------------------------------------
  add(
    'answer_fitness',
    'How is my fitness trending?',
    cite('the VDOT', `VDOT ${f.vdot}`),
    cite('the method', 'Daniels & Gilbert')
  )

  // ---- readiness for the day asked -----------------------------------------------------------
  add(
    'answer_readiness',
    'Am I ready for a half marathon on Sunday?',
    cite('the race day', ...dateForms(next(f.today, 7))),
    cite('the half prediction', f.predictions.half)
  )
  add(
    'answer_readiness',
    'Am I ready for my 10K race on Friday?',
    cite('the race day', ...dateForms(next(f.today, 5))),
    cite('the 10K prediction', f.predictions['10k'])
  )

  // ---- the training load: the ratio with its meaning, in four languages ---------------------
  const both = (decimalText: string) => [decimalText, decimalText.replace('.', ',')]
  const ratio = cite('the acute:chronic ratio', ...both(f.acwr))
  add('answer_load', 'how does my training load look right now', ratio, cite('fatigue', 'fatigue'))
  add('answer_load', 'wie steht es um meine belastung', ratio, cite('in German', 'Ermüdung'))
  add(
    'answer_load',
    'elle est comment ma charge en ce moment',
    ratio,
    cite('in French', 'fraîcheur')
  )
  add('answer_load', 'qué tal mi carga de entrenamiento', ratio, cite('in Spanish', 'fatiga'))
  add('answer_load', 'is my workload ok?', ratio, cite('its meaning', 'safe range', '1.3', '0.8'))

  // ---- readiness today: a verdict, today's session and what to do with it ------------------
  const today = {
    kind: 'matches',
    label: "today's session or rest day",
    pattern:
      /planned today|heute geplant|prévu aujourd'hui|previsto hoy|rest day|ruhetag|repos|descanso/i,
  } as const
  const verdictIs = (pattern: RegExp) => ({ kind: 'matches', label: 'a verdict', pattern }) as const
  add(
    'answer_readiness_today',
    'im wiped out, should i still do the workout today',
    verdictIs(/take it easy today|rest today/i),
    ratio,
    today
  )
  add(
    'answer_readiness_today',
    'bin total platt, soll ich heute trotzdem laufen',
    verdictIs(/heute locker|heute ruhe/i),
    ratio,
    today
  )
  add(
    'answer_readiness_today',
    "j'ai les jambes lourdes, je peux faire ma séance aujourd'hui ?",
    verdictIs(/doucement aujourd'hui|repos aujourd'hui/i),
    ratio,
    today
  )
  add(
    'answer_readiness_today',
    'tengo las piernas pesadas, entreno hoy o descanso?',
    verdictIs(/hoy suave|hoy descanso/i),
    ratio,
    today
  )
  add(
    'answer_readiness_today',
    'should i run today or rest?',
    verdictIs(/go ahead|take it easy today|rest today/i),
    ratio,
    today
  )
  add(
    'answer_readiness_today',
    'what should i run today',
    avoid("the day's plan, not a verdict", 'acute:chronic ratio is')
  )

  // ---- one pace, in the unit asked (per repeat, per mile) ----------------------------------
  const perRepeatIn = (word: string, secPerKm: number, meters: number) =>
    `${formatDuration((secPerKm * meters) / 1000)} ${word} ${meters} m`
  add(
    'answer_paces',
    'what pace for 800m repeats',
    cite('interval pace per 800 m', perRepeat(paces.interval, 800)),
    avoid('no threshold pace', f.paces.threshold)
  )
  add(
    'answer_paces',
    'wie schnell laufe ich 400er',
    cite('repetition pace per 400 m', perRepeatIn('pro', paces.repetition, 400)),
    cite('in German', 'Wiederholung')
  )
  add(
    'answer_paces',
    'allure seuil au mile',
    cite('threshold pace per mile', perMile(paces.threshold)),
    avoid('one pace', f.paces.interval)
  )
  add(
    'answer_paces',
    'ritmo de maratón por milla',
    cite('marathon pace per mile', perMile(paces.marathon)),
    avoid('one pace', f.paces.interval)
  )
  add(
    'answer_paces',
    'tempo pace per mile?',
    cite('threshold pace per mile', perMile(paces.threshold)),
    avoid('one pace', f.paces.interval)
  )
  add(
    'answer_paces',
    'welches Tempo für Schwellenläufe pro Meile',
    cite('threshold pace per mile', perMile(paces.threshold)),
    cite('in German', 'Schwelle'),
    avoid('no definition', 'comfortably hard')
  )

  // ---- a prediction's pace after it, in the unit asked --------------------------------------
  const racePace = (time: string, meters: number, units: 'metric' | 'imperial') =>
    `${formatPace(seconds(time) / (meters / 1000), units)}/${units === 'metric' ? 'km' : 'mi'}`
  const ask = (category: string, turns: string[], ...checks: Check[]) =>
    cases.push({
      id: `${category}-${cases.filter((c) => c.category === category).length + 1}`,
      category,
      question: turns.at(-1)!,
      turns,
      checks,
    })
  ask(
    'answer_race_pace',
    ['wie schnell wäre ich im halbmarathon', 'welches tempo pro km muss ich dafür laufen'],
    cite('the half pace per km', racePace(f.predictions.half, 21097.5, 'metric'))
  )
  ask(
    'answer_race_pace',
    ['quel chrono sur marathon', 'à quelle allure au km ?'],
    cite('the marathon pace per km', racePace(f.predictions.marathon, 42195, 'metric'))
  )
  ask(
    'answer_race_pace',
    ['predicción para 10K', 'y a qué ritmo por milla'],
    cite('the 10K pace per mile', racePace(f.predictions['10k'], 10000, 'imperial'))
  )
  ask(
    'answer_race_pace',
    ['what could i run a half in', 'what pace per mile is that'],
    cite('the half pace per mile', racePace(f.predictions.half, 21097.5, 'imperial'))
  )
  add(
    'answer_race_pace',
    'could i run a sub 45 10k',
    cite('the 10K prediction', f.predictions['10k']),
    cite('the goal', '45:00')
  )

  // ---- a pace asked again in another unit ("per mile?") keeps the pace asked ----------------
  const perLap = (secPerKm: number, word: string) =>
    `${formatDuration((secPerKm * 400) / 1000)} ${word} 400 m`
  ask(
    'answer_pace_unit',
    ['whats my threshold pace', 'per mile?'],
    cite('threshold per mile', perMile(paces.threshold)),
    avoid('no history', 'running in')
  )
  ask(
    'answer_pace_unit',
    ['interval pace?', 'how many seconds per 400m lap is that'],
    cite('interval per lap', perLap(paces.interval, 'per'))
  )
  ask(
    'answer_pace_unit',
    ['was ist mein schwellentempo', 'und pro meile?'],
    cite('threshold per mile', perMile(paces.threshold))
  )
  ask(
    'answer_pace_unit',
    ['mon allure marathon', 'et au mile ?'],
    cite('marathon per mile', perMile(paces.marathon))
  )
  ask(
    'answer_pace_unit',
    ['ritmo de intervalos', 'y por vuelta de 400?'],
    cite('interval per lap', perLap(paces.interval, 'por'))
  )

  // ---- fitness trend: the VDOT then and now, the four-week change ---------------------------
  const vdotNow = cite('the VDOT', ...both(`VDOT ${f.vdot}`))
  add(
    'answer_trend',
    'is my vdot going up',
    cite('the VDOT', `VDOT ${f.vdot}`),
    cite('then', 'four weeks ago')
  )
  add('answer_trend', 'wie entwickelt sich meine Fitness', vdotNow, cite('then', 'vor vier Wochen'))
  add('answer_trend', 'comment évolue ma forme', vdotNow, cite('then', 'il y a quatre semaines'))
  add(
    'answer_trend',
    'cómo evoluciona mi forma física',
    vdotNow,
    cite('then', 'hace cuatro semanas')
  )
  add(
    'answer_trend',
    'how has my fitness changed over the last month',
    cite('the VDOT', `VDOT ${f.vdot}`),
    cite('four-week change', 'over four weeks')
  )

  // ---- explanations in the language asked -------------------------------------------------
  add(
    'answer_terms',
    'was bedeutet VDOT',
    cite('in German', 'Laufleistung'),
    avoid('no English', 'fitness score')
  )
  add(
    'answer_terms',
    "c'est quoi le fartlek",
    cite('in French', "jeu d'allure"),
    avoid('no English', 'speed play')
  )
  add(
    'answer_terms',
    'was ist ein Tempolauf',
    cite('in German', 'angenehm hart'),
    avoid('no English', 'comfortably hard')
  )
  add(
    'answer_terms',
    'qué son las series',
    cite('in Spanish', 'repeticiones'),
    avoid('no English', 'hard repeats')
  )
  add(
    'answer_terms',
    'meine herzfrequenzzonen',
    cite('in German', 'Herzfrequenz'),
    avoid('no English', 'Heart rate (')
  )
  return cases
}
