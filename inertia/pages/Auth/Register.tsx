import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { EmailField, NameField, NewPasswordFields } from '~/components/ui/account_fields'

/** Sign-up: name, e-mail address and a password typed twice. */
export default function Register() {
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('register.store'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title="Create your account" />
      <h1 className="mb-4 text-xl font-semibold">Create your account</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <NameField form={form} autoFocus />
        <EmailField form={form} />
        <NewPasswordFields form={form} hint="At least 8 characters." />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            href={route('login')}
            className="text-sm text-gray-600 underline hover:text-gray-900"
          >
            Already registered?
          </Link>
          <Button disabled={form.processing}>Create account</Button>
        </div>
      </form>
    </>
  )
}
