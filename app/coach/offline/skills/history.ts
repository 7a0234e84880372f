/*
 * What the athlete did: a day (with the plan's workout beside it), a week, a month or a span
 * ("the past 4 weeks"), the last run, the longest one, how many runs and how many hours, from
 * the training_history tool; periods longer than it reads ("this year", "since 1 January") from
 * the totals tool, the figures a model coach gets too. In the unit and language asked
 * (data_format.ts, data_texts.ts).
 */
import { addDays, daysBetween } from '#domain/calendar'
import { isRunSport } from '#domain/sports'
import { HISTORY_MAX_DAYS, trainingHistoryTool } from '#coach/tools/training_history'
import { totalsTool } from '#coach/tools/totals'
import { isRefusal } from '#coach/tools/tool'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayIn, mondayOf, monthsIn, spanIn, weekIn, type Period } from '#coach/offline/dates'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import {
  distanceIn,
  hoursText,
  paceIn,
  shortDay,
  type DistanceUnit,
} from '#coach/offline/skills/data_format'
import { dataText, sportName } from '#coach/offline/skills/data_texts'
import { metricAsked, unitAsked } from '#coach/offline/skills/data_route'
import type { Language } from '#coach/offline/language'
import { answerElevation, asksElevation } from '#coach/offline/skills/elevation'
import type { OtherSport } from '#coach/understanding/types'

type History = Exclude<Awaited<ReturnType<typeof trainingHistoryTool.run>>, { error: string }>
export type Session = History['sessions'][number]

/** "Ever", "in total", "all time": every run there is (the totals tool without a start). */
const ALL_TIME =
  /\b(?:ever|all[- ]time|in total|overall|of all)\b|\b(?:jemals|insgesamt|aller zeiten|überhaupt)\b|\b(?:au total|de tous les temps|depuis (?:le début|toujours))\b|\b(?:en total|de siempre|desde siempre|de todos los tiempos)\b/i

const LAST_RUN = /\blast run\b|derni[eè]re sortie|[uú]ltima (?:salida|carrera)|letzte[rn]? lauf/i

/** The period asked about: the understood day or period, else the last seven days. */
function periodAsked(turn: Turn): Period {
  const { language, today, question } = turn
  const understood = turn.understanding.entities
  if (understood.period) return { from: understood.period.fromIso, to: understood.period.toIso }
  if (understood.day) return { from: understood.day, to: understood.day }
  const day = dayIn(question, today, language, 'past')
  const week = weekIn(question, today)
  const month = monthsIn(question, today)[0]
  const span = spanIn(question, today)
  if (span) return span
  if (day && !week) return { from: day.dateIso, to: day.dateIso }
  // "How was this week?": the week so far, Monday to today.
  if (week && week.from === today && week.to > today) return { from: mondayOf(today), to: today }
  if (week) return week
  if (month) return month
  if (LAST_RUN.test(question)) return { from: addDays(today, -27), to: today }
  return { from: addDays(today, -6), to: today }
}

/** How figures are written in this answer: the language, the unit asked, today's year. */
export interface Style {
  language: Language
  unit: DistanceUnit
  /** The profile's unit, given beside a total asked in the other one. */
  profileUnit: DistanceUnit
  today: string
}

export function styleOf(turn: Turn): Style {
  const units = turn.session.context.profile.units
  return {
    language: turn.language,
    unit: unitAsked(turn.understanding, units),
    profileUnit: units === 'imperial' ? 'mile' : 'km',
    today: turn.today,
  }
}

/** A total in the unit asked, with the profile's unit beside it when they differ. */
function total(style: Style, meters: number) {
  const asked = km(style, meters)
  return style.unit === style.profileUnit
    ? asked
    : `${asked} (${distanceIn(style.language, meters, style.profileUnit)})`
}

const day = (style: Style, iso: string) => shortDay(iso, style.language, style.today)
const km = (style: Style, meters: number) => distanceIn(style.language, meters, style.unit)

/** "a run of 18.0 km in 1:40:00 (5:33/km)", "ride 40.0 km in 1:30:00". */
export function sessionText(style: Style, s: Session) {
  if (isRunSport(s.sport) && s.distanceMeters > 0) {
    return dataText(style.language, 'run', {
      distance: km(style, s.distanceMeters),
      time: s.time,
      pace: paceIn(s.movingSeconds / (s.distanceMeters / 1000), style.unit),
    })
  }
  const watts = s.averagePowerWatts
  const power = watts ? dataText(style.language, 'power', { watts }) : ''
  return `${dataText(style.language, 'other', {
    sport: sportName(style.language, s.sport),
    distance: s.distanceMeters > 0 ? ` ${km(style, s.distanceMeters)}` : '',
    time: s.time,
  })}${power}`
}

