import { Head, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ConfirmPasswordController from '#controllers/auth/confirm_password_controller'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'

type Props = InferPageProps<ConfirmPasswordController, 'continue'>

/**
 * Sends the action that waited for the password again, at once: from the browser, so that it
 * carries this session's CSRF token and passes the route's validation and authorization as
 * the first attempt did (docs/decisions/032-confirm-then-complete.md).
 */
export default function ContinueAction({ action }: Props) {
  const sent = useRef(false)
  const [sending, setSending] = useState(false)

  const send = () => {
    if (sent.current) return
    sent.current = true
    setSending(true)
    router.visit(action.url, {
      method: action.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete',
      data: action.fields as Record<string, string>,
      replace: true,
    })
  }

  useEffect(send, [])

  return (
    <>
      <Head title="Completing your action" />
      <h1 className="mb-2 text-xl font-semibold">Password confirmed</h1>
      <p className="mb-4 text-sm text-gray-600" role="status">
        {sending ? 'Completing the action you asked for…' : 'Ready to complete your action.'}
      </p>
      <div className="flex justify-end">
        <Button type="button" onClick={send} disabled={sending}>
          Continue
        </Button>
      </div>
    </>
  )
}
