#!/usr/bin/env node
/*
 * The Landing page's product image: a screenshot of the demo athlete's
 * Dashboard, written as WebP in two widths to public/images/dashboard-<w>.webp.
 *
 *   npm start                                  # wait until the demo history is imported
 *   node bench/landing_screenshot.js [--url=http://localhost:3333]
 *
 * Signs in as the demo athlete in headless Chromium (bench/lib/chromium.js's
 * flags), waits until the Dashboard no longer says that the history is being
 * imported, takes a 1280×800 screenshot and encodes it with Chromium's own
 * WebP encoder (canvas.toDataURL), so no image library is needed.
 */
/* global document, Image -- the functions given to page.evaluate run in Chromium */
import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/paths.js'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=')
    return [key, value ?? 'true']
  })
)
const baseUrl = (args.url ?? 'http://localhost:3333').replace(/\/$/, '')
const WIDTHS = [1280, 720, 640]
const QUALITY = 0.8
const outDir = join(ROOT, 'public', 'images')

const { chromium } = await import('playwright')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('E-mail address').fill('athlete@pacewise.test')
  await page.getByLabel('Password', { exact: true }).fill('pacewise')
  await page.getByRole('button', { name: /sign in|log in/i }).click()
  await page.waitForURL(`${baseUrl}/dashboard`)
  // The history must be in: the banner goes once the import is done
  // (--while-importing: take the Dashboard as it is, banner included).
  if (args['while-importing'] !== 'true') {
    await page.waitForFunction(() => !document.body.innerText.includes('demo history'), undefined, {
      timeout: 30 * 60_000,
      polling: 1000,
    })
  }
  await page.waitForLoadState('networkidle')
  const png = await page.screenshot({ type: 'png' })

  const encoded = await page.evaluate(
    async ({ dataUrl, widths, quality }) => {
      const image = new Image()
      image.src = dataUrl
      await image.decode()
      return widths.map((width) => {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = Math.round((image.height * width) / image.width)
        const context2d = canvas.getContext('2d')
        context2d.imageSmoothingQuality = 'high'
        context2d.drawImage(image, 0, 0, canvas.width, canvas.height)
        return { width, data: canvas.toDataURL('image/webp', quality) }
      })
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, widths: WIDTHS, quality: QUALITY }
  )
  mkdirSync(outDir, { recursive: true })
  for (const { width, data } of encoded) {
    if (!data.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP')
    const bytes = Buffer.from(data.slice(data.indexOf(',') + 1), 'base64')
    const file = join(outDir, `dashboard-${width}.webp`)
    writeFileSync(file, bytes)
    console.log(`${file}: ${(bytes.length / 1000).toFixed(1)} kB`)
  }
} finally {
  await browser.close()
}
