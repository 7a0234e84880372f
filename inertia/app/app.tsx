import '../css/app.css'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { resolvePage } from '~/app/pages'
import { installCsrf } from '~/lib/csrf'
import { appTitle, readAppName } from '~/lib/title'
import { localeOfPage, setFormatLocaleSource } from '~/lib/format_locale'

installCsrf()
const appName = readAppName()

createInertiaApp({
  progress: { color: '#4B5563' },

  title: (title) => appTitle(title, appName),

  resolve: resolvePage,

  setup({ el, App, props }) {
    // Dates and numbers in the locale the server rendered with, the page's `locale` prop.
    let locale = localeOfPage(props.initialPage)
    setFormatLocaleSource(() => locale)
    router.on('navigate', (event) => {
      locale = localeOfPage(event.detail.page) ?? locale
    })
    if (el.hasChildNodes()) {
      hydrateRoot(el, <App {...props} />)
    } else {
      createRoot(el).render(<App {...props} />)
    }
  },
})
