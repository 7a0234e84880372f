import { Head, Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type EmailVerificationController from '#controllers/auth/email_verification_controller'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'

type Props = InferPageProps<EmailVerificationController, 'notice'>

export default function VerifyEmail({ email }: Props) {
  const form = useForm({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('verification.send'))
  }

  return (
    <>
      <Head title="Verify your e-mail address" />
      <h1 className="mb-2 text-xl font-semibold">Check your inbox</h1>
      <p className="mb-4 text-sm text-gray-600">
        We sent a verification link to <strong>{email}</strong>. Follow it to start using your
        account. The link expires in 60 minutes.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-center justify-between gap-3">
        <Button disabled={form.processing}>Resend verification e-mail</Button>
        <Link
          href={route('logout')}
          method="post"
          as="button"
          className="text-sm text-gray-600 underline hover:text-gray-900"
        >
          Sign out
        </Link>
      </form>
    </>
  )
}
