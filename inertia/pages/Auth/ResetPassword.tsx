import { Head, Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'

type Props = InferPageProps<PasswordResetController, 'edit'>

const LINK_PROBLEMS = {
  invalid: 'This reset link is invalid or has already been used.',
  expired: 'This reset link has expired.',
} as const

export default function ResetPassword({ token, email, linkStatus }: Props) {
  const form = useForm({ token, email, password: '', password_confirmation: '' })

  // A link that cannot reset anything says so at once, instead of a form that fails on submit.
  if (linkStatus !== 'valid') {
    return (
      <>
        <Head title="Reset link not valid" />
        <h1 className="mb-4 text-xl font-semibold">This link cannot reset your password</h1>
        <p className="text-sm text-gray-700" data-testid="reset-link-problem">
          {LINK_PROBLEMS[linkStatus]} Ask for a new link; it is valid for 60 minutes and works once.
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link href={route('login')} className="text-sm text-gray-700 underline">
            Back to sign in
          </Link>
          <Link
            href={route('password.request')}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Ask for a new link
          </Link>
        </div>
      </>
    )
  }

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
