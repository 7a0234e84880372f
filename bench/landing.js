/*
 * Landing JavaScript budget: the JS a browser downloads for the Landing page
 * of the production build, gzipped, must stay within BUDGET_BYTES; and none of
 * it may be chart, map or realtime client code. See bench/README.md.
 */
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, posix } from 'node:path'
import { ASSETS_DIR, MANIFEST_PATH, ROOT, BUILD_DIR } from './lib/paths.js'
import { CookieJar, request, decodeHtmlEntities, inertiaPage } from './lib/http.js'

export const BUDGET_BYTES = 160_000 // 160 kB (1 kB = 1000 bytes, as Vite reports sizes)
export const GZIP_LEVEL = 6 // zlib's default, what nginx/Caddy-style on-the-fly gzip uses
const ENTRY = 'inertia/app/app.tsx'
const PAGE = 'inertia/pages/Landing.tsx'
/** The layout the client wraps Landing in (inertia/app/pages.tsx), named in the document too. */
const LAYOUT = 'inertia/layouts/public_layout.tsx'

/**
 * Code that must stay out of the Landing page's JS: each marker is a name or
 * string that survives minification in the library's own code (exported
 * globals, protocol event names, CSS class prefixes, property names), matched
 * case-insensitively at word boundaries so that unrelated identifiers do not
 * match: a plain substring search for "echo" hits axios's `MultipleChoices`
 * ("multiplE CHOices") and one for "pusher" would hit any `pushError`.
 */
export const FORBIDDEN_MARKERS = [
  // pusher-js: `Pusher` global and `pusher:subscribe` / `pusher_internal:*`
  // protocol events (also in laravel-echo's Pusher connector).
  { library: 'pusher-js', pattern: /\bpusher(?:_internal)?\b/i },
  // laravel-echo: `window.Echo`, the package name, and its whisper API
  // (method names are object properties, so they survive minification).
  { library: 'laravel-echo', pattern: /\becho\b|listenForWhisper/i },
  { library: 'socket.io / sockjs', pattern: /\bsocket\.io\b|\bsockjs\b/i },
  // Leaflet: `leaflet-container`, `leaflet-pane`, … CSS classes.
  { library: 'leaflet', pattern: /\bleaflet/i },
  // MapLibre GL / Mapbox GL: `maplibregl-map`, `mapboxgl-canvas` classes.
  { library: 'maplibre-gl / mapbox-gl', pattern: /maplibre|mapbox/i },
  // uPlot: the `uplot` root CSS class.
  { library: 'uplot', pattern: /\buplot\b/i },
  // ECharts: `_echarts_instance_` attribute; not preceded by a letter, so
  // that "recharts" is reported as Recharts.
  { library: 'echarts', pattern: /(?<![a-z])echarts/i },
  // Recharts: `recharts-wrapper`, `recharts-surface` classes.
  { library: 'recharts', pattern: /recharts/i },
  // Chart.js: `$chartjs` / `_chartjs` properties, `chartjs-*` classes.
  { library: 'chart.js', pattern: /chart\.js|chartjs/i },
  { library: 'other chart libraries', pattern: /apexcharts|highcharts|plotly/i },
]

/** Reviewed false positives: { file: RegExp, excerpt: RegExp, reason }. None so far. */
const ALLOWED_MATCHES = []

/** Manifest entries the Landing page loads: entry + page + layout + static imports, recursively. */
export function landingChunks(manifest) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    if (!manifest[key]) throw new Error(`manifest has no entry ${key}`)
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported) // not dynamicImports
  }
  visit(ENTRY)
  visit(PAGE)
  visit(LAYOUT)
  return [...seen].map((key) => ({ key, ...manifest[key] }))
}

function scanMarkers(file, code) {
  const hits = []
  for (const { library, pattern } of FORBIDDEN_MARKERS) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
    )
    for (const match of code.matchAll(global)) {
      const excerpt = code.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)
      const allowed = ALLOWED_MATCHES.some((a) => a.file.test(file) && a.excerpt.test(excerpt))
      if (!allowed)
        hits.push({ file, library, match: match[0], excerpt: excerpt.replace(/\s+/g, ' ') })
    }
  }
  return hits
}

