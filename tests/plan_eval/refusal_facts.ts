/*
 * Facts on a refusal: refused, with the expected code (and field for a contradiction); for
 * too_soon, an earliest race date after the asked one that is computed, not guessed (a plan
 * for it is produced; a race a week earlier is still too soon); alternatives offered when the
 * athlete can change something (a later date, a shorter race, more days).
 */
import type { GeneratePlanResult } from '#domain/plans/types'
import { addDays, daysBetween } from '#domain/calendar'
import type { ErrorCode, EvalAthlete, EvalInput } from '#tests/plan_eval/athletes'
import type { Measured } from '#tests/plan_eval/facts'

export type Rerun = (input: EvalInput) => GeneratePlanResult | null

interface ErrorFields {
  field: string
  code?: string
  message: string
  earliestRaceDateIso?: string
  alternatives?: string[]
}

export interface RefusalFact {
  id: string
  measure(result: GeneratePlanResult, rerun: Rerun): Measured
}

function errorOf(result: GeneratePlanResult | null): ErrorFields | null {
  return result && 'error' in result ? (result.error as ErrorFields) : null
}

const flag = (pass: boolean, want: string, detail?: string): Measured => ({
  value: Number(pass),
  limit: want,
  pass,
  detail,
})

function earliestFacts(athlete: EvalAthlete): RefusalFact[] {
  const race = athlete.input.raceDateIso!
  return [
    {
      id: 'earliest_after_race_days',
      measure: (result) => {
        const earliest = errorOf(result)?.earliestRaceDateIso
        const days = earliest ? daysBetween(race, earliest) : 0
        return { value: days, limit: '> 0', pass: days > 0, detail: earliest ?? 'absent' }
      },
    },
    {
      id: 'earliest_date_gets_a_plan',
      measure: (result, rerun) => {
        const earliest = errorOf(result)?.earliestRaceDateIso
        if (!earliest) return flag(false, '= 1', 'no earliest date')
        const again = rerun({ ...athlete.input, raceDateIso: earliest })
        return flag(Boolean(again && 'plan' in again), '= 1', errorOf(again)?.code)
      },
    },
    {
      id: 'week_before_earliest_still_too_soon',
      measure: (result, rerun) => {
        const earliest = errorOf(result)?.earliestRaceDateIso
        if (!earliest) return flag(false, '= 1', 'no earliest date')
        const again = rerun({ ...athlete.input, raceDateIso: addDays(earliest, -7) })
        return flag(errorOf(again)?.code === 'too_soon', '= 1', errorOf(again)?.code ?? 'a plan')
      },
    },
  ]
}

export function refusalFacts(athlete: EvalAthlete): RefusalFact[] {
  if (!('refuse' in athlete.expect)) return []
  const code: ErrorCode = athlete.expect.refuse
  const field = athlete.expect.field
  const facts: RefusalFact[] = [
    { id: 'refused', measure: (result) => flag('error' in result, '= 1') },
    {
      id: 'error_code',
      measure: (result) => {
        const got = errorOf(result)?.code
        return flag(got === code, `= 1 (${code})`, got ?? 'absent')
      },
    },
  ]
  if (field) {
    facts.push({
      id: 'error_field',
      measure: (result) => {
        const got = errorOf(result)?.field
        return flag(got === field, `= 1 (${field})`, got ?? 'absent')
      },
    })
  }
  if (code === 'too_soon') facts.push(...earliestFacts(athlete))
  if (code === 'too_soon' || code === 'too_few_days') {
    facts.push({
      id: 'alternatives_offered',
      measure: (result) => {
        const count = errorOf(result)?.alternatives?.length ?? 0
        return { value: count, limit: '≥ 1', pass: count >= 1 }
      },
    })
  }
  return facts
}
