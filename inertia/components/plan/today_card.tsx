import { Link } from '@inertiajs/react'
import type { PlanTodayDto, PlanWeekDto, PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { formatDistance, type UnitSystem } from '#domain/units'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import WeekProgress from '~/components/plan/week_progress'
import WorkoutSteps from '~/components/plan/workout_steps'
import {
  COMPLIANCE_STYLES,
  PHASE_STYLES,
  shortDate,
  STATUS_LABELS,
  WORKOUT_STYLES,
  workoutSize,
} from '~/components/plan/plan_format'

/**
 * Dashboard: today's workout with its targets in the athlete's units (or "Rest day"), and this
 * week planned vs done; without a plan, the way to create one.
 */
export default function TodayCards({
  plan,
  units,
}: {
  plan: PlanTodayDto | null
  units: UnitSystem
}) {
  if (!plan) return <NoPlanCard />
  const runs = plan.todayRuns.filter((w) => w.type !== 'rest')
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TodayCard first={plan.today} runs={runs} units={units} />
      <ThisWeekCard week={plan.week} todayRuns={runs} units={units} />
    </div>
  )
}

/** Without a plan: what a plan gives, and the way to create one. */
function NoPlanCard() {
  return (
    <Card title="Training plan">
      <p className="text-sm text-gray-600">
        Get a plan for your next race or a block of base building: workouts with paces and heart
        rates in your units, adapted when life gets in the way.
      </p>
      <ButtonLink href={route('plan')} className="mt-3">
        Create a training plan
      </ButtonLink>
    </Card>
  )
}

/** Today's runs, or "Rest day" with the purpose of today's (rest) workout when there is none. */
function TodayCard({
  first,
  runs,
  units,
}: {
  first: PlanWorkoutDto | null
  runs: PlanWorkoutDto[]
  units: UnitSystem
}) {
  return (
    <Card title="Today">
      <div data-testid="today-workout">
        {runs.length === 0 ? (
          <>
            <p className="text-base font-semibold text-gray-900">Rest day</p>
            <p className="mt-1 text-sm text-gray-600">
              {first?.purpose ?? 'Nothing planned today: recover and come back fresh.'}
            </p>
          </>
        ) : (
          <div className="space-y-4 divide-y divide-gray-100">
            {runs.map((run) => (
              <TodayRun key={run.id} run={run} units={units} />
            ))}
          </div>
        )}
      </div>
      <Link
        href={route('plan')}
        className="mt-4 inline-block text-sm font-medium text-brand-700 underline"
      >
        Open the plan
      </Link>
    </Card>
  )
}

/** This week: its phase, planned vs done, and each run with its status (today's highlighted). */
function ThisWeekCard({
  week,
  todayRuns,
  units,
}: {
  week: PlanWeekDto | null
  todayRuns: PlanWorkoutDto[]
  units: UnitSystem
}) {
  if (!week) {
    return (
      <Card title="This week">
        <p className="text-sm text-gray-600">The plan has no week running today.</p>
      </Card>
    )
  }
  return (
    <Card title="This week">
      <div data-testid="this-week">
        <p className="mb-2 text-sm text-gray-700">
          Week {week.index} ·{' '}
          <span className="font-medium">{PHASE_STYLES[week.phase].label} phase</span>
          {week.isCutback && ' · cutback week'}
        </p>
        <WeekProgress week={week} units={units} />
        <ul className="mt-4 divide-y divide-gray-100 text-sm" aria-label="This week's workouts">
          {week.workouts
            .filter((w) => w.type !== 'rest')
            .map((w) => (
              <WeekWorkoutRow
                key={w.id}
                workout={w}
                today={todayRuns.some((run) => run.id === w.id)}
                units={units}
              />
            ))}
        </ul>
      </div>
    </Card>
  )
}

/** One run of this week: date, title (run n of a double), distance and its status. */
function WeekWorkoutRow({
  workout: w,
  today,
  units,
}: {
  workout: PlanWorkoutDto
  today: boolean
  units: UnitSystem
}) {
  return (
    <li className="flex items-baseline justify-between gap-3 py-1.5">
      <span className="min-w-0">
        <span className="tabular-nums text-gray-600">{shortDate(w.date)}</span>{' '}
        <span className={`font-medium ${today ? 'text-brand-800' : 'text-gray-900'}`}>
          {w.title}
          {w.session ? ` (run ${w.session.index})` : ''}
        </span>
        {w.distanceMeters ? (
          <span className="tabular-nums text-gray-600">
            {' '}
            · {formatDistance(w.distanceMeters, units, 1)}
          </span>
        ) : null}
      </span>
      <span
        className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
          COMPLIANCE_STYLES[w.compliance.status]
        }`}
      >
        {w.status === 'planned' ? w.compliance.label : STATUS_LABELS[w.status]}
      </span>
    </li>
  )
}

/** One of today's runs: title, kind, status, size, purpose and steps ("Run 2 of 2" on a double). */
function TodayRun({ run, units }: { run: PlanWorkoutDto; units: UnitSystem }) {
  const size = workoutSize(run, units)
  return (
    <section className="pt-4 first:pt-0" data-testid="today-run">
      <div className="flex flex-wrap items-center gap-2">
        {run.session && (
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            Run {run.session.index} of {run.session.of}
          </span>
        )}
        <p className="text-base font-semibold text-gray-900">{run.title}</p>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
          {WORKOUT_STYLES[run.type].label}
        </span>
        {run.status !== 'planned' && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
            {STATUS_LABELS[run.status]}
          </span>
        )}
      </div>
      {size && <p className="mt-1 text-sm tabular-nums text-gray-700">{size}</p>}
      <p className="mt-1 text-sm text-gray-600">{run.purpose}</p>
      <div className="mt-3">
        <WorkoutSteps steps={run.steps} units={units} />
      </div>
    </section>
  )
}
