/*
 * The offline coach: deterministic answers to the questions runners ask most, from the
 * athlete's data through the same tools a model uses (app/coach/tools), in their units, tone
 * and language. No model, no network; every activity may be read (nothing leaves the server).
 *
 *   message → red flags (app/coach/safety.ts) → language (language.ts) → intent and slots
 *   (intents.ts, dates.ts) → tools → an answer composed from the tools' figures and the
 *   knowledge base (knowledge.ts, sources in docs/coach.md).
 *
 * Health answers describe common patterns and when to see a professional, never a diagnosis
 * (docs/coach.md#what-the-coach-never-does).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import type { CoachContext } from '#coach/context'
import { ToolSession } from '#coach/tools/index'
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { explainMetricTool } from '#coach/tools/explain_metric'
import { planWindowTool } from '#coach/tools/plan_window'
import { trainingHistoryTool } from '#coach/tools/training_history'
import { proposePlanChangeTool, type PlanChange } from '#coach/tools/propose_plan_change'
import { isRefusal } from '#coach/tools/tool'
import { planSnapshot } from '#coach/tools/plan_data'
import { redFlags, SAFETY_NOTICE } from '#coach/safety'
import {
  matchIntent,
  OFFLINE_QUESTIONS,
  termIn,
  type Intent,
  type RaceDistance,
} from '#coach/offline/intents'
import { compose, type AnswerParts } from '#coach/offline/tone'
import { detectLanguage, type Language } from '#coach/offline/language'
import {
  dayIn,
  mondayOf,
  monthPeriod,
  monthsIn,
  spanIn,
  weekIn,
  type Period,
} from '#coach/offline/dates'
import { formatPace, METERS_PER_MILE, secPerMileToSecPerKm } from '#domain/units'
import { dayName, list, t } from '#coach/offline/i18n'
import {
  FUELLING,
  HYDRATION,
  INJURY_PATTERNS,
  MOTIVATION,
  NECK_CHECK,
  OVERTRAINING,
  SLEEP,
  TAPER,
  TERMS,
  TERM_SOURCE,
  type Guidance,
} from '#coach/offline/knowledge'
import { dayLabel, WEEKDAYS } from '#coach/format'
import type { CoachToolUse } from '#models/coach_message'

export interface CoachAnswer {
  content: string
  toolUses: CoachToolUse[]
  revisionId: number | null
  safetyNotice: string | null
  intent: Intent['type'] | 'red_flag'
  language?: Language
}

/** The answer to red-flag symptoms, whichever coach is configured. */
export function safetyAnswer(flags: string[]): CoachAnswer {
  return {
    content: [
      `**Stop and see a doctor.** You mentioned ${flags.join(' and ')}. Please don't train until a doctor has checked you; if it is happening now or is severe, call your local emergency number.`,
      '',
      'I haven\'t changed your plan. When you have been cleared, tell me how many days you were out ("I was sick for 5 days") and I\'ll propose an easier return.',
    ].join('\n'),
    toolUses: [],
    revisionId: null,
    safetyNotice: SAFETY_NOTICE,
    intent: 'red_flag',
  }
}

/** Intents answered in French, Spanish and German; the others say so and answer in English. */
const LOCALISED = new Set<Intent['type']>([
  'today',
  'progress',
  'race_prediction',
  'training_paces',
  'easy_pace',
  'history',
  'plan_lookup',
  'illness',
  'injury',
  'injection',
  'unknown',
])

const HEALTH = new Set<Intent['type']>(['injury', 'illness', 'overtraining'])

const DISTANCE_NAMES: Record<RaceDistance, string> = {
  '5k': '5 km',
  '10k': '10 km',
  'half': 'Half marathon',
  'marathon': 'Marathon',
}

const DISTANCE_METERS: Record<RaceDistance, number> = {
  '5k': 5000,
  '10k': 10000,
  'half': 21097.5,
  'marathon': 42195,
}

interface Turn {
  session: ToolSession
  question: string
  language: Language
  tone: CoachContext['profile']['coachTone']
  today: string
}

export class OfflineCoach {
  async answer(context: CoachContext, question: string): Promise<CoachAnswer> {
    const flags = redFlags(question)
    if (flags.length > 0) return safetyAnswer(flags)
    const language = detectLanguage(question)
    const intent = matchIntent(question)
    const session = new ToolSession(context)
    const turn: Turn = {
      session,
      question,
      language: LOCALISED.has(intent.type) ? language : 'en',
      tone: context.profile.coachTone,
      today: context.todayIso,
    }
    let content = await this.reply(turn, intent)
    if (language !== 'en' && !LOCALISED.has(intent.type)) {
      content = `${t(language, 'englishFollows')}\n\n${content}`
    }
    return {
      content,
      toolUses: session.toolUses,
      revisionId: session.revisionId,
      safetyNotice: HEALTH.has(intent.type)
        ? 'If symptoms are severe, get worse or don’t improve, see a doctor or physiotherapist before training. The coach cannot diagnose.'
        : null,
      intent: intent.type,
      language,
    }
  }

  private compose(turn: Turn, parts: AnswerParts) {
    return compose(turn.tone, parts)
  }

  private async reply(turn: Turn, intent: Intent): Promise<string> {
    switch (intent.type) {
      case 'injection':
        return this.injection(turn)
      case 'today':
        return this.todayAnswer(turn)
      case 'progress':
        return this.progress(turn)
      case 'history':
        return this.history(turn)
      case 'compare_months':
        return this.compareMonths(turn)
      case 'plan_lookup':
        return this.planLookup(turn)
      case 'race_prediction':
        return this.racePrediction(turn, intent.distance)
      case 'readiness':
        return this.readiness(turn, intent)
      case 'illness':
        return this.illness(turn, intent)
      case 'injury':
        return this.injury(turn, intent)
      case 'overtraining':
        return this.overtraining(turn)
      case 'fuelling':
        return this.fuelling(turn)
      case 'hydration':
        return this.guidance(turn, HYDRATION, 'Drink to thirst, with a plan for long and hot runs:')
      case 'sleep':
        return this.sleep(turn)
      case 'motivation':
        return this.motivation(turn)
      case 'travel':
        return this.travel(turn, intent)
      case 'short_on_time':
        return this.shortOnTime(turn, intent)
      case 'plan_intensity':
        return this.planIntensity(turn, intent.direction)
      case 'missed_workout':
        return this.missed(turn)
      case 'skip_day':
        return this.skipDay(turn)
      case 'volume':
        return this.volume(turn, intent.direction)
      case 'pace_convert':
        return this.paceConvert(turn)
      case 'swap_days':
        return this.swapDays(turn)
      case 'frequency':
        return this.frequency(turn)
      case 'move_long_run':
        return this.moveLongRun(turn, intent)
      case 'acwr':
        return this.acwr(turn)
      case 'explain_metric':
        return this.explainMetric(turn, intent.metric)
      case 'term':
        return this.term(turn, intent.term)
      case 'zones':
        return this.zones(turn)
      case 'easy_pace':
        return this.easyPace(turn)
      case 'training_paces':
        return this.paces(turn)
      case 'unknown':
        return this.fallback(turn)
    }
  }

  // ---- what the coach can do, and what it will not ------------------------------------------

  private capabilities(language: Language) {
    return language === 'en'
      ? OFFLINE_QUESTIONS.map((q) => `- ${q}`)
      : list(language, 'capabilities').map((c) => `- ${c}`)
  }

  private fallback(turn: Turn) {
    const { language } = turn
    return [
      t(language, 'fallbackIntro'),
      '',
      ...this.capabilities(language),
      ...(language === 'en'
        ? [
            '',
            'Anything else needs a configured model (your administrator can set one up with `COACH_PROVIDER`).',
          ]
        : []),
    ].join('\n')
  }

