import { useState, type ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { LogoBar, MenuIcon, SignOutLink, SkipLink } from '~/components/layout/layout_parts'
import { Notices } from '~/components/layout/notices'
import { ConnectionStatus } from '~/components/layout/connection_status'
import { RealtimeProvider } from '~/hooks/use_realtime'

const NAVIGATION = [
  { name: 'dashboard', label: 'Dashboard' },
  { name: 'coach', label: 'Coach' },
  { name: 'plan', label: 'Training plan' },
  { name: 'progress', label: 'Progress' },
  { name: 'log', label: 'Log' },
  { name: 'activities.index', label: 'Activities' },
  { name: 'profile', label: 'Profile' },
] as const

const LINK_CLASS = 'rounded-md px-3 py-2 text-sm font-medium'

function useIsActive() {
  const path = usePage().url.split('?')[0]
  return (name: string) => {
    const href = route(name)
    return name === 'profile' || name === 'activities.index'
      ? path === href || path.startsWith(`${href}/`)
      : path === href
  }
}

/** The athlete's pages, Admin for admins, and sign out; a column under the header on small screens. */
function MainMenu({ open }: { open: boolean }) {
  const { auth } = usePage<SharedProps>().props
  const isActive = useIsActive()
  return (
    <div
      id="main-menu"
      className={`${open ? 'flex' : 'hidden'} absolute left-0 right-0 top-14 z-10 flex-col gap-1 border-b border-gray-200 bg-white p-4 md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:p-0`}
    >
      {NAVIGATION.map((item) => (
        <Link
          key={item.name}
          href={route(item.name)}
          prefetch
          aria-current={isActive(item.name) ? 'page' : undefined}
          className={`${LINK_CLASS} ${
            isActive(item.name) ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100'
          }`}
        >
          {item.label}
        </Link>
      ))}
      {auth.user?.role === 'admin' && (
        <Link
          href={route('admin.dashboard')}
          className={`${LINK_CLASS} text-gray-700 hover:bg-gray-100`}
        >
          Admin
        </Link>
      )}
      <SignOutLink className={`${LINK_CLASS} text-left text-gray-700 hover:bg-gray-100`} />
    </div>
  )
}

/**
 * The signed-in area: navigation to the athlete's pages, sign out.
 */
export default function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { component } = usePage()
  const [open, setOpen] = useState(false)
  // A chat fills the viewport: its own messages scroll, the page does not.
  const fillsViewport = component === 'Coach'

  return (
    <RealtimeProvider>
      <div className={fillsViewport ? 'flex h-dvh flex-col bg-gray-50' : 'min-h-screen bg-gray-50'}>
        <SkipLink />
        <header className="shrink-0 border-b border-gray-200 bg-white">
          <LogoBar homeRoute="dashboard">
            <button
              type="button"
              className="rounded-md p-2 text-gray-700 ring-1 ring-gray-300 md:hidden"
              aria-expanded={open}
              aria-controls="main-menu"
              onClick={() => setOpen(!open)}
            >
              <span className="sr-only">Menu</span>
              <MenuIcon />
            </button>
            <MainMenu open={open} />
          </LogoBar>
        </header>
        <main
          id="main"
          className={
            fillsViewport
              ? 'mx-auto flex min-h-0 w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-4'
              : 'mx-auto max-w-6xl space-y-4 px-4 py-6'
          }
        >
          <Notices />
          {children}
        </main>
        <ConnectionStatus />
      </div>
    </RealtimeProvider>
  )
}
