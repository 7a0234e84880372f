import { router } from '@inertiajs/react'
import { useState } from 'react'
import type { PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { CloseButton, ModalDialog } from '~/components/ui/dialog'
import { shortDate } from '~/components/plan/plan_format'

interface PendingMove {
  workout: PlanWorkoutDto
  date: string
  message: string
  confirmed: boolean
}

/**
 * Moving a workout by drag and drop: the PATCH with the new date, and when the server warns (two
 * hard days back to back), a dialog with the warning and "Move anyway".
 */
export function useMoveWorkout(version: number) {
  const [pending, setPending] = useState<PendingMove | null>(null)
  const [processing, setProcessing] = useState(false)

  const move = (workout: PlanWorkoutDto, date: string, confirm = false) => {
    if (date === workout.date) return
    setProcessing(true)
    router.patch(
      route('plan.workouts.update', { id: workout.id }),
      { version, date, ...(confirm ? { confirm: true } : {}) },
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => setPending(null),
        onError: (errors) => {
          const message = errors.date ?? errors.version ?? Object.values(errors)[0]
          if (message) setPending({ workout, date, message, confirmed: confirm || !errors.date })
        },
        onFinish: () => setProcessing(false),
      }
    )
  }

  const dialog = (
    <ModalDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending?.confirmed ? 'The workout was not moved' : 'Move this workout?'}
      description={
        pending && (
          <>
            {pending.workout.title}
            {pending.workout.session ? ' and the day’s other run' : ''} to {shortDate(pending.date)}
            : {pending.message}
          </>
        )
      }
      descriptionClassName="mt-2 text-sm text-gray-700"
    >
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <CloseButton>{pending?.confirmed ? 'Close' : 'Keep it where it is'}</CloseButton>
        {pending && !pending.confirmed && (
          <Button
            type="button"
            disabled={processing}
            onClick={() => move(pending.workout, pending.date, true)}
          >
            Move anyway
          </Button>
        )}
      </div>
    </ModalDialog>
  )

  return { move, processing, dialog }
}