  private injection(turn: Turn) {
    const { language } = turn
    return [
      t(language, 'injection'),
      '',
      t(language, 'whatICanDo'),
      ...this.capabilities(language),
    ].join('\n')
  }

  // ---- the plan and the athlete's data --------------------------------------------------------

  private async todayAnswer(turn: Turn) {
    const { session, language } = turn
    const result = await session.run(todayWorkoutTool)
    if (!result.plan) {
      return this.compose(turn, {
        headline: t(language, 'noPlan'),
        cheer: 'An easy run of 30–45 minutes is never a bad choice in the meantime.',
      })
    }
    const { today: workout, tomorrow } = result
    const next = tomorrow && tomorrow.type !== 'rest' ? `Tomorrow: ${tomorrow.title}.` : null
    if (!workout || workout.type === 'rest') {
      return this.compose(turn, {
        headline: t(language, 'restDay'),
        facts: next ? [next] : [],
        cheer: 'Enjoy it!',
      })
    }
    const size = [workout.distance, workout.time ? `about ${workout.time}` : null]
      .filter(Boolean)
      .join(', ')
    const facts = [`Why: ${workout.purpose}`, `Steps: ${workout.steps}`]
    if (workout.state === 'done') facts.unshift('Already done today: nice work.')
    if (next) facts.push(next)
    // "Should I do strides today?": the term asked about, next to the session it would join.
    const term = termIn(turn.question)
    if (term && TERMS[term] && !new RegExp(TERMS[term].name, 'i').test(workout.title))
      facts.push(`**${TERMS[term].name}**: ${TERMS[term].text}`)
    return this.compose(turn, {
      headline: t(language, 'todayWorkout', {
        title: workout.title,
        size: size ? ` (${size})` : '',
      }),
      facts,
      why: [
        'Each session has one job in the week; the easy days around it let you recover for the next one.',
      ],
      cheer: workout.hard ? 'Warm up well and enjoy the work.' : 'Keep it relaxed and enjoy it.',
    })
  }

  private async progress(turn: Turn) {
    const { session, language } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    if (!training.today || training.weeks.every((w) => w.load === 0)) {
      return this.compose(turn, {
        headline:
          "I don't see any training in the last four weeks yet. Import your runs (files or Strava) or add one by hand, and I'll tell you how it's going.",
      })
    }
    const { today: figures } = training
    const before = training.fitnessFourWeeksAgo ?? 0
    const change = figures.fitness - before
    const trend =
      Math.abs(change) < 1
        ? language === 'en'
          ? 'steady'
          : '='
        : change > 0
          ? `+${change.toFixed(1)}`
          : `−${Math.abs(change).toFixed(1)}`
    const formText =
      figures.form < -20
        ? 'you are carrying a lot of fatigue'
        : figures.form < -5
          ? 'you are in a productive training block'
          : figures.form <= 5
            ? 'you are fairly fresh'
            : 'you are fresh, ready for a hard session or a race'
    return this.compose(turn, {
      headline:
        t(language, 'progress', {
          fitness: figures.fitness,
          trend,
          fatigue: figures.fatigue,
          form: figures.form,
        }) + (language === 'en' ? ` In short: ${formText}.` : ''),
      facts: training.weeks.map((w) =>
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
      ),
      why: [
        'Fitness is your 42-day average training load, fatigue the 7-day one, and form is fitness minus fatigue (Banister / Coggan). Distances are running only; other sports count in the load and the all-sports total.',
        training.acwr
          ? `Your acute:chronic workload ratio is ${training.acwr.ratio} (${training.acwr.band}).`
          : '',
      ].filter(Boolean),
      cheer:
        change >= 0
          ? 'The consistency is paying off. Keep going!'
          : 'A dip is normal after an easier block; steady weeks bring it back.',
    })
  }

  private async history(turn: Turn) {
    const { session, language, today, question } = turn
    const day = dayIn(question, today, language, 'past')
    const week = weekIn(question, today)
    const month = monthsIn(question, today)[0]
    const span = spanIn(question, today)
    let period: Period
    if (span) period = span
    else if (day && !week) period = { from: day.dateIso, to: day.dateIso }
    // "How was this week?": the week so far, Monday to today.
    else if (week && week.from === today && week.to > today)
      period = { from: mondayOf(today), to: today }
    else if (week) period = week
    else if (month) period = month
    else if (/\blast run\b|derni[eè]re sortie|[uú]ltima salida|letzter lauf/i.test(question)) {
      period = { from: addDays(today, -27), to: today }
    } else period = { from: addDays(today, -6), to: today }
    if (period.from > today) {
      return this.compose(turn, {
        headline: `${dayLabel(period.from)} is still ahead, so there is no training to look at yet. Ask me "what's planned" for that day instead.`,
      })
    }
    const result = await session.run(trainingHistoryTool, period)
    if (isRefusal(result)) return this.compose(turn, { headline: result.error })
    const [aRun, of, inTime] = list(language, 'run')
    const line = (s: (typeof result.sessions)[number]) =>
      `${s.sport === 'run' ? aRun : `${s.sport.replace('_', ' ')}`}${s.distance ? ` ${of} ${s.distance}` : ''} ${inTime} ${s.time}${s.pace ? ` (${s.pace})` : ''}`
    if (period.from === period.to) {
      if (result.sessions.length === 0) {
        const planned = await planSnapshot(session.context, period.from, period.from)
        const workout = planned?.workouts.find((w) => w.type !== 'rest')
        return this.compose(turn, {
          headline: t(language, 'historyNone', { day: dayName(language, period.from) }),
          facts: planned
            ? [
                workout
                  ? `Your plan had **${workout.title}** that day.`
                  : 'It was a rest day in your plan.',
              ]
            : [],
        })
      }
      return this.compose(turn, {
        headline: t(language, 'historyDay', {
          day: dayName(language, period.from),
          what: result.sessions.map(line).join('; '),
        }),
      })
    }
    if (/\blast run\b|derni[eè]re sortie|[uú]ltima salida|letzter lauf/i.test(question)) {
      const last = [...result.sessions].reverse().find((s) => s.pace)
      if (last) {
        return this.compose(turn, {
          headline: `Your last run was on ${last.day}: ${line(last)}.`,
        })
      }
    }
    if (/\blongest\b|plus longue|m[aá]s larga|l[aä]ngste/i.test(question)) {
      const runs = result.sessions.filter((s) => s.pace !== null)
      const longest = runs.reduce<(typeof runs)[number] | null>(
        (best, s) =>
          !best || Number.parseFloat(s.distance ?? '0') > Number.parseFloat(best.distance ?? '0')
            ? s
            : best,
        null
      )
      if (longest) {
        return this.compose(turn, {
          headline: `Your longest run from ${result.from} to ${result.to}: **${longest.distance}** on ${longest.day}, in ${longest.time} (${longest.pace}).`,
          facts: [`In all: ${result.running.distance} running in ${result.running.runs} runs.`],
        })
      }
    }
    const others =
      result.allSports.distance === result.running.distance
        ? ''
        : `; all sports ${result.allSports.distance} in ${result.allSports.sessions} sessions`
    // A week is listed session by session; a longer period by its totals and longest run.
    const facts =
      result.sessions.length <= 8 ? result.sessions.map((s) => `${s.day}: ${line(s)}`) : []
    if (result.running.longest) facts.unshift(`Longest run: ${result.running.longest}.`)
    const inMiles = milesOf(result.running.distance, question)
    if (inMiles) facts.unshift(`In miles: **${inMiles} running**.`)
    return this.compose(turn, {
      headline: t(language, 'historyPeriod', {
        from: result.from,
        to: result.to,
        running: result.running.distance,
        runs: result.running.runs,
        time: result.running.time,
        others,
      }),
      facts,
    })
  }

