/*
 * The fast path of the GPX and TCX reading (docs/decisions/039-fast-xml-track-scanner.md): a
 * hand-written scanner for the plain XML that devices and apps export, which calls the same
 * XmlVisitor as the full parser (saxes, `scanXml`) with the same names, attributes, depths
 * and texts. It accepts only what it can check as well-formed itself: elements with ASCII
 * names, quoted attributes, text, comments, CDATA, the five predefined entities, character
 * references and a version 1.0 XML declaration. On anything else (a DOCTYPE, another entity,
 * a processing instruction, a name with other characters, a mismatched or unclosed tag, a
 * control character, a token longer than 64 K characters, nesting as deep as MAX_XML_DEPTH,
 * a root of another kind) it stops and reports that it is unsure: the caller then reads the
 * file again with the full parser and a fresh visitor, which gives the result and the error
 * message (with its line) that it always gave. So the scanner never accepts a file the full
 * parser refuses, and what it accepts reads the same (tests/unit/files/xml_fast_scan.spec.ts
 * checks both on real-world variants and on mutated files).
 *
 * Like the full parser it never builds a document and never holds the file as one string:
 * the bytes are decoded 256 KiB at a time into a window that always holds the whole token
 * being read.
 */
import {
  MAX_TEXT_CHARS,
  MAX_XML_DEPTH,
  type XmlScanResult,
  type XmlVisitor,
  decoderFor,
  scanXml,
} from '#domain/files/xml_track'

const CHUNK_BYTES = 256 * 1024
/** A longer tag, text run, comment or CDATA section is left to the full parser. */
const MAX_TOKEN_CHARS = 64 * 1024

const TAB = 9
const LF = 10
const CR = 13
const SPACE = 32
const QUOTE = 34
const AMP = 38
const APOS = 39
const SLASH = 47
const COLON = 58
const LT = 60
const EQUALS = 61
const GT = 62
const BANG = 33
const CLOSE_BRACKET = 93

/** 2: may start an ASCII name, 1: may continue it ([A-Za-z_:] then [A-Za-z0-9._:-]). */
const NAME_CHAR = new Uint8Array(128)
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c)
  if (/[A-Za-z_:]/.test(ch)) NAME_CHAR[c] = 2
  else if (/[0-9.-]/.test(ch)) NAME_CHAR[c] = 1
}
const isNameStart = (c: number) => c < 128 && NAME_CHAR[c] === 2
const isNameChar = (c: number) => c < 128 && NAME_CHAR[c] !== 0
const isSpace = (c: number) => c === SPACE || c === LF || c === TAB || c === CR

/** Thrown inside the scanner when the full parser must decide; never leaves this module. */
class Unsure extends Error {}
const UNSURE = new Unsure('left to the full parser')
function unsure(): never {
  throw UNSURE
}

const PREDEFINED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** XML 1.0's Char production, for the code point of a character reference. */
const isXmlChar = (n: number) =>
  n === TAB ||
  n === LF ||
  n === CR ||
  (n >= 0x20 && n <= 0xd7ff) ||
  (n >= 0xe000 && n <= 0xfffd) ||
  (n >= 0x10000 && n <= 0x10ffff)

/**
 * The text of a reference between `&` and `;` decoded, as saxes decodes it; unsure of
 * anything else (an entity of a DOCTYPE, a malformed reference).
 */
function decodeReference(name: string): string {
  const predefined = PREDEFINED[name]
  if (predefined !== undefined) return predefined
  let code = Number.NaN
  if (/^#x[0-9a-fA-F]{1,6}$/.test(name)) code = Number.parseInt(name.slice(2), 16)
  else if (/^#[0-9]{1,7}$/.test(name)) code = Number.parseInt(name.slice(1), 10)
  if (!isXmlChar(code)) unsure()
  return String.fromCodePoint(code)
}

/** Index of the `;` ending the reference that starts with the `&` at `at`. */
function referenceEnd(s: string, at: number): number {
  const semicolon = s.indexOf(';', at + 1)
  if (semicolon < 0 || semicolon - at > 10) unsure()
  decodeReference(s.slice(at + 1, semicolon))
  return semicolon
}

const decodeReferences = (raw: string) =>
  raw.replace(/&([^;]*);/g, (_match, name: string) => decodeReference(name))

/**
 * Checks a character at or above U+D800 at `at`: a surrogate pair is skipped whole, a lone
 * surrogate, U+FFFE and U+FFFF are not XML characters. Returns the index of its last unit.
 */
function checkWide(s: string, at: number, c: number): number {
  if (c <= 0xdbff) {
    const low = s.charCodeAt(at + 1)
    if (!(low >= 0xdc00 && low <= 0xdfff)) unsure()
    return at + 1
  }
  if (c <= 0xdfff || c >= 0xfffe) unsure()
  return at
}

/** Checks that s[from, to) holds only XML characters (comments and CDATA); true if a CR. */
function checkChars(s: string, from: number, to: number): boolean {
  let sawCr = false
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < SPACE) {
      if (c === CR) sawCr = true
      else if (c !== LF && c !== TAB) unsure()
    } else if (c >= 0xd800) {
      i = checkWide(s, i, c)
    }
  }
  return sawCr
}

