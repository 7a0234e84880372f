import { Head, Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type EmailChangeController from '#controllers/email_change_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'

type Props = InferPageProps<EmailChangeController, 'showRevert'>

/**
 * Behind the link mailed to the old address: one button undoes the change (a link alone
 * changes nothing, so that a mail scanner opening it does no harm).
 */
export default function RevertEmailChange({ valid, email, action }: Props) {
  const form = useForm({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(action)
  }

  if (!valid) {
    return (
      <>
        <Head title="Link not valid" />
        <h1 className="mb-4 text-xl font-semibold">This link cannot restore an address</h1>
        <p className="text-sm text-gray-700" data-testid="revert-link-problem">
          It is invalid or has expired, and nothing was changed. If your address was changed without
          you, reset your password from the sign-in page.
        </p>
        <div className="mt-6">
          <Link href={route('password.request')} className="text-sm text-gray-700 underline">
            Reset your password
          </Link>
        </div>
      </>
    )
  }

  return (
    <>
      <Head title="Restore your e-mail address" />
      <h1 className="mb-2 text-xl font-semibold">Restore your e-mail address</h1>
      <p className="mb-4 text-sm text-gray-700">
        Your account will sign in with <strong>{email}</strong> again, every session on every device
        ends, and you choose a new password next.
      </p>
      <form onSubmit={submit}>
        <Button disabled={form.processing}>Restore {email}</Button>
      </form>
    </>
  )
}
