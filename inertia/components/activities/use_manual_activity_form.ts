import { useForm, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import type { Sport } from '#dtos/activity'
import { route } from '~/lib/routes'
import {
  kilometersToMeters,
  milesToMeters,
  parseDurationSeconds,
  type UnitSystem,
} from '#domain/units'

/**
 * The manual entry's state: the draft, the checks made before posting (duration and
 * distance), the post itself (distance in metres, duration in seconds) and the errors of
 * both the checks and the server, by field.
 */
export function useManualActivityForm(onDone: (() => void) | undefined) {
  const { preferences } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const form = useForm({
    startDate: todayIn(preferences?.timeZone),
    startTime: '07:00',
    sport: 'run' as Sport,
    name: '',
    distance: '',
    duration: '',
    avgHr: '',
    perceivedEffort: '',
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { durationSeconds, distance, errors } = checkEntry(form.data.duration, form.data.distance)
    setLocalErrors(errors)
    if (Object.keys(errors).length) return

    form.transform((data) => ({
      startDate: data.startDate,
      startTime: data.startTime,
      sport: data.sport,
      name: data.name.trim() || undefined,
      distanceMeters:
        Math.round(
          (units === 'metric' ? kilometersToMeters(distance) : milesToMeters(distance)) * 10
        ) / 10,
      durationSeconds,
      avgHr: data.avgHr === '' ? null : Number(data.avgHr),
      perceivedEffort: data.perceivedEffort === '' ? null : Number(data.perceivedEffort),
    }))
    form.post(route('activities.store'), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        onDone?.()
      },
    })
  }

  const server = form.errors as Record<string, string | undefined>
  const e: Record<string, string | undefined> = {
    ...server,
    distance: localErrors.distance ?? server.distanceMeters,
    duration: localErrors.duration ?? server.durationSeconds,
  }
  return { form, units, submit, errors: e }
}

/** The duration in seconds and the distance in the athlete's unit, or why they cannot be read. */
function checkEntry(duration: string, distanceText: string) {
  const durationSeconds = parseDurationSeconds(duration)
  const distance = distanceText.trim() === '' ? 0 : Number(distanceText)
  const errors: Record<string, string> = {}
  if (durationSeconds === null || durationSeconds <= 0) {
    errors.duration = 'Enter the duration as h:mm:ss, for example 1:05:30 or 42:10.'
  }
  if (!Number.isFinite(distance) || distance < 0) {
    errors.distance = 'Enter the distance as a number, for example 10.5.'
  }
  return { durationSeconds, distance, errors }
}

/** Today's date (yyyy-mm-dd) in the athlete's time zone. */
function todayIn(timeZone: string | undefined) {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
  } catch {
    return new Date().toISOString().slice(0, 10)
  }
}
