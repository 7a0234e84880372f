import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePage } from '~/app/pages'
import { appTitle } from '~/lib/title'
import { localeOfPage, renderWithLocale } from '~/lib/format_locale'

/**
 * Server rendering (Landing and the Dashboard): the same pages and layouts as the client.
 */
export default function render(page: Page) {
  const appName = (page.props as { config?: { appName?: string } }).config?.appName ?? 'Pacewise'
  const locale = localeOfPage(page)
  return createInertiaApp({
    page,
    // Dates and numbers in the page's locale: components run only inside this synchronous call.
    // (Not an AsyncLocalStorage: on Node 20 it turns on promise hooks that made every request
    // of the process cost a fifth more.)
    render: (element) => renderWithLocale(locale, () => ReactDOMServer.renderToString(element)),
    title: (title) => appTitle(title, appName),
    resolve: resolvePage,
    setup: ({ App, props }) => <App {...props} />,
  })
}
