import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { LineIcon, Logo } from '~/components/layout/logo'

/** The first focusable element of every layout: jumps past the header to `#main`. */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
      Skip to content
    </a>
  )
}

/** The header's main navigation bar: the logo linking to `homeRoute`, then `children`. */
export function LogoBar({ homeRoute, children }: { homeRoute: string; children: ReactNode }) {
  const { config } = usePage<SharedProps>().props
  return (
    <nav
      className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"
      aria-label="Main"
    >
      <Link href={route(homeRoute)}>
        <Logo name={config.appName} />
      </Link>
      {children}
    </nav>
  )
}

/** Signing out is a POST, so the link renders as a button. */
export function SignOutLink({ className }: { className: string }) {
  return (
    <Link href={route('logout')} method="post" as="button" className={className}>
      Sign out
    </Link>
  )
}

/** The three-bar icon of the small-screen menu button. */
export function MenuIcon() {
  return (
    <LineIcon className="h-5 w-5" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </LineIcon>
  )
}
