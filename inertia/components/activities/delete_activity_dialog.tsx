import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { CloseButton, ModalDialog } from '~/components/ui/dialog'

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
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      triggerLabel="Delete activity"
      triggerVariant="danger"
      title={<>Delete “{name}”?</>}
      description="The activity, its recorded data and its original file are removed for good, and your fitness and fatigue are recalculated without it."
    >
      <form onSubmit={submit} className="mt-4 flex justify-end gap-3">
        <CloseButton />
        <Button variant="danger" disabled={form.processing}>
          Delete
        </Button>
      </form>
    </ModalDialog>
  )
}
