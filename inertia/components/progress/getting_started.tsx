import { Link } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { route } from '~/lib/routes'
import { EmptyState } from '~/components/ui/card'

/**
 * What a brand-new athlete sees instead of zeros: where the numbers will come from and the
 * three ways to start (profile, connected apps or a file, a plan).
 */
export default function GettingStarted({
  title = 'No training data yet',
  planLink = true,
  children,
}: {
  title?: string
  /** Off where the page already offers a plan (the Dashboard's plan card). */
  planLink?: boolean
  children: ReactNode
}) {
  return (
    <EmptyState
      title={title}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            href={route('welcome')}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Set up your profile
          </Link>
          <Link
            href={route('profile.apps')}
            className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
          >
            Connect an app or upload a file
          </Link>
          {planLink && (
            <Link
              href={route('plan')}
              className="rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Create a training plan
            </Link>
          )}
        </div>
      }
    >
      {children}
    </EmptyState>
  )
}