/** Element names kept, by a hash of their length and first and last characters. */
const NAME_SLOTS = 511

/**
 * The same text as a property key, which V8 keeps once (internalised): comparing it with
 * the readers' string literals is then a pointer comparison.
 */
function internalized(text: string): string {
  const holder: Record<string, true> = {}
  holder[text] = true
  return Object.keys(holder)[0]
}

/** Decodes whole UTF-8 chunks; the byte order mark is dropped by `#fill`. */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true })

const EMPTY_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({})

const XML_DECLARATION =
  /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.0\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>/y

class FastScanner {
  #s = ''
  #p = 0
  #eof = false
  #offset = 0
  readonly #bytes: Uint8Array
  readonly #decoder: ReturnType<typeof decoderFor>
  readonly #utf8: boolean
  readonly #visitor: XmlVisitor

  #depth = -1
  readonly #nameCache: (string | undefined)[] = new Array(NAME_SLOTS + 1)
  readonly #localCache: string[] = new Array(NAME_SLOTS + 1)
  readonly #names: string[] = []
  readonly #locals: string[] = []
  #sawRoot = false
  #closedRoot = false

  /** The current element has no child yet: its text is collected. */
  #leaf = false
  /** Start and end of the leaf's only text run so far when it needs no decoding, else -1. */
  #runStart = -1
  #runEnd = -1
  /** The leaf's text when it came in several pieces or needed decoding, else undefined. */
  #text: string | undefined

  constructor(bytes: Uint8Array, visitor: XmlVisitor) {
    this.#bytes = bytes
    this.#decoder = decoderFor(bytes)
    this.#utf8 = this.#decoder.encoding === 'utf-8'
    this.#visitor = visitor
  }

