/*
 * One structured workout as a FIT workout file (docs/science.md#exports), encoded with Garmin's FIT
 * SDK so that a watch can run it. Pure: bytes out.
 *
 *   workoutToFit(workout, options?): Uint8Array
 *
 * Layout (FIT SDK "Workout file" cookbook): file_id (type 5 = workout), workout (sport running,
 * num_valid_steps, wkt_name), then workout_step messages in order. A repeat block is its child
 * steps followed by a step with duration_type repeat_until_steps_cmplt (6), duration_value =
 * message_index of the first child and target_value = the count.
 *
 * Raw values (the SDK's Encoder writes main fields, not sub-fields, so scales are applied here;
 * Profile: workout_step.duration_time ×1000 s, duration_distance ×100 m, custom_target_speed
 * ×1000 m/s; custom_target_heart_rate is WorkoutHr where 0–100 is % max HR and bpm + 100).
 * Targets: speed from the pace range (slow end → low speed, fast end → high speed), or heart
 * rate when `target: 'hr'` and the step has an HR range; otherwise open.
 *
 * Each run of a double (docs/plans.md#doubles) is its own file: the second run's name says so
 * ("Easy run (run 2)"), so the watch lists the day's two workouts apart.
 */
import { Encoder, Profile } from '@garmin/fitsdk'
import type { FileIdMesg, Mesg, WorkoutMesg, WorkoutStepMesg } from '@garmin/fitsdk'
import type { PlannedWorkout, WorkoutStep } from '#domain/plans/types'
import { sessionOf } from '#domain/plans/sessions'

export interface FitWorkoutOptions {
  /** Which target to write when a step has both: 'pace' (default) or 'hr'. */
  target?: 'pace' | 'hr'
  /** FIT manufacturer (255 = development) and product. */
  manufacturer?: number
  product?: number
}

const FILE_WORKOUT = 5
const SPORT_RUNNING = 1
const DURATION_TIME = 0
const DURATION_DISTANCE = 1
const DURATION_OPEN = 5
const DURATION_REPEAT_UNTIL_STEPS_CMPLT = 6
const TARGET_SPEED = 0
const TARGET_HEART_RATE = 1
const TARGET_OPEN = 2
/** FIT WorkoutHr: values above 100 are bpm + 100 (Profile.types.workoutHr). */
const WORKOUT_HR_BPM_OFFSET = 100
const INTENSITY: Record<Exclude<WorkoutStep['kind'], 'repeat'>, number> = {
  active: 0,
  recovery: 4,
  warmup: 2,
  cooldown: 3,
}

function write<T extends Mesg>(encoder: Encoder, mesgNum: number, mesg: T): void {
  encoder.onMesg(mesgNum, mesg)
}

function flatten(steps: WorkoutStep[], options: FitWorkoutOptions, out: WorkoutStepMesg[]): void {
  for (const step of steps) {
    if (step.repeat) {
      const first = out.length
      flatten(step.repeat.steps, options, out)
      out.push({
        messageIndex: out.length,
        durationType: DURATION_REPEAT_UNTIL_STEPS_CMPLT,
        durationValue: first,
        targetType: TARGET_OPEN,
        targetValue: step.repeat.count,
      } as WorkoutStepMesg)
      continue
    }
    const mesg: WorkoutStepMesg = {
      messageIndex: out.length,
      intensity: INTENSITY[
        step.kind as Exclude<WorkoutStep['kind'], 'repeat'>
      ] as WorkoutStepMesg['intensity'],
    }
    if (step.durationSeconds !== undefined) {
      mesg.durationType = DURATION_TIME as WorkoutStepMesg['durationType']
      mesg.durationValue = Math.round(step.durationSeconds * 1000)
    } else if (step.distanceMeters !== undefined) {
      mesg.durationType = DURATION_DISTANCE as WorkoutStepMesg['durationType']
      mesg.durationValue = Math.round(step.distanceMeters * 100)
    } else {
      mesg.durationType = DURATION_OPEN as WorkoutStepMesg['durationType']
    }
    const useHr = options.target === 'hr' && step.target?.hr
    if (useHr && step.target?.hr) {
      mesg.targetType = TARGET_HEART_RATE as WorkoutStepMesg['targetType']
      mesg.targetValue = 0
      mesg.customTargetValueLow = step.target.hr[0] + WORKOUT_HR_BPM_OFFSET
      mesg.customTargetValueHigh = step.target.hr[1] + WORKOUT_HR_BPM_OFFSET
    } else if (step.target) {
      const [fastSecPerKm, slowSecPerKm] = step.target.paceSecPerKm
      mesg.targetType = TARGET_SPEED as WorkoutStepMesg['targetType']
      mesg.targetValue = 0
      mesg.customTargetValueLow = Math.round((1000 / slowSecPerKm) * 1000) // mm/s
      mesg.customTargetValueHigh = Math.round((1000 / fastSecPerKm) * 1000)
    } else {
      mesg.targetType = TARGET_OPEN as WorkoutStepMesg['targetType']
    }
    out.push(mesg)
  }
}

export function workoutToFit(workout: PlannedWorkout, options: FitWorkoutOptions = {}): Uint8Array {
  const steps: WorkoutStepMesg[] = []
  flatten(workout.steps, options, steps)
  const encoder = new Encoder()
  write<FileIdMesg>(encoder, Profile.MesgNum.FILE_ID, {
    type: FILE_WORKOUT as FileIdMesg['type'],
    manufacturer: (options.manufacturer ?? 255) as FileIdMesg['manufacturer'],
    product: options.product ?? 0,
    serialNumber: 1,
    // The workout's date (no clock in domain code).
    timeCreated: new Date(Date.parse(`${workout.dateIso}T00:00:00Z`)),
  } as FileIdMesg)
  write<WorkoutMesg>(encoder, Profile.MesgNum.WORKOUT, {
    sport: SPORT_RUNNING as WorkoutMesg['sport'],
    numValidSteps: steps.length,
    wktName: sessionOf(workout) === 2 ? `${workout.title} (run 2)` : workout.title,
  } as WorkoutMesg)
  for (const step of steps) write<WorkoutStepMesg>(encoder, Profile.MesgNum.WORKOUT_STEP, step)
  return encoder.close()
}
