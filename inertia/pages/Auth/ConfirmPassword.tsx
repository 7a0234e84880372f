import { Head, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ConfirmPasswordController from '#controllers/auth/confirm_password_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { CurrentPasswordField } from '~/components/ui/account_fields'

type Props = InferPageProps<ConfirmPasswordController, 'show'>

/** The password asked again before a sensitive action (valid for 3 hours). */
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
        <CurrentPasswordField form={form} name="password" autoFocus />
        <div className="flex justify-end">
          <Button disabled={form.processing}>Confirm</Button>
        </div>
      </form>
    </>
  )
}
