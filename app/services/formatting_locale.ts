import type { Request } from '@adonisjs/core/http'

/** The locale when the browser names none that this runtime can format in. */
export const DEFAULT_FORMATTING_LOCALE = 'en-US'

/** Accept-Language values longer than this are not read (a browser sends well under 100 characters). */
const MAX_HEADER_LENGTH = 512

/** How many distinct Accept-Language values are remembered before the memory is cleared. */
const MAX_REMEMBERED = 256

const remembered = new Map<string, string>()

/**
 * The locale dates and numbers are formatted in for this request: the browser's most preferred
 * language (Accept-Language, in the order of its q-values) that the runtime's Intl can format,
 * canonical (`de-DE`, `en-GB`), else `en-US`. The page's text stays English; only the way dates and
 * numbers are written follows the browser. The server and the browser must format a page rendered
 * on the server the same way, which is why the browser does not take its own default: see
 * docs/decisions/050-one-formatting-locale.md.
 */
export function formattingLocale(request: Request): string {
  const header = request.header('accept-language') ?? ''
  if (header === '' || header.length > MAX_HEADER_LENGTH) return DEFAULT_FORMATTING_LOCALE
  let locale = remembered.get(header)
  if (locale === undefined) {
    locale = negotiate(request.languages())
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    remembered.set(header, locale)
  }
  return locale
}

/** The first of the browser's languages (most preferred first) that Intl formats in. */
export function negotiate(languages: readonly string[]): string {
  for (const language of languages) {
    if (language === '*') continue
    let base: string
    try {
      // Without extensions (`-u-ca-islamic`, `-u-nu-arab`): the language, script and region.
      base = new Intl.Locale(language).baseName
    } catch {
      continue // not a BCP 47 tag
    }
    const [supported] = Intl.DateTimeFormat.supportedLocalesOf(base, {
      localeMatcher: 'lookup',
    })
    if (supported && Intl.NumberFormat.supportedLocalesOf(supported).length === 1) {
      return supported
    }
  }
  return DEFAULT_FORMATTING_LOCALE
}
