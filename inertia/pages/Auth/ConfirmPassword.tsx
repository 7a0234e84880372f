import { Head, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ConfirmPasswordController from '#controllers/auth/confirm_password_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'

type Props = InferPageProps<ConfirmPasswordController, 'show'>

export default function ConfirmPassword({ completesAction }: Props) {
  const form = useForm({ password: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('password.confirm.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Confirm your password" />
      <h1 className="mb-2 text-xl font-semibold">Confirm your password</h1>
      <p className="mb-4 text-sm text-gray-600">
        This is a sensitive action. Please confirm your password to continue; we will not ask again
        for 3 hours. {completesAction && 'Your action is then completed as you asked for it.'}
      </p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
          required
        />
        <div className="flex justify-end">
          <Button disabled={form.processing}>Confirm</Button>
        </div>
      </form>
    </>
  )
}
