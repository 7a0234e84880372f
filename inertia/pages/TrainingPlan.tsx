import { Head, router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import type { SharedProps } from '~/types/shared'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlansController from '#controllers/plans_controller'
import type { UnitSystem } from '#domain/units'
import { PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import CreatePlanForm from '~/components/plan/create_plan_form'
import PlanSummary from '~/components/plan/plan_summary'
import CalendarFeed from '~/components/plan/calendar_feed'
import PlanCalendar from '~/components/plan/plan_calendar'
import WorkoutDialog from '~/components/plan/workout_dialog'
import AdaptPlanForm from '~/components/plan/adapt_plan_form'
import EndPlanDialog from '~/components/plan/end_plan_dialog'
import { PendingRevision, RevisionHistory } from '~/components/plan/plan_revisions'

type Props = InferPageProps<PlansController, 'show'>

export default function TrainingPlan({ today, plan, pendingRevision, revisions, defaults }: Props) {
  const { preferences, errors } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const [openId, setOpenId] = useState<string | null>(null)

  if (!plan) {
    return (
      <>
        <Head title="Training plan" />
        <PageHeader title="Training plan">
          A plan for your next race or a block of base building: phases, weekly volume and workouts
          with targets, adapted when life gets in the way.
        </PageHeader>
        <CreatePlanForm defaults={defaults} today={today} />
      </>
    )
  }

  const workout =
    openId === null
      ? null
      : (plan.weeks.flatMap((week) => week.workouts).find((w) => w.id === openId) ?? null)

  return (
    <>
      <Head title="Training plan" />
      <PageHeader title="Training plan">Your weeks, workouts and targets.</PageHeader>

      {errors.version && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p>{errors.version}</p>
          <Button type="button" variant="secondary" onClick={() => router.reload()}>
            Reload
          </Button>
        </div>
      )}

      <PlanSummary plan={plan} today={today} units={units} />

      {pendingRevision ? (
        <PendingRevision revision={pendingRevision} version={plan.version} units={units} />
      ) : null}

      <PlanCalendar
        plan={plan}
        today={today}
        units={units}
        weekStart={preferences?.weekStart ?? 1}
        onOpen={(w) => setOpenId(w.id)}
      />

      {!pendingRevision && <AdaptPlanForm plan={plan} today={today} />}

      <RevisionHistory revisions={revisions} version={plan.version} units={units} />

      <CalendarFeed icsUrl={plan.icsUrl} version={plan.version} />

      <div className="flex justify-end">
        <EndPlanDialog version={plan.version} />
      </div>

      <WorkoutDialog
        plan={plan}
        workout={workout}
        today={today}
        units={units}
        onClose={() => setOpenId(null)}
      />
    </>
  )
}