  scan(): void {
    this.#fill()
    const s = this.#s
    if (s.charCodeAt(0) === 0xfeff) unsure()
    if (s.startsWith('<?')) {
      XML_DECLARATION.lastIndex = 0
      if (!XML_DECLARATION.test(s)) unsure()
      this.#p = XML_DECLARATION.lastIndex
    }
    for (;;) {
      if (!this.#eof && this.#s.length - this.#p < MAX_TOKEN_CHARS) this.#fill()
      if (this.#p >= this.#s.length) break
      if (this.#s.charCodeAt(this.#p) === LT) this.#markup()
      else this.#textRun()
    }
    if (this.#depth !== -1 || !this.#sawRoot) unsure()
  }

  /** Keeps the unread rest of the window and decodes more bytes after it. */
  #fill() {
    this.#keepRun()
    let s = this.#s.slice(this.#p)
    const bytes = this.#bytes
    while (!this.#eof && s.length < 2 * MAX_TOKEN_CHARS) {
      const start = this.#offset
      let end = Math.min(start + CHUNK_BYTES, bytes.length)
      if (this.#utf8) {
        // Cut before a byte that is not a continuation byte (10xxxxxx), or before one that
        // follows three of them (a stray one): no character then spans two chunks, and each
        // decodes on its own as the stream would, without the stream mode's slower decoder.
        if (end < bytes.length) {
          let cut = end
          while (cut > end - 4 && (bytes[cut] & 0xc0) === 0x80) cut--
          if (cut > end - 4) end = cut
        }
        const chunk = bytes.subarray(start, end)
        // The byte order mark, which the stream decoder drops once, at the start.
        const bom = start === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf
        s += UTF8.decode(bom ? chunk.subarray(3) : chunk)
      } else {
        s += this.#decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length })
      }
      this.#offset = end
      if (end >= bytes.length) this.#eof = true
    }
    this.#s = s
    this.#p = 0
  }

  /** The pending text run as a string, before the window moves or another piece comes. */
  #keepRun() {
    if (this.#runStart < 0) return
    const end = Math.min(this.#runEnd, this.#runStart + MAX_TEXT_CHARS)
    this.#text = this.#s.slice(this.#runStart, end)
    this.#runStart = -1
  }

  #addText(piece: string) {
    this.#keepRun()
    const text = this.#text ?? ''
    this.#text =
      text.length < MAX_TEXT_CHARS ? text + piece.slice(0, MAX_TEXT_CHARS - text.length) : text
  }

  /** The leaf's text, trimmed (String.prototype.trim, as scanXml trims). */
  #leafText(): string {
    if (this.#runStart < 0) return this.#text === undefined ? '' : this.#text.trim()
    const s = this.#s
    let from = this.#runStart
    let to = Math.min(this.#runEnd, from + MAX_TEXT_CHARS)
    while (from < to && isSpace(s.charCodeAt(from))) from++
    while (to > from && isSpace(s.charCodeAt(to - 1))) to--
    if (from === to) return ''
    // trim() also removes Unicode spaces (U+00A0, U+FEFF...): leave those to it.
    if (s.charCodeAt(from) >= 0x80 || s.charCodeAt(to - 1) >= 0x80) {
      return s.slice(from, to).trim()
    }
    return s.slice(from, to)
  }

  #textRun() {
    const s = this.#s
    const start = this.#p
    const length = s.length
    let sawCr = false
    let sawReference = false
    let nonSpace = false
    let i = start
    for (; i < length; i++) {
      const c = s.charCodeAt(i)
      if (c > SPACE) {
        if (c === LT) break
        nonSpace = true
        if (c === AMP) {
          sawReference = true
          i = referenceEnd(s, i)
        } else if (c === CLOSE_BRACKET) {
          if (s.charCodeAt(i + 1) === CLOSE_BRACKET && s.charCodeAt(i + 2) === GT) unsure()
        } else if (c >= 0xd800) {
          i = checkWide(s, i, c)
        }
      } else if (c === CR) {
        sawCr = true
      } else if (c !== SPACE && c !== LF && c !== TAB) {
        unsure()
      }
    }
    // Longer than the window (or at the end of the file, inside the root: unclosed).
    if (i >= length && !this.#eof) unsure()
    this.#p = i
    // Outside the root only white space may appear.
    if (this.#depth < 0) {
      if (nonSpace) unsure()
      return
    }
    if (!this.#leaf) return
    if (!sawCr && !sawReference && this.#runStart < 0 && this.#text === undefined) {
      this.#runStart = start
      this.#runEnd = i
      return
    }
    let piece = s.slice(start, i)
    if (sawCr) piece = piece.replace(/\r\n?/g, '\n')
    if (sawReference) piece = decodeReferences(piece)
    this.#addText(piece)
  }

  #markup() {
    const s = this.#s
    const p = this.#p
    const next = s.charCodeAt(p + 1)
    if (isNameStart(next)) this.#openTag()
    else if (next === SLASH) this.#closeTag()
    else if (next === BANG && s.startsWith('<!--', p)) this.#comment()
    else if (next === BANG && s.startsWith('<![CDATA[', p)) this.#cdata()
    else unsure()
  }

  /** A start tag or an empty-element tag: its name, its attributes, then one level deeper. */
  #openTag() {
    const slot = this.#elementName(this.#p + 1)
    const name = this.#nameCache[slot]!
    const local = this.#localCache[slot]
    const attributes = this.#attributes(this.#p)
    // Only an empty-element tag has "/" before its ">": an attribute ends with its quote.
    const selfClosing = this.#s.charCodeAt(this.#p - 2) === SLASH

    if (this.#depth < 0 && this.#closedRoot) unsure()
    const depth = ++this.#depth
    if (depth >= MAX_XML_DEPTH) unsure()
    this.#names[depth] = name
    this.#locals[depth] = local
    this.#sawRoot = true
    this.#leaf = true
    this.#runStart = -1
    this.#text = undefined
    const visitor = this.#visitor
    visitor.open(local, attributes, depth)
    if (depth === 0 && visitor.done?.()) unsure()
    if (selfClosing) this.#close('')
  }

  /**
   * The element name from `nameStart`; #p moves to its end. Returns its slot in the name caches:
   * the few element names of a file come back again and again, each is read once.
   */
  #elementName(nameStart: number): number {
    const s = this.#s
    let colon = s.charCodeAt(nameStart) === COLON ? nameStart : -1
    let i = nameStart + 1
    for (let c = s.charCodeAt(i); isNameChar(c); c = s.charCodeAt(++i)) {
      if (c === COLON && colon < 0) colon = i
    }
    const length = i - nameStart
    const slot = (length * 31 + s.charCodeAt(nameStart) * 7 + s.charCodeAt(i - 1)) & NAME_SLOTS
    const cached = this.#nameCache[slot]
    if (cached === undefined || cached.length !== length || !s.startsWith(cached, nameStart)) {
      const name = internalized(s.slice(nameStart, i))
      this.#nameCache[slot] = name
      this.#localCache[slot] = colon < 0 ? name : internalized(name.slice(colon + 1 - nameStart))
    }
    this.#p = i
    return slot
  }

  /** The attributes of a start tag from `i` (after its name) to its ">" or "/>"; #p moves past. */
  #attributes(i: number): Readonly<Record<string, string>> {
    const s = this.#s
    let attributes = EMPTY_ATTRIBUTES
    let attributeNames: string[] | undefined
    for (;;) {
      let c = s.charCodeAt(i)
      if (c === GT) {
        i++
        break
      }
      if (c === SLASH) {
        if (s.charCodeAt(i + 1) !== GT) unsure()
        i += 2
        break
      }
      if (!isSpace(c)) unsure()
      do c = s.charCodeAt(++i)
      while (isSpace(c))
      if (c === GT || c === SLASH) continue
      if (!isNameStart(c)) unsure()
      const attributeStart = i
      do c = s.charCodeAt(++i)
      while (isNameChar(c))
      const attribute = s.slice(attributeStart, i)
      while (isSpace(c)) c = s.charCodeAt(++i)
      if (c !== EQUALS) unsure()
      do c = s.charCodeAt(++i)
      while (isSpace(c))
      if (c !== QUOTE && c !== APOS) unsure()
      const quote = c
      const valueStart = i + 1
      let normalize = false
      let sawReference = false
      for (c = s.charCodeAt(++i); c !== quote; c = s.charCodeAt(++i)) {
        if (c > SPACE) {
          if (c === LT) unsure()
          if (c === AMP) {
            sawReference = true
            i = referenceEnd(s, i)
          } else if (c >= 0xd800) {
            i = checkWide(s, i, c)
          }
        } else if (c === LF || c === TAB || c === CR) {
          normalize = true
        } else if (c !== SPACE) {
          unsure() // a control character, or the end of the window (NaN)
        }
      }
      let value = s.slice(valueStart, i)
      i++
      // Attribute-value normalisation as saxes does it: CR LF, CR, LF and tab become a space.
      if (normalize) value = value.replace(/\r\n|[\r\n\t]/g, ' ')
      if (sawReference) value = decodeReferences(value)
      if (attribute === '__proto__') unsure()
      if (attributeNames === undefined) {
        attributeNames = [attribute]
        attributes = {}
      } else {
        if (attributeNames.includes(attribute)) unsure()
        attributeNames.push(attribute)
      }
      ;(attributes as Record<string, string>)[attribute] = value
    }
    this.#p = i
    return attributes
  }

  #closeTag() {
    const s = this.#s
    const depth = this.#depth
    if (depth < 0) unsure()
    const name = this.#names[depth]
    let i = this.#p + 2
    if (!s.startsWith(name, i)) unsure()
    i += name.length
    let c = s.charCodeAt(i)
    while (isSpace(c)) c = s.charCodeAt(++i)
    if (c !== GT) unsure()
    const text = this.#leaf ? this.#leafText() : ''
    this.#p = i + 1
    this.#close(text)
  }

  #close(text: string) {
    const depth = this.#depth
    this.#visitor.close(this.#locals[depth], text, depth)
    this.#leaf = false
    this.#runStart = -1
    this.#text = undefined
    this.#depth = depth - 1
    if (depth === 0) this.#closedRoot = true
  }

