/**
 * Parsed JSON documents kept by key while their stored text stays the same: a page that reads a
 * large JSON column on every request (a training plan's document, about 45 KB for 16 weeks)
 * parses it once per change instead of once per request. A lookup compares the text just read
 * with the text the cached value was parsed from, so a document changed by any writer (another
 * process, a migration, a test) is parsed again; nothing relies on a version being bumped.
 *
 * The values are shared between requests, so they are deep-frozen: code that edits one in
 * place throws a TypeError (ES modules are strict) instead of changing what the next request
 * reads. Callers that need to change a document read it through its model, as before.
 * The least recently used entry is dropped past `size`.
 * See docs/decisions/042-plan-pages-read-plain.md.
 */
export class ParsedJsonCache<T> {
  readonly #entries = new Map<number | string, { text: string; value: T }>()

  constructor(readonly size: number) {}

  /** The value of `text`, parsed now or reused when `key` last held the same text. */
  parse(key: number | string, text: string): T {
    const cached = this.#entries.get(key)
    this.#entries.delete(key)
    if (cached && cached.text === text) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.set(key, cached)
      return cached.value
    }
    const value = deepFreeze(JSON.parse(text)) as T
    this.#entries.set(key, { text, value })
    if (this.#entries.size > this.size) {
      this.#entries.delete(this.#entries.keys().next().value as number | string)
    }
    return value
  }

  get entries() {
    return this.#entries.size
  }
}

function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
