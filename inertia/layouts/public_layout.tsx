import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { LogoBar, SkipLink } from '~/components/layout/layout_parts'
import { Notices } from '~/components/layout/notices'

/**
 * Public pages (Landing, errors): light header with sign-in / sign-up.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const { auth, config } = usePage<SharedProps>().props
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <SkipLink />
      <header className="border-b border-gray-100">
        <LogoBar homeRoute="landing">
          <div className="flex items-center gap-3 text-sm font-medium">
            {auth.user ? (
              <Link
                href={route('dashboard')}
                className="rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
              >
                Dashboard
              </Link>
            ) : (
              <>
                <Link
                  href={route('login')}
                  prefetch
                  className="px-2 py-2 text-gray-700 hover:text-gray-900"
                >
                  Sign in
                </Link>
                <Link
                  href={route('register')}
                  prefetch
                  className="rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
                >
                  Get started
                </Link>
              </>
            )}
          </div>
        </LogoBar>
      </header>
      <div className="mx-auto w-full max-w-6xl px-4 pt-4">
        <Notices />
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-gray-100 py-6 text-center text-xs text-gray-500">
        {config.appName}: open, self-hostable training for runners.
      </footer>
    </div>
  )
}
