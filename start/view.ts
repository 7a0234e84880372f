/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
|
| Values every server-rendered template can read: the product name and the
| named-route list the client resolves paths from (a guest's by default).
|
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import { appName } from '#config/app'
import { routeList, routeListFor } from '#services/route_list'
import vite from '@adonisjs/vite/services/main'

edge.global('appName', appName)
// A document's route list: the guest's unless the request shares its own
// (app/middleware/inertia_middleware.ts sends each audience its routes).
edge.global('routeListJson', () => routeListFor('guest').json)
/*
| The layout module of a page: the rule of `layoutFor` in inertia/app/pages.tsx, which loads it
| in the browser (the client may not import server code, nor the server client code, so the
| rule is written twice; tests/browser/preload.spec.ts checks that every layout the browser
| loads was named in the document).
*/
function layoutOf(component: string) {
  if (component === 'Landing' || component === 'Error') return 'public_layout'
  if (component.startsWith('Auth/')) return 'guest_layout'
  if (component.startsWith('Admin/')) return 'admin_layout'
  return 'authenticated_layout'
}

/*
| The Vite entries of a page's document: the app, the page's own chunk and its layout's (so the
| browser fetches them with the app instead of after it). In a production build Rollup may merge
| a page that lazy-loads parts of itself into a shared chunk, which the manifest then lists
| under `_<Name>-<hash>.js` instead of the page's path: use that key when it is the only one of
| its name.
*/
edge.global('pageEntrypoints', (component: string) => {
  const entry = 'inertia/app/app.tsx'
  const page = `inertia/pages/${component}.tsx`
  const layout = `inertia/layouts/${layoutOf(component)}.tsx`
  let manifest: Record<string, { name?: string; isDynamicEntry?: boolean }>
  try {
    manifest = vite.manifest() as typeof manifest
  } catch {
    return [entry, page, layout] // the dev server: no manifest, every module is served by path
  }
  const entries = [entry]
  if (page in manifest) {
    entries.push(page)
  } else {
    const name = component.split('/').pop()
    const merged = Object.keys(manifest).filter(
      (key) =>
        key.startsWith(`_${name}-`) && manifest[key].isDynamicEntry && manifest[key].name === name
    )
    if (merged.length === 1) entries.push(merged[0])
  }
  if (layout in manifest) entries.push(layout)
  return entries
})
edge.global('links', (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])])

/*
| Build the route list once the routes are committed, so that server-side
| rendering (which runs before any template) can resolve names too.
*/
app.ready(() => {
  routeList()
})

/*
| Components are listed once in production. edge.js decides when the Edge
| instance is constructed whether its components plugin re-reads the
| components directories on every renderer (`recurring: !cache`), and the
| instance is constructed before the provider turns caching on: so every
| request (Shield and the Inertia middleware each share values with a
| renderer) checked the disk for a `components` directory again. Templates
| are cached in production and cannot change while the process runs, so
| neither can the list. See docs/decisions/041-base-request-cost.md.
*/
if (app.inProduction) {
  const loader = edge.loader
  const listComponents = loader.listComponents.bind(loader)
  let components: ReturnType<typeof listComponents> | undefined
  loader.listComponents = () => (components ??= listComponents())
}