/** The answer to a question about what was done (the engine's history route). */
export async function answerHistory(turn: Turn) {
  const { session, question } = turn
  const style = styleOf(turn)
  const { day: dayAsked, period: periodNamed } = turn.understanding.entities
  // "Ever", or the longest run or the number of runs with no time named: every run there is.
  const runsAsked = ['longest', 'count'].includes(metricAsked(turn.understanding) ?? '')
  if (!dayAsked && !periodNamed && (ALL_TIME.test(question) || runsAsked)) {
    return longPeriod(turn, { to: turn.today })
  }
  const period = periodAsked(turn)
  if (period.from > turn.today) {
    return reply(turn, {
      headline: dataText(style.language, 'dayAhead', { day: day(style, period.from) }),
    })
  }
  // "Vert this month", "Höhenmeter am Sonntag": the climb of the runs (or the sport named).
  if (asksElevation(turn.understanding)) return answerElevation(turn, period)
  const sport = sportAsked(turn)
  const oneDate = period.from === period.to
  // One day of one sport ("my ride on Wednesday"): that day's sessions of it, with their power.
  if (sport && !oneDate) return sportPeriod(turn, period, sport)
  if (daysBetween(period.from, period.to) >= HISTORY_MAX_DAYS) return longPeriod(turn, period)
  const read = await session.run(trainingHistoryTool, period)
  if (isRefusal(read)) return reply(turn, { headline: read.error })
  const result = sport && sport !== 'all' ? onlySport(read, sport) : read
  if (oneDate) return oneDay(turn, style, period.from, result)
  const metric = metricAsked(turn.understanding)
  if (LAST_RUN.test(question)) {
    const last = [...result.sessions].reverse().find((s) => isRunSport(s.sport))
    if (last) {
      return reply(turn, {
        headline: dataText(style.language, 'lastRun', {
          day: day(style, last.date),
          what: sessionText(style, last),
        }),
      })
    }
  }
  if (metric === 'longest') return longestRun(turn, style, result)
  return periodTotals(turn, style, result)
}

/** Words of power ("watts", "Leistung", "puissance", "potencia"): a ride's figure. */
const POWER = /\b(?:watts?|power|leistung|puissance|potencia|vatios)\b/i

/** The sport asked, or rides when only power is asked ("avg watts yesterday"). */
function sportAsked(turn: Turn): OtherSport | undefined {
  const { sport } = turn.understanding.entities
  return sport ?? (POWER.test(turn.question) ? 'ride' : undefined)
}

/** The history with one sport's sessions only. */
function onlySport(result: History, sport: OtherSport): History {
  return { ...result, sessions: result.sessions.filter((s) => s.sport === sport) }
}

/** One day: what was done, with what the plan had that day beside it. */
async function oneDay(turn: Turn, style: Style, date: string, result: History) {
  const { session } = turn
  const planned = await planSnapshot(session.context, date, date)
  const workout = planned?.workouts.find((w) => w.type !== 'rest')
  const plan = planned
    ? [
        workout
          ? dataText(style.language, 'planned', {
              title: workout.title,
              size: workout.distanceMeters ? ` (${km(style, workout.distanceMeters)})` : '',
            })
          : dataText(style.language, 'plannedRest'),
      ]
    : []
  if (result.sessions.length === 0) {
    return reply(turn, {
      headline: dataText(style.language, 'dayNone', { day: day(style, date) }),
      facts: plan,
    })
  }
  return reply(turn, {
    headline: dataText(style.language, 'dayDone', {
      day: day(style, date),
      what: result.sessions.map((s) => sessionText(style, s)).join('; '),
    }),
    facts: plan,
  })
}

function longestRun(turn: Turn, style: Style, result: History) {
  const runs = result.sessions.filter((s) => isRunSport(s.sport) && s.distanceMeters > 0)
  const from = day(style, result.from)
  const to = day(style, result.to)
  if (runs.length === 0)
    return reply(turn, { headline: dataText(style.language, 'noRuns', { from, to }) })
  const longest = runs.reduce((best, s) => (s.distanceMeters > best.distanceMeters ? s : best))
  return reply(turn, {
    headline: dataText(style.language, 'longest', {
      from,
      to,
      distance: km(style, longest.distanceMeters),
      day: day(style, longest.date),
      detail: dataText(style.language, 'inTime', {
        time: longest.time,
        pace: paceIn(longest.movingSeconds / (longest.distanceMeters / 1000), style.unit),
      }),
    }),
    facts: [
      dataText(style.language, 'totalFact', {
        running: km(style, result.running.distanceMeters),
        runs: result.running.runs,
      }),
    ],
  })
}

/** The figures of a period, whichever tool read them. */
interface Totals {
  from: string
  to: string
  runs: number
  runningMeters: number
  runningSeconds: number
  time: string
  allMeters: number
  allSessions: number
  longest: { date: string; meters: number; seconds: number; time: string } | null
}

/** The headline a period's question asks for: its hours, its count, or its distance. */
function periodHeadline(turn: Turn, style: Style, totals: Totals) {
  const { language } = style
  const vars = {
    from: day(style, totals.from),
    to: day(style, totals.to),
    running: total(style, totals.runningMeters),
    runs: totals.runs,
    time: totals.time,
    hours: hoursText(totals.runningSeconds),
  }
  const metric = metricAsked(turn.understanding)
  if (metric === 'duration') return dataText(language, 'hours', vars)
  if (metric === 'count') return dataText(language, 'count', vars)
  const others =
    totals.allMeters === totals.runningMeters
      ? ''
      : dataText(language, 'allSports', {
          distance: km(style, totals.allMeters),
          sessions: totals.allSessions,
        })
  return dataText(language, 'period', { ...vars, others })
}

