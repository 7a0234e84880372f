import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { onNotice, type Notice } from '~/lib/notices'

/**
 * Flash messages from the server and notices raised by the client (session
 * expired, too many attempts), announced to screen readers.
 */
export function Notices() {
  const { flash } = usePage<SharedProps>().props
  const [notices, setNotices] = useState<Notice[]>([])

  useEffect(
    () =>
      onNotice((notice) => {
        setNotices((current) => [...current, notice])
        setTimeout(() => setNotices((current) => current.filter((n) => n.id !== notice.id)), 6000)
      }),
    []
  )

  const items = [
    ...(flash?.success ? [{ id: -1, kind: 'success' as const, message: flash.success }] : []),
    ...(flash?.error ? [{ id: -2, kind: 'error' as const, message: flash.error }] : []),
    ...notices,
  ]

  return (
    <div aria-live="polite" className="space-y-2" data-testid="notices">
      {items.map((notice) => (
        <p
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-md px-4 py-3 text-sm ${
            notice.kind === 'error'
              ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
              : 'bg-brand-50 text-brand-800 ring-1 ring-brand-100'
          }`}
        >
          {notice.message}
        </p>
      ))}
    </div>
  )
}
