import { z } from 'zod'
import { activitiesForModelProviders, lastSessions } from '#queries/activities'
import { asDate } from '#queries/sql_dialect'
import { addDays } from '#domain/calendar'
import { acuteChronicRatio, acwrBand } from '#domain/science/fitness'
import { defineTool } from '#coach/tools/tool'
import { dailyFigures } from '#coach/tools/data'
import { distance, duration, pace, round } from '#coach/format'
import type { CoachContext } from '#coach/context'

/**
 * Weeks of training as summaries (never samples): per week the running distance (the volume a
 * running plan counts), every sport's distance and time labelled as such, and the load;
 * today's fitness, fatigue and form, the trend, the acute:chronic ratio, and the last few
 * sessions (date, sport, size, pace, average HR; names only of activities a model may see).
 */
export const recentTrainingTool = defineTool({
  name: 'recent_training',
  description:
    "Summary of recent training: per week the running distance, all sports' distance and time (labelled), load and active days; current fitness, fatigue, form, their trend and the acute:chronic workload ratio; the last 5 sessions.",
  input: z
    .object({ weeks: z.number().int().min(1).max(26).default(4) })
    .strict()
    .default({ weeks: 4 }),
  async run(context, { weeks }) {
    const units = context.profile.units
    const { todayIso } = context
    const days = await dailyFigures(context, addDays(todayIso, -(weeks * 7 + 27)))
    const recent = days.slice(-weeks * 7)
    const weekRows = []
    for (let w = 0; w < weeks; w++) {
      const slice = recent.slice(w * 7, w * 7 + 7)
      if (slice.length === 0) continue
      weekRows.push({
        from: slice[0].date,
        to: slice.at(-1)!.date,
        runningDistance: distance(
          slice.reduce((t, d) => t + d.runDistanceMeters, 0),
          units
        ),
        allSportsDistance: distance(
          slice.reduce((t, d) => t + d.distanceMeters, 0),
          units
        ),
        allSportsTime: duration(slice.reduce((t, d) => t + d.movingSeconds, 0)),
        load: Math.round(slice.reduce((t, d) => t + d.load, 0)),
        activeDays: slice.filter((d) => d.load > 0 || d.distanceMeters > 0).length,
      })
    }
    const today = days.at(-1)
    const fourWeeksAgo = days.at(-29)
    const ratio = acuteChronicRatio(days.slice(-28).map((d) => d.load))
    return {
      weeks: weekRows,
      today: today
        ? {
            fitness: round(today.fitness),
            fatigue: round(today.fatigue),
            form: round(today.form),
          }
        : null,
      fitnessFourWeeksAgo: fourWeeksAgo ? round(fourWeeksAgo.fitness) : null,
      acwr: ratio === null ? null : { ratio: round(ratio, 2), band: acwrBand(ratio) },
      lastSessions: await sessionsFor(context, units),
    }
  },
  summary: ({ weeks }) => `looked at your last ${weeks} week${weeks === 1 ? '' : 's'}`,
})

async function sessionsFor(context: CoachContext, units: 'metric' | 'imperial') {
  let rows: {
    name: string | null
    sport: string
    localDate: unknown
    distanceMeters: number
    movingSeconds: number
    avgHr: number | null
  }[]
  if (context.audience === 'model') {
    const activities = await activitiesForModelProviders(context.userId)
      .orderBy('start_time', 'desc')
      .limit(5)
    rows = activities.map((a) => ({
      name: a.name,
      sport: a.sport,
      localDate: a.localDate,
      distanceMeters: a.distanceMeters,
      movingSeconds: a.movingSeconds,
      avgHr: a.avgHr,
    }))
  } else {
    // Names stay out even offline: the reply never needs them.
    const sessions = await lastSessions(context.userId, 5)
    rows = sessions.map((row) => ({ name: null, ...row }))
  }
  return rows.map((row) => ({
    date: asDate(row.localDate),
    sport: row.sport,
    ...(row.name ? { name: row.name.slice(0, 60) } : {}),
    distance: row.distanceMeters > 0 ? distance(row.distanceMeters, units) : null,
    time: duration(row.movingSeconds),
    pace:
      row.distanceMeters > 0 ? pace(row.movingSeconds / (row.distanceMeters / 1000), units) : null,
    avgHr: row.avgHr === null ? null : Math.round(row.avgHr),
  }))
}
