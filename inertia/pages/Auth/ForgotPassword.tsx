import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { EmailField } from '~/components/ui/account_fields'

/** Asks for the e-mail address a reset link is sent to. */
export default function ForgotPassword() {
  const form = useForm({ email: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('password.email'))
  }

  return (
    <>
      <Head title="Forgot your password" />
      <h1 className="mb-2 text-xl font-semibold">Forgot your password?</h1>
      <p className="mb-4 text-sm text-gray-600">
        Enter your e-mail address and we will send you a link to choose a new password.
      </p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <EmailField form={form} autoFocus />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            href={route('login')}
            className="text-sm text-gray-600 underline hover:text-gray-900"
          >
            Back to sign in
          </Link>
          <Button disabled={form.processing}>E-mail reset link</Button>
        </div>
      </form>
    </>
  )
}
