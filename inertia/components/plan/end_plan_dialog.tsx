import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'

/**
 * "End this plan": archives it (its history and your activities stay) so that a new one can be
 * created.
 */
export default function EndPlanDialog({ version }: { version: number }) {
  const [open, setOpen] = useState(false)
  const form = useForm({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(() => ({ version }))
    form.delete(route('plan.destroy'), { onSuccess: () => setOpen(false) })
  }

  const e = form.errors as Record<string, string | undefined>
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary">
          End this plan
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[1001] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            End this plan?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            The plan is archived: its calendar feed stops, your activities and the plan's history
            stay. You can then create a new plan.
          </Dialog.Description>
          {e.version && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {e.version}
            </p>
          )}
          <form onSubmit={submit} className="mt-4 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={form.processing}>
              End plan
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
