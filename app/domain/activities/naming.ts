import { DateTime } from 'luxon'
import type { ParsedActivity } from '#domain/files/activity_file'

const SPORT_NAMES: Record<string, string> = {
  run: 'Run',
  trail_run: 'Trail run',
  treadmill: 'Treadmill run',
  walk: 'Walk',
  hike: 'Hike',
  ride: 'Ride',
  swim: 'Swim',
  strength: 'Strength',
  other: 'Workout',
}

/** "Morning run" style names from the local start hour. */
export function defaultName(parsed: Pick<ParsedActivity, 'sport' | 'startTime'>, timeZone: string) {
  const hour = DateTime.fromISO(parsed.startTime, { zone: 'utc' }).setZone(timeZone).hour
  const part =
    hour < 5
      ? 'Night'
      : hour < 12
        ? 'Morning'
        : hour < 17
          ? 'Afternoon'
          : hour < 21
            ? 'Evening'
            : 'Night'
  const sport = SPORT_NAMES[parsed.sport] ?? 'Workout'
  return `${part} ${sport.toLowerCase()}`
}
