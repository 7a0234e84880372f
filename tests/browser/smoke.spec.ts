import { test } from '@japa/runner'

test('smoke', async ({ visit }) => {
  const page = await visit('/')
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()))
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
  await page.waitForTimeout(3000)
  console.log(await page.title())
  await page.assertTextContains('h1', 'Train smarter')
  const p2 = await visit('/login')
  p2.on('console', (m) => console.log('CONSOLE2', m.type(), m.text()))
  await p2.waitForTimeout(5000)
  console.log(await p2.title(), await p2.locator('h1').textContent())
}).timeout(60000)
