/**
 * The locale every date and number on a page is written in: the `locale` shared prop, which the
 * server negotiates from the browser's Accept-Language (app/services/formatting_locale.ts).
 *
 * A page rendered on the server must come out, character for character, as the browser renders
 * it when it hydrates; with `Intl`'s own default the server would write dates in its locale and
 * the browser in the visitor's, and React would throw the server's HTML away. So the formatting
 * helpers ask `formatLocale()` instead of passing `undefined`. Where the answer comes from is set
 * once per runtime: in the browser (inertia/app/app.tsx) the page's prop, in server rendering
 * (inertia/app/ssr.tsx) the prop of the page being rendered, kept per request. See
 * docs/decisions/050-one-formatting-locale.md.
 */
const FALLBACK = 'en-US'

let source: () => string | undefined = () => undefined

/** Where `formatLocale()` reads the locale from (once, at start-up). */
export function setFormatLocaleSource(read: () => string | undefined) {
  source = read
}

/** The locale to pass to `Intl` formatters and `toLocaleString`. */
export function formatLocale(): string {
  return source() ?? FALLBACK
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
