import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Card } from '~/components/ui/card'
import { CurrentPasswordField, NewPasswordFields } from '~/components/ui/account_fields'
import { SaveRow } from '~/components/ui/saved_message'

/** The Profile tab's password change: the present password, then the new one twice. */
export default function UpdatePasswordForm() {
  const form = useForm({ current_password: '', password: '', password_confirmation: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('password.update'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
      onError: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <Card title="Update password" description="Use a long password you do not use anywhere else.">
      <form onSubmit={submit} className="space-y-4" noValidate aria-label="Update password">
        <CurrentPasswordField form={form} name="current_password" label="Current password" />
        <NewPasswordFields
          form={form}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        />
        <SaveRow disabled={form.processing} saved={form.recentlySuccessful} />
      </form>
    </Card>
  )
}
