import type { ComponentType, ReactNode } from 'react'
import GuestLayout from '~/layouts/guest_layout'
import PublicLayout from '~/layouts/public_layout'
import AuthenticatedLayout from '~/layouts/authenticated_layout'
import AdminLayout from '~/layouts/admin_layout'

type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } }

/**
 * Pages load on demand by name, one chunk each (no `eager`).
 */
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx')

/**
 * The layout of a page, chosen centrally by its name.
 */
export function layoutFor(name: string): (page: ReactNode) => ReactNode {
  if (name === 'Landing' || name === 'Error') return (page) => <PublicLayout>{page}</PublicLayout>
  if (name.startsWith('Auth/')) return (page) => <GuestLayout>{page}</GuestLayout>
  if (name.startsWith('Admin/')) return (page) => <AdminLayout>{page}</AdminLayout>
  return (page) => <AuthenticatedLayout>{page}</AuthenticatedLayout>
}

export async function resolvePage(name: string) {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) {
    throw new Error(`Page not found: ${name}`)
  }
  const module = await load()
  module.default.layout ??= layoutFor(name)
  return module
}
