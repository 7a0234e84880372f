import { useForm } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
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
      <Dialog.Root open={open} onOpenChange={close}>
        <Dialog.Trigger asChild>
          <Button type="button" variant="danger">
            Delete account
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 bg-gray-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-gray-900">
              Delete your account?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-gray-600">
              This cannot be undone. Enter your password to confirm.
            </Dialog.Description>
            <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              <CurrentPasswordField form={form} name="password" autoFocus />
              <div className="flex justify-end gap-3">
                <Dialog.Close asChild>
                  <Button type="button" variant="secondary">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button variant="danger" disabled={form.processing}>
                  Delete account
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Card>
  )
}