  private async compareMonths(turn: Turn) {
    const { session, today, question } = turn
    const named = monthsIn(question, today)
    const weekly = /\bweek|semaine|semana|woche/i.test(question) && named.length === 0
    const monday = addDays(today, 1 - isoWeekday(today))
    const [first, second] = weekly
      ? [
          { from: monday, to: today },
          { from: addDays(monday, -7), to: addDays(monday, -1) },
        ]
      : named.length >= 2
        ? named
        : named.length === 1 && named[0].from !== monthPeriod(today, 0).from
          ? [monthPeriod(today, 0), named[0]]
          : [monthPeriod(today, 0), monthPeriod(today, -1)]
    const a = await session.run(trainingHistoryTool, first)
    const b = await session.run(trainingHistoryTool, second)
    if (isRefusal(a) || isRefusal(b)) {
      return this.compose(turn, { headline: (isRefusal(a) ? a : (b as { error: string })).error })
    }
    const days = (p: { from: string; to: string }) =>
      Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1
    const perWeek = (meters: number, p: { from: string; to: string }) =>
      (meters / 1000 / days(p)) * 7
    const name = (p: { from: string; to: string }) =>
      `${weekly ? 'Week' : p.from.slice(0, 7)} (${p.from} to ${p.to}${p.to === today ? ', so far' : ''})`
    const weeklyA = perWeek(a.running.distanceMeters, a)
    const weeklyB = perWeek(b.running.distanceMeters, b)
    const ratio = weeklyB > 0 ? weeklyA / weeklyB : null
    const verdict =
      ratio === null
        ? 'There is nothing to compare against in the earlier month.'
        : Math.abs(ratio - 1) < 0.05
          ? 'Per week you are running about the same.'
          : ratio > 1
            ? `Per week you are running about ${Math.round((ratio - 1) * 100)} % more.`
            : `Per week you are running about ${Math.round((1 - ratio) * 100)} % less.`
    const row = (r: typeof a) =>
      `${name(r)}: **${r.running.distance} running** in ${r.running.runs} runs (${r.running.time})${r.allSports.distance === r.running.distance ? '' : `; all sports ${r.allSports.distance}`}${r.running.longest ? `; longest run ${r.running.longest}` : ''}`
    return this.compose(turn, {
      headline: verdict,
      facts: [row(a), row(b)],
      why: [
        'A period still under way is compared per week (its distance over the days so far), so a half month or week is not mistaken for a drop.',
      ],
    })
  }

