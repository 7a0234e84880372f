/*
 * What the athlete did: a day, a week, a month or a span ("the past 4 weeks"), the last run
 * and the longest one, from the training_history tool; periods longer than it reads ("this
 * year", "since 1 January") from the totals tool, the figures a model coach gets too.
 */
import { addDays, daysBetween } from '#domain/calendar'
import { HISTORY_MAX_DAYS, trainingHistoryTool } from '#coach/tools/training_history'
import { totalsTool } from '#coach/tools/totals'
import { isRefusal } from '#coach/tools/tool'
import { planSnapshot } from '#coach/tools/plan_data'
import { dayIn, mondayOf, monthsIn, spanIn, weekIn, type Period } from '#coach/offline/dates'
import { METERS_PER_MILE } from '#domain/units'
import { dayName, list, t } from '#coach/offline/i18n'
import { dayLabel } from '#coach/format'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

type History = Exclude<Awaited<ReturnType<typeof trainingHistoryTool.run>>, { error: string }>
type Session = History['sessions'][number]
type Line = (s: Session) => string

const LAST_RUN = /\blast run\b|derni[eè]re sortie|[uú]ltima salida|letzter lauf/i

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

async function history(turn: Turn) {
  const { session, language, question } = turn
  const period = periodAsked(turn)
  if (period.from > turn.today) {
    return reply(turn, {
      headline: `${dayLabel(period.from)} is still ahead, so there is no training to look at yet. Ask me "what's planned" for that day instead.`,
    })
  }
  if (daysBetween(period.from, period.to) >= HISTORY_MAX_DAYS) return longPeriod(turn, period)
  const result = await session.run(trainingHistoryTool, period)
  if (isRefusal(result)) return reply(turn, { headline: result.error })
  const [aRun, of, inTime] = list(language, 'run')
  const line: Line = (s) =>
    `${s.sport === 'run' ? aRun : `${s.sport.replace('_', ' ')}`}${s.distance ? ` ${of} ${s.distance}` : ''} ${inTime} ${s.time}${s.pace ? ` (${s.pace})` : ''}`
  if (period.from === period.to) return oneDay(turn, period.from, result, line)
  if (LAST_RUN.test(question)) {
    const last = [...result.sessions].reverse().find((s) => s.pace)
    if (last) return reply(turn, { headline: `Your last run was on ${last.day}: ${line(last)}.` })
  }
  if (/\blongest\b|plus longue|m[aá]s larga|l[aä]ngste/i.test(question)) {
    const answer = longestRun(turn, result)
    if (answer) return answer
  }
  return periodTotals(turn, result, line)
}

/** One day: what was done, or what the plan had that day. */
async function oneDay(turn: Turn, date: string, result: History, line: Line) {
  const { session, language } = turn
  if (result.sessions.length === 0) {
    const planned = await planSnapshot(session.context, date, date)
    const workout = planned?.workouts.find((w) => w.type !== 'rest')
    return reply(turn, {
      headline: t(language, 'historyNone', { day: dayName(language, date) }),
      facts: planned
        ? [
            workout
              ? `Your plan had **${workout.title}** that day.`
              : 'It was a rest day in your plan.',
          ]
        : [],
    })
  }
  return reply(turn, {
    headline: t(language, 'historyDay', {
      day: dayName(language, date),
      what: result.sessions.map(line).join('; '),
    }),
  })
}

function longestRun(turn: Turn, result: History) {
  const runs = result.sessions.filter((s) => s.pace !== null)
  const longest = runs.reduce<(typeof runs)[number] | null>(
    (best, s) =>
      !best || Number.parseFloat(s.distance ?? '0') > Number.parseFloat(best.distance ?? '0')
        ? s
        : best,
    null
  )
  if (!longest) return null
  return reply(turn, {
    headline: `Your longest run from ${result.from} to ${result.to}: **${longest.distance}** on ${longest.day}, in ${longest.time} (${longest.pace}).`,
    facts: [`In all: ${result.running.distance} running in ${result.running.runs} runs.`],
  })
}

/** A period longer than the history tool reads ("this year"): its totals, not its sessions. */
async function longPeriod(turn: Turn, period: Period) {
  const { session } = turn
  const running = await session.run(totalsTool, { ...period, sport: 'running' })
  if (isRefusal(running)) return reply(turn, { headline: running.error })
  const all = await session.run(totalsTool, { ...period, sport: 'all' })
  if (isRefusal(all)) return reply(turn, { headline: all.error })
  const others =
    all.total.distanceMeters === running.total.distanceMeters
      ? ''
      : `; all sports ${all.total.distance} in ${all.total.activities} sessions`
  const facts = running.total.longest ? [`Longest run: ${running.total.longest}.`] : []
  if (HOURS.test(turn.question))
    facts.unshift(`Time running: **${hoursText(clockSeconds(running.total.time))}**.`)
  const inMiles = milesOf(running.total.distance, turn.question)
  if (inMiles) facts.unshift(`In miles: **${inMiles} running**.`)
  return reply(turn, {
    headline: t(turn.language, 'historyPeriod', {
      from: running.from ?? period.from,
      to: running.to ?? period.to,
      running: running.total.distance,
      runs: running.total.activities,
      time: running.total.time,
      others,
    }),
    facts,
  })
}

/** "How many hours", "how much time", "wie viele Stunden", "combien d'heures", "cuántas horas". */
const HOURS = /\bhours?\b|\bhow much time\b|\bhow long\b|stunden|heures|horas/i

/** 12 h 05 min. */
function hoursText(seconds: number) {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

function periodTotals(turn: Turn, result: History, line: Line) {
  const { language, question } = turn
  const others =
    result.allSports.distance === result.running.distance
      ? ''
      : `; all sports ${result.allSports.distance} in ${result.allSports.sessions} sessions`
  // A week is listed session by session; a longer period by its totals and longest run.
  const facts =
    result.sessions.length <= 8 ? result.sessions.map((s) => `${s.day}: ${line(s)}`) : []
  if (result.running.longest) facts.unshift(`Longest run: ${result.running.longest}.`)
  if (HOURS.test(question)) {
    facts.unshift(`Time running: **${hoursText(clockSeconds(result.running.time))}**.`)
  }
  const inMiles = milesOf(result.running.distance, question)
  if (inMiles) facts.unshift(`In miles: **${inMiles} running**.`)
  return reply(turn, {
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

/** Seconds of an "h:mm:ss" or "m:ss" time. */
function clockSeconds(clock: string) {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** "192.0 km" as miles when the question asks in miles ("how many miles"), else null. */
export function milesOf(distanceText: string, question: string) {
  if (!/\b(miles?|mi)\b/i.test(question) || !/\bkm\b/.test(distanceText)) return null
  const km = Number.parseFloat(distanceText)
  return Number.isFinite(km) ? `${((km * 1000) / METERS_PER_MILE).toFixed(1)} mi` : null
}

export const historySkill = defineSkill('history', { history })
