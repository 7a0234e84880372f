#!/usr/bin/env node
/*
 * Lighthouse on the production build: performance and accessibility of the
 * Landing page (a guest) and of the Dashboard (a signed-in athlete), with
 * Lighthouse's default mobile profile (simulated slow 4G and 4× CPU slowdown),
 * or its desktop profile with --desktop. Targets: performance ≥ 90,
 * accessibility 100. See bench/README.md.
 *
 *   node bench/lighthouse.js [--no-build] [--port=3351] [--desktop] [--runs=1] [--json=FILE]
 *                            [--lhr-dir=DIR] (each run's full Lighthouse report, DIR/<Page>-<run>.json)
 *
 * The server is the production build started as a deployment starts it
 * (bench/lib/server.js, NODE_ENV=production); the athlete is registered,
 * verified and signed in like the Dashboard benchmark does (bench/dashboard.js).
 * Chromium is /usr/bin/chromium (or CHROME_PATH), driven by chrome-launcher.
 * With several runs, each page's median score is reported.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { ensureBuild } from './lib/build.js'
import { startServer } from './lib/server.js'
import { signIn } from './dashboard.js'

export const TARGETS = { performance: 0.9, accessibility: 1 }

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? 'true']
  })
)
const port = Number(args.port ?? 3351)
const runs = Number(args.runs ?? 1)
const desktop = args.desktop === 'true'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function audit(chrome, url, extraHeaders, label) {
  const { lhr } = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    },
    desktop ? desktopConfig : undefined
  )
  // A page that redirected (the Dashboard to /login when the session cookie
  // is not accepted) would be audited instead of the one asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} was audited as ${lhr.finalDisplayedUrl}: the page redirected`)
  }
  if (args['lhr-dir']) {
    mkdirSync(args['lhr-dir'], { recursive: true })
    writeFileSync(`${args['lhr-dir']}/${label}.json`, JSON.stringify(lhr))
  }
  const failed = Object.values(lhr.audits)
    .filter((one) => one.score !== null && one.score < 1 && one.scoreDisplayMode !== 'informative')
    .filter((one) => one.scoreDisplayMode !== 'manual' && one.scoreDisplayMode !== 'notApplicable')
    .map((one) => `${one.id} (${one.score})`)
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    metrics: {
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    },
    belowOne: failed,
  }
}

ensureBuild({ skip: args['no-build'] === 'true' })
const server = await startServer({ port, cpu: null })
let chrome
let failed = false
try {
  const { jar } = await signIn(server)
  const pages = [
    { name: 'Landing', url: `${server.baseUrl}/`, headers: {} },
    { name: 'Dashboard', url: `${server.baseUrl}/dashboard`, headers: { Cookie: jar.header() } },
  ]
  const results = {}
  for (const page of pages) {
    // Lighthouse audits a running server, not the first request after boot:
    // a few plain requests first, so that the page's server-side rendering
    // code is loaded and compiled (the first SSR of a page takes ~1 s here).
    for (let warm = 0; warm < 3; warm++) {
      const response = await fetch(page.url, {
        headers: { Accept: 'text/html', ...page.headers },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`warm-up GET ${page.url}: ${response.status}`)
    }
    // A fresh browser (and profile) per page: Lighthouse does not clear
    // cookies, and the guest session cookie the Landing page sets would be
    // sent next to the signed-in one, so the Dashboard redirected to /login.
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    })
    const each = []
    for (let run = 0; run < runs; run++) {
      each.push(await audit(chrome, page.url, page.headers, `${page.name}-${run}`))
    }
    await chrome.kill()
    chrome = undefined
    const result = {
      performance: median(each.map((one) => one.performance)),
      accessibility: median(each.map((one) => one.accessibility)),
      runs: each,
    }
    results[page.name] = result
    for (const [category, target] of Object.entries(TARGETS)) {
      const score = result[category]
      const ok = score >= target
      if (!ok) failed = true
      console.log(
        `${ok ? 'ok  ' : 'MISS'} ${page.name} ${category}: ${Math.round(score * 100)} (target ≥ ${target * 100})`
      )
    }
    const last = each[each.length - 1]
    console.log(`     ${JSON.stringify(last.metrics)}`)
    if (last.belowOne.length) console.log(`     audits below 1: ${last.belowOne.join(', ')}`)
  }
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify({ profile: desktop ? 'desktop' : 'mobile', results }, null, 2)
    )
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await chrome?.kill()
  await server.stop()
}
process.exit(failed ? 1 : 0)