  private async planLookup(turn: Turn) {
    const { session, today, question, language } = turn
    const weekend = /\bweekend\b|week-end|fin de semana|wochenende/i.test(question)
    const day = weekend ? null : dayIn(question, today, language, 'future')
    const sunday = addDays(today, 7 - isoWeekday(today))
    const week = weekend
      ? { from: addDays(sunday, -1) < today ? today : addDays(sunday, -1), to: sunday }
      : weekIn(question, today)
    const longRunQuestion = /\blong run\b|sortie longue|tirada larga|langer lauf|langen lauf/i.test(
      question
    )
    const daysUntil = (date: string) =>
      Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000) + 1
    const horizon = Math.min(
      28,
      Math.max(
        1,
        longRunQuestion ? 14 : week ? daysUntil(week.to) : day ? daysUntil(day.dateIso) : 7
      )
    )
    const result = await session.run(planWindowTool, { direction: 'next', days: horizon })
    if (!result.plan) {
      return this.compose(turn, {
        headline:
          "You don't have a training plan yet. Create one on the Training plan page and I can tell you what's coming.",
      })
    }
    let workouts = result.workouts
    let what = `the next ${horizon} days`
    if (week) {
      workouts = workouts.filter((w) => {
        const date = w.day.slice(-10)
        return date >= week.from && date <= week.to
      })
      what = `${week.from} to ${week.to}`
    } else if (day) {
      workouts = workouts.filter((w) => w.day.endsWith(day.dateIso))
      what = dayName(language, day.dateIso)
    }
    if (longRunQuestion) {
      const long = result.workouts.find((w) => w.type === 'long')
      if (long) {
        return this.compose(turn, {
          headline: `Your next long run: **${long.title}** on ${long.day}${long.distance ? ` (${long.distance})` : ''}.`,
        })
      }
    }
    if (workouts.length === 0) {
      return this.compose(turn, { headline: t(language, 'planRest', { what }) })
    }
    return this.compose(turn, {
      headline: t(language, 'planFor', { what }),
      facts: workouts.map(
        (w) =>
          `${w.day}: **${w.title}**${w.distance ? ` (${w.distance})` : w.time ? ` (${w.time})` : ''}${w.state === 'done' ? ', done' : ''}`
      ),
    })
  }

  private async racePrediction(turn: Turn, distance: RaceDistance | null) {
    const { session, language } = turn
    const result = await session.run(racePredictionsTool, {
      distances: distance ? [distance] : ['5k', '10k', 'half', 'marathon'],
    })
    if (!result.vdot) return this.compose(turn, { headline: result.note ?? 'No prediction yet.' })
    return this.compose(turn, {
      headline: t(language, 'predictionHead', {
        vdot: result.vdot.value,
        source: `${result.vdot.source}${result.vdot.date ? `, ${result.vdot.date}` : ''}`,
      }),
      facts: [
        ...result.predictions.map(
          (p) =>
            `${DISTANCE_NAMES[p.distance]}: **${p.time}** (second opinions: VDOT table ${p.vdotTable}, Riegel ${p.riegel})`
        ),
        `Method: ${result.method}, the same figure as your Progress page and your plan.`,
        ...targetVerdict(turn.question, result.predictions),
      ],
      why: [
        `The VDOT table assumes training for the distance, so the half and full marathon are slowed a little when weekly volume is under 60 km (yours: ${result.weeklyDistance} a week); the unadjusted table and Riegel's formula are second opinions.`,
      ],
      cheer: 'Train well and these are yours to beat.',
    })
  }

  private async readiness(turn: Turn, intent: Extract<Intent, { type: 'readiness' }>) {
    const { session, today } = turn
    const distance = intent.distance ?? '10k'
    const predictions = await session.run(racePredictionsTool, { distances: [distance] })
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    const history = await session.run(trainingHistoryTool, { from: addDays(today, -27), to: today })
    const plan = await session.run(planWindowTool, { direction: 'next', days: 7 })
    const facts: string[] = []
    const named = intent.daysAhead ? null : dayIn(turn.question, today, turn.language, 'future')
    const raceDate = intent.daysAhead
      ? addDays(today, intent.daysAhead)
      : named && named.dateIso > today
        ? named.dateIso
        : null
    if (raceDate) {
      const away = Math.round((Date.parse(raceDate) - Date.parse(today)) / 86_400_000)
      facts.push(`Race day: ${dayLabel(raceDate)} (${away} days away).`)
    }
    const prediction = predictions.predictions[0]
    if (predictions.vdot && prediction?.time) {
      facts.push(
        `Your current fitness predicts **${prediction.time}** for ${DISTANCE_NAMES[distance]} (${predictions.method}).`
      )
    }
    let longestMeters = 0
    if (!isRefusal(history)) {
      longestMeters = history.sessions
        .filter((s) => s.pace !== null)
        .reduce((max, s) => Math.max(max, Number.parseFloat(s.distance ?? '0')), 0)
      facts.push(
        `Last 4 weeks: ${history.running.distance} running in ${history.running.runs} runs; longest run ${history.running.longest ?? 'none'}.`
      )
    }
    if (training.today) {
      facts.push(`Fitness ${training.today.fitness}, form ${training.today.form} today.`)
    }
    if (plan.plan) {
      facts.push(
        `Your plan builds towards ${plan.plan.race ?? 'its goal'}${plan.plan.raceDate ? ` on ${plan.plan.raceDate}` : ''}: keep its sessions, and make the last week before this race an easier one.`
      )
    }
    const unitsKm = session.context.profile.units === 'metric'
    const longestKm = unitsKm ? longestMeters : longestMeters * 1.609344
    const raceKm = DISTANCE_METERS[distance] / 1000
    const enough =
      distance === 'marathon'
        ? longestKm >= 28
        : distance === 'half'
          ? longestKm >= 16
          : longestKm >= raceKm
    return this.compose(turn, {
      headline: enough
        ? `Yes, you look ready for the ${DISTANCE_NAMES[distance]}: your longest recent run already covers the distance, and your fitness gives a clear target time.`
        : `You can get there, but build up first: your longest recent run is shorter than what the ${DISTANCE_NAMES[distance]} asks for.`,
      facts: [...facts, ...TAPER.points],
      why: [`Source: ${TAPER.sources.join('; ')}.`],
      cheer: 'Trust the training you have done.',
    })
  }

  // ---- health: illness, injury, overtraining ---------------------------------------------------

  private async illness(turn: Turn, intent: Extract<Intent, { type: 'illness' }>) {
    const { language, today } = turn
    const sources = `Sources: ${NECK_CHECK.sources.join('; ')}.`
    if (
      intent.symptoms === 'above_neck' ||
      (intent.symptoms === 'unknown' &&
        /\bcold\b|rhume|resfriad|erk[aä]lt/i.test(turn.question) &&
        !intent.days)
    ) {
      const facts =
        intent.symptoms === 'above_neck'
          ? [...NECK_CHECK.above, NECK_CHECK.seeAProfessional]
          : [...NECK_CHECK.above, ...NECK_CHECK.below, NECK_CHECK.seeAProfessional]
      return this.compose(turn, {
        headline:
          intent.symptoms === 'above_neck'
            ? t(language, 'illnessAbove')
            : `${t(language, 'neckCheck')} Tell me where your symptoms are and, if you need days off, how many ("sick for 3 days"), and I'll adjust your plan.`,
        facts: language === 'en' ? facts : [t(language, 'neckCheck'), t(language, 'seeDoctorIll')],
        why: [sources],
        cheer: 'Look after yourself; the plan will be there.',
      })
    }
    const days = intent.days ?? 3
    return this.propose(
      turn,
      { type: 'illness', startDate: today, days },
      {
        headline: t(language, 'illnessBelow', { days }),
        facts:
          language === 'en'
            ? [...NECK_CHECK.below, NECK_CHECK.seeAProfessional]
            : [t(language, 'neckCheck'), t(language, 'seeDoctorIll')],
        why: [
          'Training through an illness slows recovery and can make it worse; after it, fitness comes back faster than it went.',
          sources,
        ],
      }
    )
  }

  private async injury(turn: Turn, intent: Extract<Intent, { type: 'injury' }>) {
    const { language, today } = turn
    const guidance = INJURY_PATTERNS[intent.site]
    const days = intent.days ?? 3
    return this.propose(
      turn,
      { type: 'injury', startDate: today, days },
      {
        headline:
          language === 'en'
            ? `**${guidance.title}.** ${t('en', 'injuryHead', { days })}`
            : t(language, 'injuryHead', { days }),
        facts: [
          ...(language === 'en' ? guidance.points : []),
          language === 'en' && guidance.seeAProfessional
            ? `When to see a professional: ${guidance.seeAProfessional} I can't diagnose pain; they can.`
            : t(language, 'seePhysio'),
        ],
        why: [`Source: ${guidance.sources.join('; ')}.`],
      }
    )
  }

  private async overtraining(turn: Turn) {
    const { session } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    const facts = [
      `Ask yourself, over the last two weeks or more: ${OVERTRAINING.symptoms.join('; ')}?`,
      ...OVERTRAINING.points,
    ]
    const data: string[] = []
    if (training.acwr) {
      data.push(
        `Your load: acute:chronic ratio **${training.acwr.ratio}** (${training.acwr.band}${training.acwr.band === 'safe' ? ', 0.8–1.3' : ''}).`
      )
    }
    if (training.today) {
      const change = training.today.fitness - (training.fitnessFourWeeksAgo ?? 0)
      data.push(
        `Fitness ${training.today.fitness} (${change >= 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(1)} in four weeks), fatigue ${training.today.fatigue}, form ${training.today.form}.`
      )
    }
    return this.compose(turn, {
      headline:
        "Your numbers alone can't say whether you are overtraining; how you feel and perform over weeks can. Here is what your data shows, and what to check:",
      facts: [...data, ...facts, OVERTRAINING.seeAProfessional],
      why: [`Sources: ${OVERTRAINING.sources.join('; ')}.`],
      cheer: 'Rest is part of training, not a break from it.',
    })
  }

  // ---- knowledge with the athlete's figures -----------------------------------------------------

  private guidance(turn: Turn, guidance: Guidance, headline: string, extra: string[] = []) {
    return this.compose(turn, {
      headline,
      facts: [
        ...extra,
        ...guidance.points,
        ...(guidance.seeAProfessional ? [guidance.seeAProfessional] : []),
      ],
      why: [`Sources: ${guidance.sources.join('; ')}.`],
    })
  }

  private async fuelling(turn: Turn) {
    const { session, question } = turn
    const profile = await session.run(athleteProfileTool)
    const distance: RaceDistance = /\bhalf|semi|medio|halb/i.test(question)
      ? 'half'
      : /\b(10 ?k|5 ?k)\b/i.test(question)
        ? '10k'
        : 'marathon'
    const predictions = await session.run(racePredictionsTool, { distances: [distance] })
    const extra: string[] = []
    const time = predictions.predictions[0]?.time
    if (time) {
      const [h, m] = time.split(':').map(Number)
      const hours = time.split(':').length === 3 ? h + m / 60 : h / 60
      if (hours >= 1) {
        const low = Math.round(hours * (hours > 2.5 ? 60 : 30))
        const high = Math.round(hours * (hours > 2.5 ? 90 : 60))
        extra.push(
          `Your predicted ${DISTANCE_NAMES[distance].toLowerCase()} time is ${time}: that is about **${low}–${high} g of carbohydrate** over the race, or ${Math.round(low / 25)}–${Math.round(high / 25)} gels of 25 g.`
        )
      } else {
        extra.push(
          `Your predicted ${DISTANCE_NAMES[distance].toLowerCase()} time is ${time}: under an hour, so a good breakfast is all the fuel you need.`
        )
      }
    }
    const weightKg = session.context.profile.weightKg
    if (weightKg && distance === 'marathon') {
      extra.push(
        `Carbohydrate loading for you (${weightKg} kg): about ${Math.round(weightKg * 10)}–${Math.round(weightKg * 12)} g a day in the 36–48 hours before.`
      )
    }
    void profile
    const perKg = (low: number, high: number) =>
      weightKg
        ? ` (${Math.round(weightKg * low)}–${Math.round(weightKg * high)} g for you at ${weightKg} kg)`
        : ''
    const headline =
      /carb(ohydrate)?[\s-]*load|charge glucidique|carga de carbohidratos|carboloading/i.test(
        question
      )
        ? `Yes, for a marathon: **10–12 g of carbohydrate per kg** a day for the 36–48 hours before${perKg(10, 12)}, with less fibre and fat; for races under 90 minutes it isn't needed.`
        : /\b(long|training|easy) run\b/i.test(question) &&
            /\b(before|eat|breakfast)\b/i.test(question)
          ? `Before a long run: a familiar carbohydrate-rich meal 2–4 hours before (**1–4 g of carbohydrate per kg**${perKg(1, 4)}), or a small snack of 30–60 g (a banana, toast) an hour before; on runs over about 90 minutes, take 30–60 g per hour on the way and practise your race fuel.`
          : /\b(before|pre-?race|breakfast|night before)\b|avant|antes|vor dem/i.test(question)
            ? `Before a race: a familiar meal 1–4 hours before the start with **1–4 g of carbohydrate per kg**${perKg(1, 4)}, low in fibre and fat; nothing new on race day.`
            : 'Fuel long runs and races with carbohydrate: **30–60 g per hour** from about an hour, **up to 90 g per hour** beyond 2.5 hours, and practise it on your long runs.'
    // Before a training run the race figures (race fuel, carbohydrate loading) do not apply.
    const beforeTraining = headline.startsWith('Before a long run')
    return this.guidance(turn, FUELLING, headline, beforeTraining ? [] : extra)
  }

  private async sleep(turn: Turn) {
    const { session } = turn
    const today = await session.run(todayWorkoutTool)
    const extra: string[] = []
    if (today.today && today.today.type !== 'rest' && today.today.hard) {
      extra.push(
        `Today's **${today.today.title}** is a hard session: after a poor night, run it easy or swap it for rest.`
      )
    }
    return this.guidance(
      turn,
      SLEEP,
      'Aim for **7–9 hours** a night; sleep is when training turns into fitness.',
      extra
    )
  }

  private async motivation(turn: Turn) {
    const { session } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    const activeDays = training.weeks.reduce((n, w) => n + w.activeDays, 0)
    const extra = training.weeks.length
      ? [
          `Look at what you've done: ${activeDays} active days in the last four weeks, ${training.weeks.map((w) => w.runningDistance).join(', ')} of running week by week.`,
        ]
      : []
    return this.guidance(
      turn,
      MOTIVATION,
      'Low motivation happens to every runner; it usually passes faster with a small run than with a break.',
      extra
    )
  }

  private async term(turn: Turn, term: string) {
    const { session } = turn
    const entry = TERMS[term] ?? TERMS.easy
    const facts: string[] = []
    const paceOf: Record<string, 'easy' | 'threshold' | 'interval' | 'repetition' | 'marathon'> = {
      tempo: 'threshold',
      threshold: 'threshold',
      interval: 'interval',
      vo2max: 'interval',
      strides: 'repetition',
      easy: 'easy',
      long_run: 'easy',
      recovery: 'easy',
      progression: 'marathon',
    }
    if (paceOf[term]) {
      const profile = await session.run(athleteProfileTool)
      if (profile.trainingPaces) {
        const key = paceOf[term]
        facts.push(
          `For you (VDOT ${profile.vdot?.value}): ${key} pace ${profile.trainingPaces[key]}.`
        )
      }
    }
    return this.compose(turn, {
      headline: `**${entry.name}**: ${entry.text}`,
      facts,
      why: [`Source: ${TERM_SOURCE}.`],
    })
  }

  // ---- plan changes -------------------------------------------------------------------------

  private async propose(
    turn: Turn,
    change: PlanChange,
    parts: { headline: string; why: string[]; facts?: string[] }
  ) {
    const { session, language } = turn
    const result = await session.run(proposePlanChangeTool, { change })
    if (isRefusal(result)) {
      const noPlan = /no active plan/i.test(result.error)
      const nothing = /nothing in the plan needs to change/i.test(result.error)
      return this.compose(turn, {
        headline: parts.headline,
        facts: [
          ...(parts.facts ?? []),
          noPlan
            ? "You don't have an active training plan, so there is nothing to adjust."
            : nothing && change.type === 'missed_workout'
              ? 'Your plan stays as it is: there is no easy day left this week where it fits without two hard days in a row, so let it go and carry on with the next session.'
              : `Your plan stays as it is: ${result.error}`,
        ],
        why: parts.why,
        cheer: 'Look after yourself first.',
      })
    }
    return this.compose(turn, {
      headline: parts.headline,
      facts: [
        ...(parts.facts ?? []),
        t(language, 'proposed', { reason: result.reason }),
        language === 'en'
          ? `${result.changedWorkouts} workout${result.changedWorkouts === 1 ? '' : 's'} would change. Review the preview below and apply or discard it; nothing changes until you do, and you can undo it.`
          : t(language, 'review', { count: result.changedWorkouts }),
      ],
      why: parts.why,
      cheer: 'Look after yourself; the plan will be there.',
    })
  }

  private async travel(turn: Turn, intent: Extract<Intent, { type: 'travel' }>) {
    const { today, question, session } = turn
    const week = weekIn(question, today)
    const start = dayIn(question, today, 'en', 'future')
    const range = /\bfrom\s+(.+?)\s+(?:to|until|till)\s+(.+)$/i.exec(question)
    const rangeFrom = range ? dayIn(range[1], today, 'en', 'future') : null
    const rangeTo = range && rangeFrom ? dayIn(range[2], rangeFrom.dateIso, 'en', 'future') : null
    let period: Period
    if (rangeFrom && rangeTo && rangeTo.dateIso >= rangeFrom.dateIso) {
      period = { from: rangeFrom.dateIso, to: rangeTo.dateIso }
    } else if (week && !intent.days) period = week
    else {
      const from = start && start.dateIso >= today ? start.dateIso : week ? week.from : today
      period = { from, to: addDays(from, (intent.days ?? 7) - 1) }
    }
    const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1
    const weekdays = intent.noRunning ? [] : session.context.profile.trainingDays
    const minutes = intent.noRunning ? undefined : (intent.minutes ?? 45)
    return this.propose(
      turn,
      {
        type: 'travel',
        fromDate: period.from,
        toDate: period.to,
        availableWeekdays: weekdays,
        ...(minutes ? { maxSessionMinutes: minutes } : {}),
      },
      {
        headline: intent.noRunning
          ? `Safe travels! For the ${days} days away (${dayLabel(period.from)} to ${dayLabel(period.to)}) I've planned rest.`
          : `Safe travels! For the ${days} days away (${dayLabel(period.from)} to ${dayLabel(period.to)}) I've kept your usual days and capped sessions at ${minutes} minutes.`,
        why: [
          'A few days of reduced training costs very little fitness; consistency over the weeks matters more than any single session. Tell me different dates or limits and I will propose again.',
        ],
      }
    )
  }

  private async shortOnTime(turn: Turn, intent: Extract<Intent, { type: 'short_on_time' }>) {
    const { today, question } = turn
    const minutes = intent.minutes ?? 45
    if (intent.scope === 'day') {
      const day = dayIn(question, today, 'en', 'future')
      const date = day && day.dateIso >= today ? day.dateIso : today
      return this.propose(
        turn,
        { type: 'shorten_day', date, maxSessionMinutes: minutes },
        {
          headline: `Got it: ${minutes} minutes on ${dayLabel(date)}. Only that day's session gets shorter; the rest of the week stays as planned.`,
          why: [
            'A shorter session at the same intensity keeps its purpose; one short day costs nothing over a training block.',
          ],
        }
      )
    }
    return this.propose(
      turn,
      { type: 'short_on_time', maxSessionMinutes: minutes },
      {
        headline: `Got it: at most ${minutes} minutes per session this week.`,
        why: [
          'Shorter sessions keep the rhythm of the week: the key workouts keep their purpose at a smaller size, and consistency beats the odd long session.',
        ],
      }
    )
  }

  private async planIntensity(turn: Turn, direction: 'harder' | 'easier') {
    const { session } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    const spike =
      training.acwr && (training.acwr.band === 'elevated' || training.acwr.band === 'high')
    return this.propose(
      turn,
      { type: 'intensity', direction },
      {
        headline:
          direction === 'harder'
            ? 'Sure: a harder plan, one step at a time. I have proposed paces one VDOT point faster; distances stay the same.'
            : 'Sure: an easier plan. I have proposed paces one VDOT point slower; distances stay the same.',
        facts:
          direction === 'harder' && spike
            ? [
                `Careful: your acute:chronic workload ratio is ${training.acwr!.ratio} (${training.acwr!.band}); hold the load a week before you add more.`,
              ]
            : [],
        why: [
          "Daniels advises raising training paces by one VDOT point at a time, after 4–6 weeks at the current one, when the sessions feel easy (Daniels' Running Formula). If it is the volume that is too much or too little, tell me and I'll adjust that instead.",
        ],
      }
    )
  }

  private async missed(turn: Turn) {
    const { session, today, question, language } = turn
    const snapshot = await planSnapshot(session.context, addDays(today, -7), addDays(today, -1))
    if (!snapshot) {
      return this.compose(turn, {
        headline:
          "No problem: without a training plan there's nothing to reschedule. Just pick up with your next run.",
      })
    }
    const open = snapshot.workouts
      .filter((w) => w.type !== 'rest' && snapshot.states.get(w.key) === 'planned')
      .sort((a, b) => Number(b.hard) - Number(a.hard) || (a.dateIso < b.dateIso ? 1 : -1))
    const day = dayIn(question, today, language, 'past')
    if (day && day.dateIso < today) {
      const planned = snapshot.workouts.filter(
        (w) => w.dateIso === day.dateIso && w.type !== 'rest'
      )
      if (planned.length === 0) {
        const other = open[0]
        return this.compose(turn, {
          headline: `${dayLabel(day.dateIso)} was a **rest day** in your plan, so you didn't miss anything.`,
          facts: other
            ? [
                `The last session still open is **${other.title}** on ${dayLabel(other.dateIso)}. Say "I missed ${WEEKDAYS[isoWeekday(other.dateIso) - 1]}'s workout" and I'll propose what to do with it.`,
              ]
            : [],
        })
      }
      const target = planned[0]
      return this.proposeMissed(turn, target)
    }
    const missed = open[0]
    if (!missed) {
      return this.compose(turn, {
        headline: 'I see every workout of the last week done or marked, so nothing needs moving.',
        cheer: 'Great consistency!',
      })
    }
    return this.proposeMissed(turn, missed)
  }

  private proposeMissed(turn: Turn, missed: { key: string; title: string; dateIso: string }) {
    return this.propose(
      turn,
      { type: 'missed_workout', workoutKey: missed.key },
      {
        headline: `No stress about missing **${missed.title}** (${dayLabel(missed.dateIso)}).`,
        why: [
          'A missed key session moves to a later easy day this week only if that keeps hard days apart; otherwise it is dropped. Cramming it in adds fatigue without adding fitness.',
        ],
      }
    )
  }

  /** "Can't run tomorrow", "skip today's workout": that day becomes rest, after a preview. */
  private async skipDay(turn: Turn) {
    const { session, today, question, language } = turn
    const day = dayIn(question, today, language, 'future')
    const date = day && day.dateIso >= today ? day.dateIso : today
    const snapshot = await planSnapshot(session.context, date, addDays(date, 6))
    if (!snapshot) {
      return this.compose(turn, {
        headline: `No problem: without a training plan there's nothing to skip on ${dayLabel(date)}. Pick up with your next run.`,
      })
    }
    const workout = snapshot.workouts.find(
      (w) => w.dateIso === date && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
    )
    if (!workout) {
      const next = snapshot.workouts.find(
        (w) => w.dateIso > date && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
      )
      return this.compose(turn, {
        headline: `${dayLabel(date)} is already a **rest day** in your plan, so there is nothing to skip.`,
        facts: next ? [`Your next session is **${next.title}** on ${dayLabel(next.dateIso)}.`] : [],
      })
    }
    // A key session is better moved than lost: the first free day after it (docs/coach.md#the-offline-engine).
    const free = [1, 2, 3]
      .map((offset) => addDays(date, offset))
      .find((d) => !snapshot.workouts.some((w) => w.dateIso === d && w.type !== 'rest'))
    const moveHint =
      workout.hard && free
        ? [
            workout.type === 'long'
              ? `If you'd rather keep it, say "move my long run to ${WEEKDAYS[isoWeekday(free) - 1]}" (${dayLabel(free)} is free) and I'll propose that instead.`
              : `If you'd rather keep it, ${dayLabel(free)} is free: tell me and I'll move it there instead.`,
          ]
        : []
    return this.propose(
      turn,
      {
        type: 'travel',
        fromDate: date,
        toDate: date,
        availableWeekdays: [],
      },
      {
        headline: `No problem: **${workout.title}** on ${dayLabel(date)} (${workout.distanceMeters ? `${(workout.distanceMeters / 1000).toFixed(1)} km` : 'planned'}) becomes a rest day.`,
        facts: moveHint,
        why: [
          'One missed day costs no fitness; squeezing the session into the next days would stack hard days. Consistency over weeks is what counts.',
        ],
      }
    )
  }

  /**
   * More or less weekly distance: composed from the last four weeks and the plan's next week,
   * capped at about 10 % growth a week and watched through the acute:chronic ratio
   * (docs/science.md#weekly-growth-and-cutbacks, docs/science.md#acute-to-chronic-workload-ratio-acwr).
   */
  private async volume(turn: Turn, direction: 'up' | 'down') {
    const { session, today } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    const weekly = training.weeks.map((w) => Number.parseFloat(w.runningDistance) || 0)
    const unit = training.weeks[0]?.runningDistance.replace(/^[\d.,\s]+/, '') || 'km'
    const average = weekly.reduce((sum, d) => sum + d, 0) / Math.max(1, weekly.length)
    const best = Math.max(0, ...weekly)
    if (best === 0) {
      return this.compose(turn, {
        headline:
          "I don't see any running in the last four weeks. Start with what feels easy, 3 runs a week, and grow from there; I'll give you numbers once some runs are in.",
      })
    }
    const monday = addDays(mondayOf(today), 7)
    const next = await planSnapshot(session.context, monday, addDays(monday, 6))
    const plannedM = next
      ? next.workouts
          .filter((w) => w.type !== 'rest')
          .reduce((sum, w) => sum + (w.distanceMeters ?? 0), 0)
      : 0
    const planned = unit === 'mi' ? plannedM / METERS_PER_MILE : plannedM / 1000
    const facts = [
      `Last four weeks: ${training.weeks.map((w) => w.runningDistance).join(', ')} running.`,
    ]
    if (plannedM > 0)
      facts.push(
        `Your plan has **${planned.toFixed(1)} ${unit}** for next week (from ${dayLabel(monday)})${planned < best * 0.9 ? ': a lighter week by design, so keep it and grow the week after' : ''}.`
      )
    if (training.acwr)
      facts.push(
        `Your acute:chronic workload ratio is ${training.acwr.ratio} (${training.acwr.band}).`
      )
    if (direction === 'up') {
      const spike = training.acwr && ['elevated', 'high'].includes(training.acwr.band)
      const cap = best * 1.1
      return this.compose(turn, {
        headline: spike
          ? `Not this week: your load is already rising fast. Hold about **${best.toFixed(1)} ${unit}** a week, then add up to 10 %.`
          : `Yes, gradually: from your best recent week of ${best.toFixed(1)} ${unit}, go up to about **${cap.toFixed(1)} ${unit}** next week (+10 % at most), and hold every third or fourth week lower.`,
        facts,
        why: [
          'Add the distance to easy runs and the long run, not to the hard sessions. Weekly jumps much above 10 %, or two weeks together more than 30 % above the two before, go with more running injuries (Nielsen et al. 2014). Your plan already grows this way; tell me "make my plan harder" if it is the paces you want faster.',
        ],
      })
    }
    return this.compose(turn, {
      headline: `Sure: take a lighter week at about **${(best * 0.75).toFixed(1)} ${unit}** (75 % of your best recent week of ${best.toFixed(1)} ${unit}), keeping one quality session and shortening the rest.`,
      facts: [...facts, `Average of the last four weeks: ${average.toFixed(1)} ${unit}.`],
      why: [
        'A cutback week at about 75 % lets the body absorb the training without losing fitness. If you are short on time, say "I only have 40 minutes per session this week" and I\'ll propose shorter sessions.',
      ],
    })
  }

  /**
   * "Is it ok to run two days in a row?": yes for easy running; hard days apart, with an easy
   * or rest day between (docs/science.md#quality-sessions), from the athlete's own week.
   */
  private async frequency(turn: Turn) {
    const { session } = turn
    const days = session.context.profile.trainingDays
    const names = days.map((d) => WEEKDAYS[d - 1])
    let inARow = 0
    for (const d of days) if (days.includes((d % 7) + 1)) inARow++
    return this.compose(turn, {
      headline:
        'Yes: easy runs on consecutive days are normal and build endurance. What matters is keeping the **hard** sessions (tempo, intervals, the long run) apart, with an easy or rest day between them.',
      facts: [
        `Your week has ${days.length} running days (${names.join(', ')}); ${inARow === 1 ? 'one is' : `${inARow} are`} followed by another run the next day.`,
        'If your legs are still heavy the next morning, make the second day shorter and slower, or rest.',
      ],
      why: [
        "Hard days need 48 hours or so to absorb; easy running between them adds aerobic volume without stacking fatigue (Daniels' Running Formula).",
      ],
    })
  }

  /** "Swap tomorrow's run with today's": tomorrow's session moves to today, after a preview. */
  private async swapDays(turn: Turn) {
    const { session, today } = turn
    const tomorrow = addDays(today, 1)
    const snapshot = await planSnapshot(session.context, today, tomorrow)
    const next = snapshot?.workouts.find(
      (w) => w.dateIso === tomorrow && w.type !== 'rest' && snapshot.states.get(w.key) === 'planned'
    )
    if (!snapshot || !next) {
      return this.compose(turn, {
        headline: snapshot
          ? `Nothing is planned for ${dayLabel(tomorrow)}, so there is nothing to swap: today's session stays.`
          : "You don't have a training plan yet, so there's nothing to swap.",
      })
    }
    return this.propose(
      turn,
      { type: 'move_workout', workoutKey: next.key, toDate: today },
      {
        headline: `Swapping: **${next.title}** moves from ${dayLabel(tomorrow)} to today, ${dayLabel(today)}.`,
        why: [
          'Swapping two neighbouring days keeps the week the same; if it puts two hard days together, the preview warns you.',
        ],
      }
    )
  }

  /** "8 min per mile in km": the pace in the other unit, placed among the athlete's paces. */
  private async paceConvert(turn: Turn) {
    const { question } = turn
    const match =
      /(\d{1,2})(?::(\d{2}))?\s*(?:min(?:utes?)?|mins)?\s*(?:per|a|\/)\s*(mile|mi|km|kilomet(?:re|er))\b/i.exec(
        question
      )
    if (!match) return this.paces(turn)
    const seconds = Number(match[1]) * 60 + Number(match[2] ?? 0)
    const perMile = /^mi/i.test(match[3])
    const secPerKm = perMile ? secPerMileToSecPerKm(seconds) : seconds
    const converted = perMile
      ? `${formatPace(secPerKm, 'metric')}/km`
      : `${formatPace(secPerKm, 'imperial')}/mi`
    const given = `${formatPace(secPerKm, perMile ? 'imperial' : 'metric')}${perMile ? '/mi' : '/km'}`
    const profile = await turn.session.run(athleteProfileTool)
    const facts = [
      `${(3600 / secPerKm).toFixed(1)} km/h; a 5 km at that pace takes ${formatPace(secPerKm * 5)}, a 10 km ${formatPace(secPerKm * 10)}.`,
    ]
    if (profile.trainingPaces)
      facts.push(
        `Your training paces for comparison: easy ${profile.trainingPaces.easy}, marathon ${profile.trainingPaces.marathon}, threshold ${profile.trainingPaces.threshold}.`
      )
    return this.compose(turn, {
      headline: `**${given}** is **${converted}** (1 mile = 1.609 km).`,
      facts,
    })
  }

  private async moveLongRun(turn: Turn, intent: Extract<Intent, { type: 'move_long_run' }>) {
    const { session, today: todayIso } = turn
    const snapshot = await planSnapshot(session.context, todayIso, addDays(todayIso, 13))
    const longRun = snapshot?.workouts.find(
      (w) => w.type === 'long' && snapshot.states.get(w.key) === 'planned'
    )
    if (!snapshot || !longRun) {
      return this.compose(turn, {
        headline: snapshot
          ? "I don't see a long run in your plan in the next two weeks."
          : "You don't have a training plan yet, so there's no long run to move.",
      })
    }
    let target: string | null = null
    if (intent.relative) target = intent.relative === 'today' ? todayIso : addDays(todayIso, 1)
    else if (intent.weekday) {
      // The date with that weekday closest to the long run's day, not in the past.
      const candidates = []
      for (let offset = -6; offset <= 6; offset++) {
        const date = addDays(longRun.dateIso, offset)
        if (date >= todayIso && isoWeekday(date) === intent.weekday)
          candidates.push({ date, offset })
      }
      candidates.sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset))
      target = candidates[0]?.date ?? null
    }
    if (!target) {
      return this.compose(turn, {
        headline: `Your next long run is **${longRun.title}** on ${dayLabel(longRun.dateIso)}. Which day should it move to? Say, for example, "move my long run to ${WEEKDAYS[(isoWeekday(longRun.dateIso) + 4) % 7]}".`,
      })
    }
    return this.propose(
      turn,
      { type: 'move_workout', workoutKey: longRun.key, toDate: target },
      {
        headline: `Moving **${longRun.title}** from ${dayLabel(longRun.dateIso)} to ${dayLabel(target)}.`,
        why: [
          'Long runs are best with an easy or rest day on either side; if the new day sits next to a hard session, the preview warns you.',
        ],
      }
    )
  }

  // ---- figures ----------------------------------------------------------------------------------

  private async acwr(turn: Turn) {
    const { session } = turn
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    if (!training.acwr) {
      return this.compose(turn, {
        headline:
          "I need four weeks of training to work out your acute:chronic workload ratio, and I don't have enough yet. Build up gradually: about 10 % more a week, with an easier week every 3–4 weeks.",
      })
    }
    const { ratio, band } = training.acwr
    const verdict = {
      low: `No, if anything you are doing less than usual (ratio **${ratio}**, below 0.8). That's fine for a recovery week; otherwise there's room to build.`,
      safe: `No: your acute:chronic workload ratio is **${ratio}**, inside the usual safe range of 0.8–1.3.`,
      elevated: `Careful: your ratio is **${ratio}**, above 1.3. You've ramped up recently; hold this level for a week rather than adding more.`,
      high: `Yes, probably: your ratio is **${ratio}**, at or above 1.5, where injury risk tends to rise. Take two or three easy days and skip the next hard session.`,
    }[band]
    return this.compose(turn, {
      headline: verdict,
      facts: [
        `Fitness ${training.today?.fitness}, fatigue ${training.today?.fatigue}, form ${training.today?.form}.`,
        'The ratio shows load spikes, not how your body copes: persistent tiredness, worse sleep or performance dropping for weeks matter more. Tell me if you have those.',
      ],
      why: [
        'The ratio is your average daily load over the last 7 days divided by that of the last 28 (Hulin et al. 2016; Gabbett 2016). Sudden spikes matter more than high but steady training.',
      ],
      cheer:
        band === 'safe' || band === 'low'
          ? "You're managing your load well."
          : 'Backing off a little now keeps you running later.',
    })
  }

  private async explainMetric(
    turn: Turn,
    metric: Extract<Intent, { type: 'explain_metric' }>['metric']
  ) {
    const result = await turn.session.run(explainMetricTool, { metric })
    const current =
      result.current === null
        ? ''
        : ` Yours is **${result.current}**${'band' in result && result.band ? ` (${result.band})` : ''} today.`
    return this.compose(turn, {
      headline: `**${result.name}** is ${result.text}${current}`,
      why: [`Source: ${result.source}.`],
      cheer: 'Numbers are a guide; how you feel on the run counts too.',
    })
  }

  private async zones(turn: Turn) {
    const profile = await turn.session.run(athleteProfileTool)
    const facts: string[] = []
    if (profile.hrZones) {
      facts.push(
        `Heart rate (${profile.hrZoneModel === 'lthr' ? 'from your LTHR' : profile.hrZoneModel === 'reserve' ? 'heart-rate reserve' : 'from your max HR'}): ${profile.hrZones.map((z) => `${z.name} ${z.bpm}`).join(', ')} bpm`
      )
    } else {
      facts.push(`Heart-rate zones need ${profile.hrZonesMissing}: add it on your profile.`)
    }
    if (profile.trainingPaces) {
      const p = profile.trainingPaces
      facts.push(
        `Paces (VDOT ${profile.vdot?.value}): easy ${p.easy}, marathon ${p.marathon}, threshold ${p.threshold}, interval ${p.interval}, repetition ${p.repetition}`
      )
    } else {
      facts.push('Pace zones need a recent race or hard effort (VDOT).')
    }
    return this.compose(turn, {
      headline: 'Your training zones:',
      facts,
      why: [
        "Heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR); paces come from Daniels' VDOT tables.",
      ],
      cheer: 'Most of your running belongs in the easy zone.',
    })
  }

  private async easyPace(turn: Turn) {
    const { language } = turn
    const profile = await turn.session.run(athleteProfileTool)
    if (!profile.trainingPaces) {
      return this.compose(turn, {
        headline:
          'Run easy by feel: a pace where you could hold a conversation. I can give you exact paces once I know a recent race time (add it to your profile) or see a hard effort.',
      })
    }
    const zone2 = profile.hrZones?.[1]
    return this.compose(turn, {
      headline: t(language, 'easyPace', { pace: profile.trainingPaces.easy }),
      facts: [
        `VDOT ${profile.vdot?.value} (${profile.vdot?.source}).`,
        ...(zone2 ? [`${zone2.name}: ${zone2.bpm} bpm.`] : []),
        ...(language === 'en'
          ? [
              'If it feels hard (heat, hills, a bad day), slow down: easy is an effort, not a number.',
            ]
          : []),
      ],
      why: [
        "Daniels' easy pace (about 63–74 % of VDOT) builds aerobic fitness with little fatigue, so you can recover for the sessions that matter.",
      ],
      cheer: 'Slow easy days make fast days possible.',
    })
  }

  private async paces(turn: Turn) {
    const { language } = turn
    const profile = await turn.session.run(athleteProfileTool)
    if (!profile.trainingPaces) {
      return this.compose(turn, {
        headline:
          'I need a recent race time (on your profile) or a hard effort to work out your training paces.',
      })
    }
    const p = profile.trainingPaces
    const names = list(language, 'paceNames')
    const focus = /\b(tempo|threshold)\b|seuil|umbral|schwelle/i.test(turn.question)
      ? 3
      : /\binterval|vma|intervalo/i.test(turn.question)
        ? 4
        : /\bmarat(h)?[oó]n\b/i.test(turn.question)
          ? 2
          : /\b(repetition|reps?|strides)\b|r[eé]p[eé]tition|wiederholung/i.test(turn.question)
            ? 5
            : 0
    const values = [p.easy, p.marathon, p.threshold, p.interval, p.repetition]
    return this.compose(turn, {
      headline:
        (focus && language === 'en'
          ? `Your ${names[focus - 1].toLowerCase()} pace: **${values[focus - 1]}**. `
          : '') + t(language, 'pacesHead', { vdot: profile.vdot?.value ?? '' }),
      facts: values.map((value, i) => `${names[i]}: ${value}`),
      why: ["These are Daniels' training paces for your VDOT (Daniels' Running Formula)."],
      cheer: 'Hit the paces and the fitness follows.',
    })
  }
}

