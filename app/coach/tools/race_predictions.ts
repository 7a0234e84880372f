import { z } from 'zod'
import {
  describePredictionMethod,
  predictRace,
  unadjustedSeconds,
} from '#domain/science/prediction'
import { METERS_PER_MILE } from '#domain/units'
import { distanceLabel } from '#dtos/progress'
import { defineTool } from '#coach/tools/tool'
import { currentVdot, weeklyRunMeters, type VdotFigure } from '#coach/tools/data'
import { distance, duration } from '#coach/format'

const DISTANCES = { '5k': 5000, '10k': 10000, 'half': 21097.5, 'marathon': 42195 } as const
const ALL_NAMED = ['5k', '10k', 'half', 'marathon'] as const

/** VDOT's equations are fitted on races of 1500 m to the marathon (Daniels' tables); a little past it. */
const MIN_METERS = 1500
const MAX_METERS = 50000

/** "10 miles" for a whole number of miles, else the Progress page's label ("15 km"). */
function labelOf(meters: number) {
  const miles = meters / METERS_PER_MILE
  if (Math.abs(miles - Math.round(miles)) * METERS_PER_MILE < 1 && Math.round(miles) > 1) {
    return `${Math.round(miles)} miles`
  }
  return distanceLabel(meters)
}

/** One prediction: predictRace from the race the current VDOT comes from. */
function predictionFor(vdot: VdotFigure, meters: number, weeklyMeters: number) {
  const prediction = predictRace({
    targetDistanceMeters: meters,
    races: [
      { distanceMeters: vdot.race.distanceMeters, durationSeconds: vdot.race.durationSeconds },
    ],
    weeklyDistanceMeters: weeklyMeters,
  })
  return {
    time: prediction ? duration(prediction.seconds) : null,
    seconds: prediction ? Math.round(prediction.seconds) : null,
    vdotTable: prediction ? duration(unadjustedSeconds(prediction)) : null,
    riegel: prediction ? duration(prediction.riegelSeconds) : null,
    volumeAdjusted: Boolean(prediction?.volumeAdjustment),
  }
}

/**
 * Race predictions from the current VDOT: predictRace, the figure Progress and the plan show,
 * with the method named; the unadjusted VDOT table time and Riegel are second opinions. Any
 * distance from 1500 m to 50 km: the four classic ones by name, others in metres.
 */
export const racePredictionsTool = defineTool({
  name: 'race_predictions',
  description:
    'Predicted race times: VDOT (Daniels & Gilbert) adjusted for weekly volume, the same figure as the Progress page and the plan; `method` names it. `distances`: 5k, 10k, half, marathon (all four when neither field is given). `meters`: any other distance, 1500–50000 (15 km = 15000, 10 miles = 16093.44, 30 km = 30000), answered in `otherDistances`. `vdotTable` (no volume adjustment) and `riegel` are second opinions only.',
  input: z
    .object({
      distances: z.array(z.enum(ALL_NAMED)).min(1).max(4).optional(),
      meters: z
        .array(
          z
            .number()
            .min(MIN_METERS, `a race distance of at least ${MIN_METERS} m`)
            .max(MAX_METERS, `a race distance of at most ${MAX_METERS} m`)
        )
        .min(1)
        .max(6)
        .optional(),
    })
    .strict()
    .default({}),
  async run(context, input) {
    const units = context.profile.units
    const named = input.distances ?? (input.meters ? [] : [...ALL_NAMED])
    const vdot = await currentVdot(context)
    if (!vdot) {
      return {
        vdot: null,
        predictions: [],
        otherDistances: [],
        note: 'No recent race or hard effort to predict from: add a race to the profile or run a hard effort.',
      }
    }
    const weekly = await weeklyRunMeters(context)
    return {
      vdot: { value: vdot.value, source: vdot.source, date: vdot.date },
      weeklyDistance: distance(weekly, units),
      /** The mean weekly running distance the method adjusts for, in metres. */
      weeklyRunMeters: Math.round(weekly),
      method: describePredictionMethod(vdot.value, weekly),
      predictions: named.map((key) => ({
        distance: key,
        label: labelOf(DISTANCES[key]),
        meters: DISTANCES[key],
        ...predictionFor(vdot, DISTANCES[key], weekly),
      })),
      otherDistances: (input.meters ?? []).map((meters) => ({
        label: labelOf(meters),
        meters,
        distance: distance(meters, units, 2),
        ...predictionFor(vdot, meters, weekly),
      })),
    }
  },
  summary: () => 'looked at your race predictions',
})
