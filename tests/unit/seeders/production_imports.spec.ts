/*
 * The demo data's simulation ships with the seeders, never with the server: nothing the
 * production server loads may import database/seeders or the simulation they run
 * (database/demo). A static scan of import specifiers
 * (static, dynamic and re-exports, type-only ones too) from the server's entry point, the
 * adonisrc file (providers, preloads) and everything under app/, start/ and config/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SUBPATHS = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>
)
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g

/** The project file a specifier names, or null for a package. */
function resolveSpecifier(importer: string, specifier: string): string | null {
  let target: string
  if (specifier.startsWith('#')) {
    const entry = SUBPATHS.find(([key]) => specifier.startsWith(key.replace('*', '')))
    if (!entry) return null
    const [key, value] = entry
    target = join(ROOT, value.replace('*', specifier.slice(key.indexOf('*'))))
  } else if (specifier.startsWith('.')) {
    target = resolve(dirname(importer), specifier)
  } else {
    return null
  }
  const candidates = [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, `${target}/index.ts`]
  return (
    candidates.find((candidate) => existsSync(candidate) && candidate.match(/\.[jt]sx?$/)) ?? null
  )
}

function sourceFilesUnder(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(ROOT, directory, file))
}

/** Seeders and the demo data they generate: never part of what the server loads. */
const SEED_ONLY = ['database/seeders/', 'database/demo/']
const isSeedOnly = (path: string) => SEED_ONLY.some((folder) => path.startsWith(folder))

/** Every project file reachable from the roots, and the imports into seed-only code from outside. */
function walk(roots: string[]) {
  const reached = new Set<string>()
  const intoSeeders: string[] = []
  const pending = [...roots]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, specifier)
      if (!target) continue
      if (!isSeedOnly(relative(ROOT, file)) && isSeedOnly(relative(ROOT, target))) {
        intoSeeders.push(`${relative(ROOT, file)} imports ${specifier}`)
      }
      pending.push(target)
    }
  }
  return { reached: [...reached].map((file) => relative(ROOT, file)), intoSeeders }
}

const SERVER_ROOTS = [
  join(ROOT, 'bin/server.ts'),
  join(ROOT, 'adonisrc.ts'),
  ...sourceFilesUnder('app'),
  ...sourceFilesUnder('start'),
  ...sourceFilesUnder('config'),
]

test.group('Production import graph', () => {
  test('nothing the server loads imports the seeders or their demo simulation', ({ assert }) => {
    const { reached, intoSeeders } = walk(SERVER_ROOTS)
    assert.deepEqual(intoSeeders, [])
    assert.deepEqual(reached.filter(isSeedOnly), [])
  })

  test('the scan follows subpath, relative and lazy imports', ({ assert }) => {
    const fromServer = walk([join(ROOT, 'bin/server.ts'), join(ROOT, 'adonisrc.ts')]).reached
    assert.include(fromServer, 'start/routes.ts') // adonisrc's lazy preloads
    assert.include(fromServer, 'app/services/process_guard.ts') // a #services/* subpath
    assert.isTrue(fromServer.some((file) => file.startsWith('app/controllers/'))) // lazy routes

    const fromSeeder = walk([join(ROOT, 'database/seeders/main_seeder.ts')]).reached
    assert.include(fromSeeder, 'database/demo/prng.ts')
  })
})
