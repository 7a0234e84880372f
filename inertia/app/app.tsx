import '../css/app.css'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { resolvePage } from '~/app/pages'
import { installCsrf } from '~/lib/csrf'
import { appTitle, readAppName } from '~/lib/title'
import { localeOfPage, setPageLocale } from '~/lib/format_locale'

installCsrf()
const appName = readAppName()

createInertiaApp({
  progress: { color: '#4B5563' },

  title: (title) => appTitle(title, appName),

  resolve: resolvePage,

  setup({ el, App, props }) {
    // Dates and numbers in the locale the server rendered with, the page's `locale` prop.
    setPageLocale(localeOfPage(props.initialPage))
    router.on('navigate', (event) => {
      const locale = localeOfPage(event.detail.page)
      if (locale) setPageLocale(locale)
    })
    if (el.hasChildNodes()) {
      hydrateRoot(el, <App {...props} />)
    } else {
      createRoot(el).render(<App {...props} />)
    }
  },
})
