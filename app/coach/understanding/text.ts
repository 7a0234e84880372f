/**
 * The two spellings of a message the extractors read, index for index: `lower` (NFC, lower
 * case, for chrono-node) and `plain` (also without accents, for this module's patterns, so
 * "dernière" and "derniere", "próximo" and "proximo" read the same).
 */
export interface MessageText {
  lower: string
  plain: string
}

export function messageText(text: string): MessageText {
  const lower = text.normalize('NFC').toLowerCase().replace(/[’`´]/g, "'")
  const plain = [...lower].map((char) => stripAccent(char)).join('')
  return { lower, plain }
}

function stripAccent(char: string): string {
  const base = char.normalize('NFD').replace(/\p{M}/gu, '')
  return base.length === char.length ? base : char
}

/** Blanks a matched span in both spellings, so that later extractors do not read it again. */
export function blank(text: MessageText, index: number, length: number): MessageText {
  const cut = (value: string) =>
    value.slice(0, index) + ' '.repeat(length) + value.slice(index + length)
  return { lower: cut(text.lower), plain: cut(text.plain) }
}
