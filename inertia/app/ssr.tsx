import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePage } from '~/app/pages'
import { appTitle } from '~/lib/title'

/**
 * Server rendering (Landing): the same pages and layouts as the client.
 */
export default function render(page: Page) {
  const appName = (page.props as { config?: { appName?: string } }).config?.appName ?? 'Pacewise'
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => appTitle(title, appName),
    resolve: resolvePage,
    setup: ({ App, props }) => <App {...props} />,
  })
}