  #comment() {
    const s = this.#s
    const from = this.#p + 4
    const dashes = s.indexOf('--', from)
    if (dashes < 0 || s.charCodeAt(dashes + 2) !== GT) unsure()
    checkChars(s, from, dashes)
    this.#p = dashes + 3
  }

  #cdata() {
    const s = this.#s
    if (this.#depth < 0) unsure()
    const from = this.#p + 9
    const end = s.indexOf(']]>', from)
    if (end < 0) unsure()
    const sawCr = checkChars(s, from, end)
    this.#p = end + 3
    if (!this.#leaf) return
    const piece = s.slice(from, end)
    this.#addText(sawCr ? piece.replace(/\r\n?/g, '\n') : piece)
  }
}

/**
 * Reads the XML with the fast scanner. True when it read the whole file, the visitor having
 * seen every element; false when the full parser must read it (with a fresh visitor: this
 * one may have seen part of the file).
 */
export function fastScanXml(bytes: Uint8Array, visitor: XmlVisitor): boolean {
  try {
    new FastScanner(bytes, visitor).scan()
    return true
  } catch {
    // Unsure, or a visitor that threw: the full parser gives the answer.
    return false
  }
}

/**
 * Reads the XML once with the fast scanner and, when it is unsure, again with the full
 * parser (`scanXml`) and a new visitor. Returns the visitor that saw the whole file.
 */
export function readXml<V extends XmlVisitor>(
  bytes: Uint8Array,
  createVisitor: () => V
): { result: XmlScanResult; visitor: V } {
  const visitor = createVisitor()
  if (fastScanXml(bytes, visitor)) return { result: { ok: true }, visitor }
  const fresh = createVisitor()
  return { result: scanXml(bytes, fresh), visitor: fresh }
}
