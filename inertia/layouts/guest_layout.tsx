import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Logo } from '~/components/layout/logo'
import { Notices } from '~/components/layout/notices'

/**
 * Account pages (sign in, sign up, passwords, verification): one card.
 */
export default function GuestLayout({ children }: { children: ReactNode }) {
  const { config } = usePage<SharedProps>().props
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-50 px-4 pt-8 sm:justify-center sm:pt-0">
      {/* Landmarks: everything on the page sits in a header or the main region. */}
      <header className="mb-6">
        <Link href={route('landing')} aria-label={`${config.appName} home`}>
          <Logo name={config.appName} />
        </Link>
      </header>
      <main id="main" className="w-full max-w-md space-y-4">
        <Notices />
        <div className="rounded-lg bg-white px-6 py-6 shadow-sm ring-1 ring-gray-200">
          {children}
        </div>
      </main>
    </div>
  )
}