/** The <h1> text of the Landing page, read from its source. */
function landingHeading() {
  const source = readFileSync(join(ROOT, PAGE), 'utf8')
  const h1 = source.match(/<h1\b[^>]*>([^{<]*)<\/h1>/)
  if (!h1) throw new Error(`no static <h1> text found in ${PAGE}`)
  return h1[1].replace(/\s+/g, ' ').trim()
}

function text(html) {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function attributes(tag) {
  const attrs = {}
  for (const [, name, , dq, sq, bare] of tag.matchAll(
    /([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
  )) {
    attrs[name.toLowerCase()] = decodeHtmlEntities(dq ?? sq ?? bare ?? '')
  }
  return attrs
}

/** JS and CSS URLs an HTML document makes the browser download. */
export function referencedAssets(html) {
  const scripts = []
  const modulePreloads = []
  const stylesheets = []
  let inlineScriptBytes = 0
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(tag)
    if (attrs.src) scripts.push(attrs.src)
    else inlineScriptBytes += Buffer.byteLength(body)
  }
  for (const [, tag] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(tag)
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload')) modulePreloads.push(attrs.href)
    else if (rel.includes('stylesheet')) stylesheets.push(attrs.href)
  }
  return { scripts, modulePreloads, stylesheets, inlineScriptBytes }
}

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(7)

/**
 * @param {{ baseUrl: string }} server  the running production server
 * @returns {Promise<{ ok: boolean, summary: object }>}
 */
export async function runLanding(server) {
  const failures = []
  console.log('\n== Landing JavaScript budget ==')
  if (!existsSync(MANIFEST_PATH)) throw new Error(`${MANIFEST_PATH} is missing: run npm run build`)
  const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'))

  // 1. Budget, from the manifest.
  const chunks = landingChunks(manifest)
  const rows = chunks.map((chunk) => {
    const code = readFileSync(join(ASSETS_DIR, chunk.file))
    return {
      file: chunk.file,
      key: chunk.key,
      raw: code.length,
      gzip: gzipSync(code, { level: GZIP_LEVEL }).length,
      code: code.toString('utf8'),
    }
  })
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0)
  console.log(
    `Manifest: ${posix.relative(ROOT.replaceAll('\\', '/'), MANIFEST_PATH.replaceAll('\\', '/'))}`
  )
  console.log(
    `Files: "${ENTRY}" + "${PAGE}" + "${LAYOUT}" + their static imports (not dynamicImports)`
  )
  console.log(`gzip: zlib level ${GZIP_LEVEL}; 1 kB = 1000 bytes\n`)
  console.log(
    `${'file'.padEnd(28)} ${'manifest key'.padEnd(28)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`
  )
  for (const row of rows) {
    console.log(`${row.file.padEnd(28)} ${row.key.padEnd(28)} ${kB(row.raw)} ${kB(row.gzip)}`)
  }
  console.log(`${'total'.padEnd(28)} ${''.padEnd(28)} ${kB(totalRaw)} ${kB(total)}`)
  const within = total <= BUDGET_BYTES
  console.log(
    `Budget: ${(total / 1000).toFixed(1)} kB of ${BUDGET_BYTES / 1000} kB gzip (${((total / BUDGET_BYTES) * 100).toFixed(1)} %, ${(total / 1024).toFixed(1)} KiB): ${within ? 'PASS' : 'FAIL'}`
  )
  if (!within)
    failures.push(`Landing JS is ${total} bytes gzip, over the ${BUDGET_BYTES}-byte budget`)

  // 2. No chart, map or realtime client code.
  const hits = rows.flatMap((row) => scanMarkers(row.file, row.code))
  if (hits.length) {
    console.log(`\nForbidden library markers: ${hits.length} FAIL`)
    for (const hit of hits.slice(0, 20)) {
      console.log(`  ${hit.file}: ${hit.library} ("${hit.match}") …${hit.excerpt}…`)
    }
    failures.push(
      `chart/map/realtime markers found in the Landing JS (${[...new Set(hits.map((h) => h.library))].join(', ')})`
    )
  } else {
    console.log(
      `\nChart, map and realtime client markers (${FORBIDDEN_MARKERS.length} patterns): none found PASS`
    )
  }

  // 3. Cross-check with the HTML the server sends.
  const page = await request(server.baseUrl, new CookieJar(), '/', {
    headers: { Accept: 'text/html' },
  })
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`)
  const assets = referencedAssets(page.text)
  const counted = new Set(rows.map((row) => `/assets/${row.file}`))
  const referencedJs = [...new Set([...assets.scripts, ...assets.modulePreloads])]
  console.log(`\nGET / references:`)
  for (const url of assets.scripts) console.log(`  <script src>               ${url}`)
  for (const url of assets.modulePreloads) console.log(`  <link rel=modulepreload>   ${url}`)
  for (const url of assets.stylesheets)
    console.log(`  <link rel=stylesheet>      ${url} (CSS, not counted)`)
  console.log(
    `  inline <script> bodies:    ${assets.inlineScriptBytes} bytes (part of the HTML document, not counted)`
  )
  for (const url of referencedJs) {
    const path = new URL(url, server.baseUrl).pathname
    if (!counted.has(path))
      failures.push(`the Landing HTML loads ${url}, which the budget does not count`)
    const served = await fetch(new URL(url, server.baseUrl))
    const body = Buffer.from(await served.arrayBuffer())
    const onDisk = join(BUILD_DIR, 'public', path)
    if (served.status !== 200) failures.push(`${url} answered ${served.status}`)
    else if (!existsSync(onDisk) || readFileSync(onDisk).length !== body.length) {
      failures.push(`${url} as served differs from ${onDisk}`)
    }
  }
  const notReferenced = [...counted].filter(
    (path) => !referencedJs.some((url) => new URL(url, server.baseUrl).pathname === path)
  )
  const coverage = referencedJs.every((url) => counted.has(new URL(url, server.baseUrl).pathname))
  console.log(`Every JS file the HTML references is counted: ${coverage ? 'PASS' : 'FAIL'}`)
  if (notReferenced.length)
    console.log(
      `Counted but not referenced by the HTML (fetched via import): ${notReferenced.join(', ')}`
    )

  // 4. Server-rendered: the heading is in the first HTML.
  const heading = landingHeading()
  const h1s = [...page.text.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => text(m[1]))
  let component = null
  try {
    component = inertiaPage(page.text).component
  } catch {
    // reported below
  }
  const ssr = h1s.includes(heading) && component === 'Landing'
  console.log(
    `Server-rendered (component ${component}, <h1>${heading}</h1> in the HTML): ${ssr ? 'PASS' : 'FAIL'}`
  )
  if (!ssr)
    failures.push(
      `GET / is not server-rendered Landing (component ${component}; h1s: ${JSON.stringify(h1s)})`
    )

  for (const failure of failures) console.log(`FAIL: ${failure}`)
  return {
    ok: failures.length === 0,
    summary: {
      files: rows.map(({ file, raw, gzip }) => ({ file, raw, gzip })),
      totalGzip: total,
      totalRaw,
      budget: BUDGET_BYTES,
      markers: hits.length,
      referencedJs,
      ssr,
      failures,
    },
  }
}
