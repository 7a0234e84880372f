/*
 * Facts on pace and fitness: race day paced at the athlete's current fitness (norm race_pace),
 * the goal shown as a stretch when out of reach, the plan's VDOT equal to the input's (no break),
 * the age band. The prediction here is Daniels & Gilbert's from the lower of the plan's and the
 * input's VDOT, with no volume adjustment: the fastest time the plan may pace race day at.
 */
import type { Plan } from '#domain/plans/types'
import { predictRaceSeconds } from '#domain/science/vdot'
import type { AgeBand, EvalAthlete } from '#tests/plan_eval/athletes'
import type { Measured, PlanFact } from '#tests/plan_eval/facts'
import { metresByIntensity, newFields, allRuns } from '#tests/plan_eval/checks'
import type { Profile } from '#tests/plan_eval/limits'

/** norm race_pace: never faster than the prediction by more than 2 %. */
export const PACE_SLACK = 0.98

const r3 = (x: number) => Math.round(x * 1000) / 1000

function predictedSeconds(plan: Plan, athlete: EvalAthlete, distance: number): number {
  const vdot = Math.min(plan.fitness.vdot, athlete.input.vdot ?? plan.fitness.vdot)
  return predictRaceSeconds(vdot, distance)
}

function raceTargetSeconds(plan: Plan): number | null {
  const target = newFields(plan).raceTarget
  if (target) return target.seconds
  const race = plan.weeks.flatMap((w) => w.workouts).find((w) => w.type === 'race')
  return race?.durationSeconds ?? null
}

function ratioFact(value: number | null, detail: string): Measured {
  if (value === null) return { value: 0, limit: `≥ ${PACE_SLACK}`, pass: false, detail }
  return { value: r3(value), limit: `≥ ${PACE_SLACK}`, pass: value >= PACE_SLACK, detail }
}

/** Slowest-to-fastest: the fastest marathon-pace step's middle pace over the predicted pace. */
function marathonPaceRatio(plan: Plan, athlete: EvalAthlete): number | null {
  const predictedPace = predictedSeconds(plan, athlete, 42195) / 42.195
  let fastest: number | null = null
  const visit = (steps: Plan['weeks'][number]['workouts'][number]['steps']) => {
    for (const step of steps) {
      if (step.repeat) visit(step.repeat.steps)
      if (step.target?.intensity !== 'marathon') continue
      const mid = (step.target.paceSecPerKm[0] + step.target.paceSecPerKm[1]) / 2
      fastest = fastest === null ? mid : Math.min(fastest, mid)
    }
  }
  for (const w of allRuns(plan)) if (metresByIntensity(w.steps).marathon) visit(w.steps)
  return fastest === null ? null : fastest / predictedPace
}

function stretchFact(athlete: EvalAthlete): PlanFact[] {
  const expectation = 'plan' in athlete.expect ? athlete.expect.plan : {}
  const want = expectation.outOfReach ? 1 : expectation.goalInReach ? 0 : null
  if (want === null) return []
  return [
    {
      id: 'goal_is_stretch',
      measure: (plan) => {
        const flag = newFields(plan).goalIsStretch
        const value = flag === undefined ? -1 : Number(flag)
        return {
          value,
          limit: `= ${want}`,
          pass: value === want,
          detail: flag === undefined ? 'absent' : undefined,
        }
      },
    },
  ]
}

function ageBandOf(age: number): AgeBand {
  if (age < 18) return 'junior'
  if (age >= 65) return 'veteran'
  return age >= 50 ? 'masters' : 'open'
}

const BANDS: AgeBand[] = ['junior', 'open', 'masters', 'veteran']

export function racePaceFacts(athlete: EvalAthlete, p: Profile): PlanFact[] {
  const facts: PlanFact[] = [
    {
      id: 'race_target_vs_prediction',
      measure: (plan) => {
        const target = raceTargetSeconds(plan)
        const predicted = predictedSeconds(plan, athlete, p.distance)
        return ratioFact(
          target === null ? null : target / predicted,
          `predicted ${Math.round(predicted)} s`
        )
      },
    },
    ...stretchFact(athlete),
  ]
  if (p.distance === 42195) {
    facts.push({
      id: 'marathon_pace_vs_prediction',
      measure: (plan) => {
        const ratio = marathonPaceRatio(plan, athlete)
        return ratio === null
          ? { value: 1, limit: 'no M steps', pass: true }
          : ratioFact(ratio, 'M pace')
      },
    })
  }
  const vdot = athlete.input.vdot
  if (vdot && !p.returner) {
    facts.push({
      id: 'fitness_vdot_delta',
      measure: (plan) => {
        const delta = r3(Math.abs(plan.fitness.vdot - vdot))
        return { value: delta, limit: '≤ 0.5', pass: delta <= 0.5 }
      },
    })
  }
  const age = athlete.input.ageYears
  if (typeof age === 'number') {
    const want = ageBandOf(age)
    facts.push({
      id: 'age_band',
      measure: (plan) => {
        const band = newFields(plan).ageBand
        const value = band ? BANDS.indexOf(band) : -1
        return { value, limit: `= ${BANDS.indexOf(want)} (${want})`, pass: band === want }
      },
    })
  }
  return facts
}
