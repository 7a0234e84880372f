import { z } from 'zod'
import { gearWithActivityMeters } from '#queries/gear'
import { gearUsage } from '#queries/gear_usage'
import { withDistances } from '#actions/gear/list_gear'
import { gearDto } from '#dtos/gear'
import { defineTool } from '#coach/tools/tool'
import { distance, duration, round } from '#coach/format'

/**
 * The athlete's shoes and bikes as the Gear tab lists them (ListGear's distance: the starting
 * distance plus every activity assigned to it; gearDto's retirement state against the pair's
 * own retirement distance), with the time on each and the day it was last used. For a model the
 * distance counts no Strava activity (decision 007).
 */
export const gearTool = defineTool({
  name: 'gear',
  description:
    'The athlete\'s shoes and bikes: per item the distance on it (starting distance plus its activities), moving time, number of activities, last used date, retirement distance set for it, whether retirement is due, how much is left, and whether it is retired or the default. Use it for "how many km on my shoes".',
  input: z
    .object({ includeRetired: z.boolean().default(true) })
    .strict()
    .default({ includeRetired: true }),
  async run(context, { includeRetired }) {
    const units = context.profile.units
    const forModel = context.audience === 'model'
    const records = await gearWithActivityMeters(context.userId)
    const usageRows = await gearUsage(context.userId, forModel ? { withoutSource: 'strava' } : {})
    const usage = new Map(usageRows.map((row) => [row.gearId, row]))
    const items = withDistances(
      forModel
        ? records.map((record) => ({
            ...record,
            activityMeters: usage.get(record.id)?.distanceMeters ?? 0,
          }))
        : records
    )
      .map(gearDto)
      .filter((item) => includeRetired || !item.retired)
    return {
      gear: items.map((item) => {
        const used = usage.get(item.id)
        const left =
          item.retireAtMeters === null
            ? null
            : Math.max(0, item.retireAtMeters - item.distanceMeters)
        return {
          name: item.name.slice(0, 60),
          sport: item.sport,
          isDefault: item.isDefault,
          retired: item.retired,
          distance: distance(item.distanceMeters, units),
          distanceMeters: Math.round(item.distanceMeters),
          startingDistance: distance(item.startingDistanceMeters, units),
          activities: used?.activities ?? 0,
          time: duration(used?.movingSeconds ?? 0),
          movingHours: round((used?.movingSeconds ?? 0) / 3600, 1),
          lastUsed: used?.lastUsedDate ?? null,
          retireAt: item.retireAtMeters === null ? null : distance(item.retireAtMeters, units, 0),
          retireAtMeters: item.retireAtMeters,
          retirementDue: item.retirementDue,
          leftBeforeRetirement: left === null ? null : distance(left, units),
          leftMeters: left === null ? null : Math.round(left),
        }
      }),
      note: items.length === 0 ? 'No gear added yet (Profile, Gear tab).' : null,
    }
  },
  summary: () => 'looked at your gear',
})
