import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { route } from '~/lib/routes'

/** A link to one activity's page, underlined in the brand colour unless told otherwise. */
export function ActivityLink({
  id,
  className = 'text-brand-700 underline',
  children,
}: {
  id: number
  className?: string
  children: ReactNode
}) {
  return (
    <Link href={route('activities.show', { id })} className={className}>
      {children}
    </Link>
  )
}
