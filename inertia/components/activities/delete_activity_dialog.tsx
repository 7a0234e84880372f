import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'

/**
 * "Delete activity" with a confirmation dialog. Fitness and fatigue are
 * recomputed without it; the original file goes too.
 */
export default function DeleteActivityDialog({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false)
  const form = useForm({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.delete(route('activities.destroy', { id }), { onSuccess: () => setOpen(false) })
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="danger">
          Delete activity
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[1001] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            Delete “{name}”?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            The activity, its recorded data and its original file are removed for good, and your
            fitness and fatigue are recalculated without it.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={form.processing}>
              Delete
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
