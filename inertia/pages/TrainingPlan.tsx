import { Head } from '@inertiajs/react'
import { EmptyState, PageHeader } from '~/components/ui/card'

export default function TrainingPlan() {
  return (
    <>
      <Head title="Training plan" />
      <PageHeader title="Training plan">Your weeks, workouts and targets.</PageHeader>
      <EmptyState title="No plan yet">
        <p>
          Plan creation is not available on this installation yet. Your plan's phases, weekly volume
          and calendar of workouts will appear here.
        </p>
      </EmptyState>
    </>
  )
}
