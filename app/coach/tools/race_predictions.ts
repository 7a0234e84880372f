import { z } from 'zod'
import {
  describePredictionMethod,
  predictRace,
  unadjustedSeconds,
} from '#domain/science/prediction'
import { defineTool } from '#coach/tools/tool'
import { currentVdot, weeklyRunMeters } from '#coach/tools/data'
import { distance, duration } from '#coach/format'

const DISTANCES = { '5k': 5000, '10k': 10000, 'half': 21097.5, 'marathon': 42195 } as const

/**
 * Race predictions from the current VDOT: predictRace, the figure Progress and the plan show,
 * with the method named; the unadjusted VDOT table time and Riegel are second opinions.
 */
export const racePredictionsTool = defineTool({
  name: 'race_predictions',
  description:
    'Predicted race times (5 km, 10 km, half marathon, marathon): VDOT (Daniels & Gilbert) adjusted for weekly volume, the same figure as the Progress page and the plan; `method` names it. `vdotTable` (no volume adjustment) and `riegel` are second opinions only.',
  input: z
    .object({
      distances: z
        .array(z.enum(['5k', '10k', 'half', 'marathon']))
        .min(1)
        .max(4)
        .default(['5k', '10k', 'half', 'marathon']),
    })
    .strict()
    .default({ distances: ['5k', '10k', 'half', 'marathon'] }),
  async run(context, { distances }) {
    const units = context.profile.units
    const vdot = await currentVdot(context)
    if (!vdot) {
      return {
        vdot: null,
        predictions: [],
        note: 'No recent race or hard effort to predict from: add a race to the profile or run a hard effort.',
      }
    }
    const weekly = await weeklyRunMeters(context)
    return {
      vdot: { value: vdot.value, source: vdot.source, date: vdot.date },
      weeklyDistance: distance(weekly, units),
      method: describePredictionMethod(vdot.value, weekly),
      predictions: distances.map((key) => {
        const prediction = predictRace({
          targetDistanceMeters: DISTANCES[key],
          races: [
            {
              distanceMeters: vdot.race.distanceMeters,
              durationSeconds: vdot.race.durationSeconds,
            },
          ],
          weeklyDistanceMeters: weekly,
        })
        return {
          distance: key,
          time: prediction ? duration(prediction.seconds) : null,
          seconds: prediction ? Math.round(prediction.seconds) : null,
          vdotTable: prediction ? duration(unadjustedSeconds(prediction)) : null,
          riegel: prediction ? duration(prediction.riegelSeconds) : null,
          volumeAdjusted: Boolean(prediction?.volumeAdjustment),
        }
      }),
    }
  },
  summary: () => 'looked at your race predictions',
})
