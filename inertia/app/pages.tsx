import type { ComponentType, ReactNode } from 'react'

type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } }
type LayoutModule = { default: ComponentType<{ children: ReactNode }> }

/**
 * Pages load on demand by name, one chunk each (no `eager`).
 */
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx')

/**
 * The layout of a page, chosen centrally by its name. Layouts are chunks of
 * their own too, so the public pages don't carry the signed-in navigation.
 * The server names the same chunk in the page's document (`layoutOf` in
 * start/view.ts, the same rule), so that it loads with the app.
 */
export function layoutFor(name: string): () => Promise<LayoutModule> {
  if (name === 'Landing' || name === 'Error') return () => import('~/layouts/public_layout')
  if (name.startsWith('Auth/')) return () => import('~/layouts/guest_layout')
  if (name.startsWith('Admin/')) return () => import('~/layouts/admin_layout')
  return () => import('~/layouts/authenticated_layout')
}

export async function resolvePage(name: string) {
  const load = pages[`../pages/${name}.tsx`]
  if (!load) {
    throw new Error(`Page not found: ${name}`)
  }
  const [module, { default: Layout }] = await Promise.all([load(), layoutFor(name)()])
  module.default.layout ??= (page: ReactNode) => <Layout>{page}</Layout>
  return module
}
