import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { CloseButton, ModalDialog } from '~/components/ui/dialog'
import { Card } from '~/components/ui/card'
import { CurrentPasswordField } from '~/components/ui/account_fields'

/** Account deletion behind a dialog that asks for the password. */
export default function DeleteUserForm() {
  const [open, setOpen] = useState(false)
  const form = useForm({ password: '' })

  const close = (next: boolean) => {
    setOpen(next)
    if (!next) {
      form.clearErrors()
      form.reset()
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.delete(route('profile.destroy'), {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
      onFinish: () => form.reset(),
    })
  }

  return (
    <Card
      title="Delete account"
      description="Deleting your account removes your profile, activities, files, plans and conversations for good. Download anything you want to keep first."
    >
      <ModalDialog
        open={open}
        onOpenChange={close}
        layered={false}
        triggerLabel="Delete account"
        triggerVariant="danger"
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <CurrentPasswordField form={form} name="password" autoFocus />
          <div className="flex justify-end gap-3">
            <CloseButton />
            <Button variant="danger" disabled={form.processing}>
              Delete account
            </Button>
          </div>
        </form>
      </ModalDialog>
    </Card>
  )
}
