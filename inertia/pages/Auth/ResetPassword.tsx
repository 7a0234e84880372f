import { Head, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'

type Props = InferPageProps<PasswordResetController, 'edit'>

export default function ResetPassword({ token, email }: Props) {
  const form = useForm({ token, email, password: '', password_confirmation: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('password.store'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title="Reset your password" />
      <h1 className="mb-4 text-xl font-semibold">Choose a new password</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="username"
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email || form.errors.token}
          required
        />
        <Field
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          autoFocus
          hint="At least 8 characters."
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
        <div className="flex justify-end">
          <Button disabled={form.processing}>Reset password</Button>
        </div>
      </form>
    </>
  )
}
