import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { SavedMessage } from '~/components/ui/saved_message'

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
        <Field
          label="Current password"
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={form.data.current_password}
          onChange={(e) => form.setData('current_password', e.target.value)}
          error={form.errors.current_password}
          required
        />
        <Field
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
          required
        />
        <Field
          label="Confirm new password"
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={form.data.password_confirmation}
          onChange={(e) => form.setData('password_confirmation', e.target.value)}
          error={form.errors.password_confirmation}
          required
        />
        <div className="flex items-center gap-4">
          <Button disabled={form.processing}>Save</Button>
          <SavedMessage show={form.recentlySuccessful} />
        </div>
      </form>
    </Card>
  )
}
