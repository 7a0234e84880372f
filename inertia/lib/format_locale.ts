/**
 * The locale every date and number on a page is written in: the `locale` shared prop, which the
 * server negotiates from the browser's Accept-Language (app/services/formatting_locale.ts).
 *
 * A page rendered on the server must come out, character for character, as the browser renders
 * it when it hydrates; with `Intl`'s own default the server would write dates in its locale and
 * the browser in the visitor's, and React would throw the server's HTML away. So the formatting
 * helpers ask `formatLocale()` instead of passing `undefined`: in the browser the prop of the page
 * shown (inertia/app/app.tsx), in server rendering the prop of the page being rendered
 * (inertia/app/ssr.tsx). See docs/decisions/050-one-formatting-locale.md.
 */
const FALLBACK = 'en-US'

/** The browser's: the `locale` prop of the page shown (inertia/app/app.tsx sets it). */
let pageLocale: string | undefined
/** The server's: the locale of the page being rendered, only while it renders. */
let renderingLocale: string | undefined

/** In the browser: the locale of the page now shown. */
export function setPageLocale(locale: string | undefined) {
  pageLocale = locale
}

/**
 * On the server: runs `render` (synchronous: `renderToString`) with `locale` as the formatting
 * locale, and restores the previous one after. Requests are rendered concurrently in one
 * process, but a page's components only run inside that synchronous call.
 */
export function renderWithLocale<T>(locale: string | undefined, render: () => T): T {
  const previous = renderingLocale
  renderingLocale = locale
  try {
    return render()
  } finally {
    renderingLocale = previous
  }
}

/** The locale to pass to `Intl` formatters and `toLocaleString`. */
export function formatLocale(): string {
  return renderingLocale ?? pageLocale ?? FALLBACK
}

/** The `locale` prop of a page object (a string, else undefined). */
export function localeOfPage(page: { props?: Record<string, unknown> } | undefined) {
  const locale = page?.props?.locale
  return typeof locale === 'string' ? locale : undefined
}

/** Formatters made so far, by locale and options; cleared past this many (locales come from requests). */
const MAX_FORMATS = 500
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * An `Intl.DateTimeFormat` in the page's locale, made once per locale and options (making one
 * costs far more than formatting with it).
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions) {
  const locale = formatLocale()
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    if (dateTimeFormats.size >= MAX_FORMATS) dateTimeFormats.clear()
    format = new Intl.DateTimeFormat(locale, options)
    dateTimeFormats.set(key, format)
  }
  return format
}
