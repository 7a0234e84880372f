import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { CloseButton, ModalDialog } from '~/components/ui/dialog'
import { FieldError } from '~/components/ui/field'

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
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      triggerLabel="End this plan"
      title="End this plan?"
      description="The plan is archived: its calendar feed stops, your activities and the plan's history stay. You can then create a new plan."
    >
      <FieldError message={e.version} className="mt-2" />
      <form onSubmit={submit} className="mt-4 flex justify-end gap-3">
        <CloseButton />
        <Button variant="danger" disabled={form.processing}>
          End plan
        </Button>
      </form>
    </ModalDialog>
  )
}