function longestFact(style: Style, totals: Totals) {
  if (!totals.longest) return []
  return [
    dataText(style.language, 'longestFact', {
      distance: km(style, totals.longest.meters),
      day: day(style, totals.longest.date),
    }),
  ]
}

function periodTotals(turn: Turn, style: Style, result: History) {
  const runs = result.sessions.filter((s) => isRunSport(s.sport) && s.distanceMeters > 0)
  const longest = runs.length
    ? runs.reduce((best, s) => (s.distanceMeters > best.distanceMeters ? s : best))
    : null
  const totals: Totals = {
    from: result.from,
    to: result.to,
    runs: result.running.runs,
    runningMeters: result.running.distanceMeters,
    runningSeconds: result.running.movingSeconds,
    time: result.running.time,
    allMeters: result.allSports.distanceMeters,
    allSessions: result.allSports.sessions,
    longest: longest
      ? {
          date: longest.date,
          meters: longest.distanceMeters,
          seconds: longest.movingSeconds,
          time: longest.time,
        }
      : null,
  }
  // A week is listed session by session; a longer period by its totals and longest run.
  const sessions =
    result.sessions.length <= 8
      ? result.sessions.map((s) => `${day(style, s.date)}: ${sessionText(style, s)}`)
      : []
  return reply(turn, {
    headline: periodHeadline(turn, style, totals),
    facts: [...timeFact(turn, style, totals), ...longestFact(style, totals), ...sessions],
  })
}

/** The time running as hours when the headline did not already give it. */
function timeFact(turn: Turn, style: Style, totals: Totals) {
  if (metricAsked(turn.understanding) === 'duration') return []
  return /\bhours?\b|stunden|heures|horas/i.test(turn.question)
    ? [dataText(style.language, 'timeFact', { hours: hoursText(totals.runningSeconds) })]
    : []
}

/**
 * "How far did I ride last month": one sport's totals over the period asked, from the same
 * totals tool a model uses, whatever the period's length.
 */
async function sportPeriod(turn: Turn, period: Period, sport: OtherSport) {
  const style = styleOf(turn)
  const read = await turn.session.run(totalsTool, { ...period, sport })
  if (isRefusal(read)) return reply(turn, { headline: read.error })
  const vars = {
    from: day(style, read.from ?? period.from),
    to: day(style, read.to ?? period.to),
    sport:
      sport === 'all'
        ? dataText(style.language, 'allSportsName')
        : sportName(style.language, sport),
  }
  if (read.total.activities === 0) {
    return reply(turn, { headline: dataText(style.language, 'sportNone', vars) })
  }
  const headline = dataText(style.language, 'sportPeriod', {
    ...vars,
    distance: km(style, read.total.distanceMeters),
    sessions: read.total.activities,
    time: read.total.time,
  })
  return reply(turn, { headline })
}

/** A period longer than the history tool reads ("this year"): its totals, not its sessions. */
async function longPeriod(turn: Turn, period: { from?: string; to: string }) {
  const { session } = turn
  const style = styleOf(turn)
  const running = await session.run(totalsTool, { ...period, sport: 'running' })
  if (isRefusal(running)) return reply(turn, { headline: running.error })
  const all = await session.run(totalsTool, { ...period, sport: 'all' })
  if (isRefusal(all)) return reply(turn, { headline: all.error })
  const longest = running.longestRun
  const totals: Totals = {
    from: running.from ?? period.from ?? period.to,
    to: running.to ?? period.to,
    runs: running.total.activities,
    runningMeters: running.total.distanceMeters,
    runningSeconds: running.total.movingSeconds,
    time: running.total.time,
    allMeters: all.total.distanceMeters,
    allSessions: all.total.activities,
    longest: longest
      ? {
          date: longest.date,
          meters: longest.distanceMeters,
          seconds: longest.movingSeconds,
          time: longest.time,
        }
      : null,
  }
  if (metricAsked(turn.understanding) === 'longest' && totals.longest) {
    return reply(turn, {
      headline: dataText(style.language, 'longest', {
        from: day(style, totals.from),
        to: day(style, totals.to),
        distance: km(style, totals.longest.meters),
        day: day(style, totals.longest.date),
        detail: dataText(style.language, 'inTime', {
          time: totals.longest.time,
          pace: paceIn(totals.longest.seconds / (totals.longest.meters / 1000), style.unit),
        }),
      }),
      facts: [
        dataText(style.language, 'totalFact', {
          running: km(style, totals.runningMeters),
          runs: totals.runs,
        }),
      ],
    })
  }
  return reply(turn, {
    headline: periodHeadline(turn, style, totals),
    facts: [...timeFact(turn, style, totals), ...longestFact(style, totals)],
  })
}

/** The skill intent 'history' (route.ts's skill route) is the same answer. */
export const historySkill = defineSkill('history', { history: answerHistory })
