import { Head, Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button, ButtonLink } from '~/components/ui/button'
import { EmailField, NewPasswordFields } from '~/components/ui/account_fields'

type Props = InferPageProps<PasswordResetController, 'edit'>

const LINK_PROBLEMS = {
  invalid: 'This reset link is invalid or has already been used.',
  expired: 'This reset link has expired.',
} as const

/** The page a reset link opens: a new password twice, or why the link cannot be used. */
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
          <ButtonLink href={route('password.request')}>Ask for a new link</ButtonLink>
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
        <EmailField
          form={form}
          autoComplete="username"
          error={form.errors.email || form.errors.token}
        />
        <NewPasswordFields
          form={form}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          hint="At least 8 characters."
          autoFocus
        />
        <div className="flex justify-end">
          <Button disabled={form.processing}>Reset password</Button>
        </div>
      </form>
    </>
  )
}
