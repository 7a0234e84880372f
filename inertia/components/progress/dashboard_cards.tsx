/*
 * The Dashboard's progress cards: fitness with a 6-week sparkline (inline SVG, no chart
 * library: the Dashboard stays light), next race, recent activities and the coach's note.
 */
import { usePage } from '@inertiajs/react'
import type { ActivityListItemDto } from '#dtos/activity'
import type { DashboardFitnessDto, DashboardProgressProps, NextRaceDto } from '#dtos/progress'
import { route } from '~/lib/routes'
import { dateTimeFormat } from '~/lib/format_locale'
import type { SharedProps } from '~/types/shared'
import { formatLocalDate, SPORT_LABELS } from '~/lib/sports'
import { formatDistance, formatDuration, type UnitSystem } from '#domain/units'
import { Card } from '~/components/ui/card'
import { MoreLink } from '~/components/ui/more_link'
import { dayLabel, raceName, SERIES_COLORS, signed } from '~/components/progress/progress_format'
import { ActivityLink } from '~/components/activities/activity_link'

const FORM_BAND_LABELS: Record<DashboardFitnessDto['today']['formBand'], string> = {
  fresh: 'Fresh',
  neutral: 'Neutral',
  optimal: 'Optimal training',
  overreaching: 'Over-reaching',
}

export function FitnessCard({ fitness }: { fitness: DashboardFitnessDto }) {
  const { today, sparkline } = fitness
  return (
    <Card title="Fitness, fatigue and form">
      <div data-testid="dashboard-fitness">
        <dl className="grid grid-cols-3 gap-3">
          <Figure label="Fitness" value={String(Math.round(today.fitness))} />
          <Figure label="Fatigue" value={String(Math.round(today.fatigue))} />
          <Figure label="Form" value={signed(today.form)} note={FORM_BAND_LABELS[today.formBand]} />
        </dl>
        <Sparkline sparkline={sparkline} />
        <p className="mt-2 text-sm text-gray-800" data-testid="fitness-reading">
          {fitness.reading}
        </p>
        <MoreLink href={route('progress')}>See your progress</MoreLink>
      </div>
    </Card>
  )
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums text-gray-900">
        {value}
        {note && <span className="block text-xs font-medium text-gray-600">{note}</span>}
      </dd>
    </div>
  )
}

const WIDTH = 300
const HEIGHT = 64

/** Fitness and fatigue over the last 6 weeks as two lines. */
function Sparkline({ sparkline }: { sparkline: DashboardFitnessDto['sparkline'] }) {
  const count = sparkline.dates.length
  if (count < 2) return null
  const values = [...sparkline.fitness, ...sparkline.fatigue]
  const max = Math.max(1, ...values)
  const min = Math.min(0, ...values)
  const points = (series: number[]) =>
    series
      .map((value, i) => {
        const x = (i / (count - 1)) * WIDTH
        const y = HEIGHT - 2 - ((value - min) / (max - min)) * (HEIGHT - 4)
        return `${x.toFixed(1)},${y.toFixed(1)}`
      })
      .join(' ')
  const first = sparkline.fitness[0]
  const last = sparkline.fitness[count - 1]
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full"
        role="img"
        aria-label={`Over the last ${Math.round(count / 7)} weeks, fitness went from ${Math.round(first)} to ${Math.round(last)}; fatigue is now ${Math.round(sparkline.fatigue[count - 1])}.`}
        data-testid="fitness-sparkline"
      >
        {/* Fatigue first, so that the fitness line is drawn over it. */}
        {(['fatigue', 'fitness'] as const).map((series) => (
          <polyline
            key={series}
            points={points(sparkline[series])}
            fill="none"
            stroke={SERIES_COLORS[series]}
            strokeWidth={series === 'fitness' ? '2.5' : '1.5'}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-gray-600">
        <span>
          <span
            className="mr-1 inline-block h-0.5 w-4 align-middle"
            style={{ background: SERIES_COLORS.fitness }}
            aria-hidden="true"
          />
          Fitness{' '}
          <span
            className="ml-2 mr-1 inline-block h-0.5 w-4 align-middle"
            style={{ background: SERIES_COLORS.fatigue }}
            aria-hidden="true"
          />
          Fatigue
        </span>
        <span>
          {dayLabel(sparkline.dates[0], true)} – {dayLabel(sparkline.dates[count - 1], true)}
        </span>
      </figcaption>
    </figure>
  )
}

export function NextRaceCard({ race, units }: { race: NextRaceDto; units: UnitSystem }) {
  return (
    <Card title="Next race">
      <div data-testid="next-race">
        <p className="text-base font-semibold text-gray-900">
          {raceName(race.distanceMeters, units)} on {formatLocalDate(race.date)}
        </p>
        <p className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">
          {race.daysToGo === 0
            ? 'Today'
            : race.daysToGo === 1
              ? 'Tomorrow'
              : `${race.daysToGo} days to go`}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {race.predictedSeconds === null ? (
            'No prediction yet: it needs a race result or a hard effort.'
          ) : (
            <>
              Predicted time{' '}
              <strong className="tabular-nums">{formatDuration(race.predictedSeconds)}</strong>
              {race.predictionMethod && (
                <span className="block text-xs text-gray-600">{race.predictionMethod}</span>
              )}
            </>
          )}
        </p>
        <MoreLink href={race.from === 'plan' ? route('plan') : route('profile')}>
          {race.from === 'plan' ? 'Your training plan' : 'Your goal in your profile'}
        </MoreLink>
      </div>
    </Card>
  )
}

export function RecentActivitiesCard({
  activities,
  units,
}: {
  activities: ActivityListItemDto[]
  units: UnitSystem
}) {
  return (
    <Card title="Recent activities">
      <ul className="divide-y divide-gray-100 text-sm" data-testid="recent-activities">
        {activities.map((activity) => (
          <li
            key={activity.id}
            className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
          >
            <ActivityLink id={activity.id} className="font-medium text-brand-700 underline">
              {activity.name}
            </ActivityLink>
            <span className="tabular-nums text-gray-600">
              {formatLocalDate(activity.localDate)} · {SPORT_LABELS[activity.sport]}
              {activity.distanceMeters > 0 &&
                ` · ${formatDistance(activity.distanceMeters, units, 1)}`}
              {' · '}
              {formatDuration(activity.movingSeconds || activity.durationSeconds)}
            </span>
          </li>
        ))}
      </ul>
      <MoreLink href={route('activities.index')}>All activities</MoreLink>
    </Card>
  )
}

export function CoachNoteCard({ note }: { note: DashboardProgressProps['coachNote'] }) {
  // In the athlete's time zone: the server renders this card too, and its clock is not theirs.
  const timeZone = usePage<SharedProps>().props.preferences?.timeZone
  return (
    <Card title="From your coach">
      <div data-testid="coach-note">
        {note ? (
          <>
            <p className="whitespace-pre-line text-sm text-gray-800">{note.text}</p>
            <p className="mt-1 text-xs text-gray-500">
              {dateTimeFormat({ dateStyle: 'medium', timeZone }).format(new Date(note.createdAt))}
            </p>
            <MoreLink href={route('coach')}>Reply to the coach</MoreLink>
          </>
        ) : (
          <>
            <p className="text-sm text-gray-600">
              Questions about a workout, your paces or how your week went? The coach knows your
              training.
            </p>
            <MoreLink href={route('coach')}>Ask the coach</MoreLink>
          </>
        )}
      </div>
    </Card>
  )
}
