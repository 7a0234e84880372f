import { randomBytes } from 'node:crypto'

/**
 * A value already held as JSON text (a stored derived document), to be sent as part of a page
 * without parsing it and serializing it again. `JSON.stringify` anywhere (the first full-page
 * load's HTML, a test) sees the parsed value through `toJSON`; `stringifyWithRawJson`, which
 * serializes the page of an Inertia visit, writes the text in place instead.
 * See docs/decisions/043-activity-page-derived-data.md.
 */
export class RawJson<T> {
  #parsed: T | undefined

  /** `text` must be JSON that `JSON.stringify` of a `T` would produce (it is not checked). */
  constructor(readonly text: string) {}

  toJSON(): T {
    if (splicing) {
      splicing.push(this.text)
      return `${TOKEN_PREFIX}${splicing.length - 1}` as unknown as T
    }
    if (this.#parsed === undefined) this.#parsed = JSON.parse(this.text) as T
    return this.#parsed
  }
}

/*
 * A placeholder string for each RawJson met while serializing, replaced by its text after.
 * The random part makes it unguessable, so that no string in a page (an activity name) can
 * be taken for one. ASCII only: one non-Latin-1 character would make V8 build the whole page
 * as a two-byte string, twice as slow to serialize and search.
 */
const NONCE = randomBytes(12).toString('hex')
const TOKEN_PREFIX = `__raw_json_${NONCE}_`
const TOKEN_PATTERN = new RegExp(`"${TOKEN_PREFIX}(\\d+)"`, 'g')

/** The texts of the RawJson values met by the JSON.stringify running now, if it splices. */
let splicing: string[] | null = null

/**
 * `JSON.stringify(value)`, with each RawJson inside written as its text as is. Same result as
 * `JSON.stringify(value)` when the texts are what their values serialize to.
 */
export function stringifyWithRawJson(value: unknown): string {
  const texts: string[] = []
  splicing = texts
  let json: string
  try {
    json = JSON.stringify(value)
  } finally {
    splicing = null
  }
  if (texts.length === 0) return json
  return json.replace(TOKEN_PATTERN, (_match, index: string) => texts[Number(index)])
}