/** "192.0 km" as miles when the question asks in miles ("how many miles"), else null. */
function milesOf(distanceText: string, question: string) {
  if (!/\b(miles?|mi)\b/i.test(question) || !/\bkm\b/.test(distanceText)) return null
  const km = Number.parseFloat(distanceText)
  return Number.isFinite(km) ? `${((km * 1000) / METERS_PER_MILE).toFixed(1)} mi` : null
}

/**
 * "Could I break 20 minutes in a 5k?": the goal against the prediction. A goal within about
 * 2 % of the prediction is in reach on a good day (VDOT tables, docs/science.md#race-prediction-vdot-and-riegel).
 */
function targetVerdict(
  question: string,
  predictions: { distance: RaceDistance; time: string | null }[]
) {
  const goal =
    /\b(?:break|under|sub[- ]?|in)\s*(\d{1,2}(?::\d{2}){0,2})\s*(h|hours?|min(?:utes?)?|mins)?/i.exec(
      question
    )
  const predicted = predictions.length === 1 ? predictions[0].time : null
  if (!goal || !predicted) return []
  const parts = goal[1].split(':').map(Number)
  const hours = /^h/i.test(goal[2] ?? '')
  const goalS =
    parts.length === 3
      ? parts[0] * 3600 + parts[1] * 60 + parts[2]
      : parts.length === 2
        ? hours
          ? parts[0] * 3600 + parts[1] * 60
          : parts[0] * 60 + parts[1]
        : hours
          ? parts[0] * 3600
          : parts[0] * 60
  const predictedS = predicted
    .split(':')
    .map(Number)
    .reduce((sum, v) => sum * 60 + v, 0)
  if (!goalS || !predictedS) return []
  const gap = (predictedS - goalS) / goalS
  const goalText = formatPace(goalS)
  if (gap <= 0)
    return [`Your goal of ${goalText}: **yes**, your current fitness predicts ${predicted}.`]
  if (gap <= 0.02)
    return [
      `Your goal of ${goalText}: **within reach** on a good day (prediction ${predicted}, ${Math.round(gap * 100 * 10) / 10} % slower).`,
    ]
  return [
    `Your goal of ${goalText}: **not yet**: the prediction is ${predicted}, ${(gap * 100).toFixed(1)} % slower. Keep training; a VDOT point or two more gets you there.`,
  ]
}
