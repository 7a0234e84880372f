import { router } from '@inertiajs/react'
import { useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { PlanWorkoutDto } from '#dtos/plan'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
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
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[1001] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            {pending?.confirmed ? 'The workout was not moved' : 'Move this workout?'}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">
            {pending && (
              <>
                {pending.workout.title}
                {pending.workout.session ? ' and the day’s other run' : ''} to{' '}
                {shortDate(pending.date)}: {pending.message}
              </>
            )}
          </Dialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                {pending?.confirmed ? 'Close' : 'Keep it where it is'}
              </Button>
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )

  return { move, processing, dialog }
}
