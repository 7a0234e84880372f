/*
 * Chromium for the benches that time client-side work (charts): headless, with the flags this
 * machine needs, and a tab that carries a signed-in cookie jar (bench/lib/http.js).
 */

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Runs `work(tab)` in a fresh headless Chromium signed in with `jar`; closes it afterwards. */
export async function withSignedInTab(baseUrl, jar, work) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  })
  try {
    const context = await browser.newContext()
    const { hostname } = new URL(baseUrl)
    await context.addCookies(
      jar
        .header()
        .split('; ')
        .map((pair) => {
          const eq = pair.indexOf('=')
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: hostname, path: '/' }
        })
    )
    return await work(await context.newPage())
  } finally {
    await browser.close()
  }
}

/** Loads `url` `runs` times and reads the figure the page publishes as `window[name]`, ms. */
export async function timedRenders(tab, url, name, runs) {
  const renders = []
  for (let i = 0; i < runs; i++) {
    await tab.goto(url)
    const value = await tab.waitForFunction((global) => globalThis[global], name, {
      timeout: 30_000,
    })
    renders.push(await value.jsonValue())
  }
  return renders
}
