import '../css/app.css'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage } from '~/app/pages'
import { installCsrf } from '~/lib/csrf'
import { appTitle, readAppName } from '~/lib/title'

installCsrf()
const appName = readAppName()

createInertiaApp({
  progress: { color: '#4B5563' },

  title: (title) => appTitle(title, appName),

  resolve: resolvePage,

  setup({ el, App, props }) {
    if (el.hasChildNodes()) {
      hydrateRoot(el, <App {...props} />)
    } else {
      createRoot(el).render(<App {...props} />)
    }
  },
})
