import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Notices } from '~/components/layout/notices'
import { SignOutLink, SkipLink } from '~/components/layout/layout_parts'

const NAVIGATION = [
  { name: 'admin.dashboard', label: 'Admin dashboard' },
  { name: 'admin.subscriptions', label: 'Subscriptions overview' },
  { name: 'admin.subscriptions.users', label: 'Subscription users' },
] as const

/**
 * The admin area (admin role only).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { config } = usePage<SharedProps>().props
  const path = usePage().url.split('?')[0]
  return (
    <div className="min-h-screen bg-gray-100">
      <SkipLink />
      <header className="bg-gray-900 text-white">
        <nav
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
          aria-label="Admin"
        >
          <span className="font-bold">
            {config.appName} <span className="font-normal text-gray-300">admin</span>
          </span>
          {NAVIGATION.map((item) => (
            <Link
              key={item.name}
              href={route(item.name)}
              prefetch
              aria-current={path === route(item.name) ? 'page' : undefined}
              className={`rounded px-2 py-1 text-sm ${path === route(item.name) ? 'bg-gray-700' : 'text-gray-300 hover:text-white'}`}
            >
              {item.label}
            </Link>
          ))}
          <span className="flex-1" />
          <Link href={route('dashboard')} className="text-sm text-gray-300 hover:text-white">
            Back to the app
          </Link>
          <SignOutLink className="text-sm text-gray-300 hover:text-white" />
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Notices />
        {children}
      </main>
    </div>
  )
}
