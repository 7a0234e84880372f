import { AsyncLocalStorage } from 'node:async_hooks'
import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePage } from '~/app/pages'
import { appTitle } from '~/lib/title'
import { localeOfPage, setFormatLocaleSource } from '~/lib/format_locale'

/**
 * The locale of the page being rendered: requests are rendered concurrently in this process, so
 * it is kept per render (across its awaits) rather than in a variable.
 */
const renderLocale = new AsyncLocalStorage<string | undefined>()
setFormatLocaleSource(() => renderLocale.getStore())

/**
 * Server rendering (Landing and the Dashboard): the same pages and layouts as the client.
 */
export default function render(page: Page) {
  const appName = (page.props as { config?: { appName?: string } }).config?.appName ?? 'Pacewise'
  return renderLocale.run(localeOfPage(page), () =>
    createInertiaApp({
      page,
      render: ReactDOMServer.renderToString,
      title: (title) => appTitle(title, appName),
      resolve: resolvePage,
      setup: ({ App, props }) => <App {...props} />,
    })
  )
}
