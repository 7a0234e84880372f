import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/*
 * Pages type their props from their controllers (InferPageProps, see
 * inertia/types/server.d.ts), so the client typecheck fails when a page reads a prop its
 * controller does not send. The real pages are checked by `npm run typecheck` (client
 * project), which `npm test` runs; this file proves the check bites, on a fixture, and that
 * every page with props takes them from the server.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const fixtures = join(root, 'tests/fixtures/page_props')

/** In-memory sources (never on disk, so neither project's typecheck sees the broken page). */
const sources: Record<string, string> = {
  [join(fixtures, 'greetings_controller.ts')]: `
    import type { HttpContext } from '@adonisjs/core/http'
    export default class GreetingsController {
      async show({ inertia }: HttpContext) {
        return inertia.render('Greeting', { name: 'Ada', visits: 3 })
      }
    }
  `,
  [join(fixtures, 'Agrees.tsx')]: `
    import type { InferPageProps } from '@adonisjs/inertia/types'
    import type GreetingsController from './greetings_controller'
    export default function Agrees({ name, visits }: InferPageProps<GreetingsController, 'show'>) {
      return <p>{name.toUpperCase()} {visits.toFixed(0)}</p>
    }
  `,
  [join(fixtures, 'Disagrees.tsx')]: `
    import type { InferPageProps } from '@adonisjs/inertia/types'
    import type GreetingsController from './greetings_controller'
    export default function Disagrees(props: InferPageProps<GreetingsController, 'show'>) {
      return <p>{props.nickname}</p>
    }
  `,
  // The HttpContext augmentation `ctx.inertia` (what inertia/types/server.d.ts loads for the
  // client project, cut down to what the fixture controller needs).
  [join(fixtures, 'server.d.ts')]: `/// <reference types="@adonisjs/inertia/inertia_middleware" />`,
}

/**
 * The client project's compiler options (inertia/tsconfig.json) on the fixtures only: one
 * program of about 500 files, nearly all of them the adapter's and the framework's types.
 */
function typecheckFixtures() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'inertia/tsconfig.json'),
    { types: [] },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }
  )!
  const host = ts.createCompilerHost(parsed.options)
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.readFile = (name) => sources[name] ?? readFile(name)
  host.fileExists = (name) => name in sources || fileExists(name)
  const directoryExists = host.directoryExists?.bind(host)
  host.directoryExists = (name) => name === fixtures || (directoryExists?.(name) ?? true)
  host.getSourceFile = (name, version, onError, create) =>
    name in sources
      ? ts.createSourceFile(name, sources[name], version, true)
      : getSourceFile(name, version, onError, create)
  const program = ts.createProgram(Object.keys(sources), parsed.options, host)
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? relative(fixtures, diagnostic.file.fileName) : null,
    code: diagnostic.code,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }))
}

/** Page files (inertia/pages/**), relative to inertia/pages. */
function pageFiles(dir = join(root, 'inertia/pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pageFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : []
  )
}

test.group('Page props typed from the server', () => {
  test('a page reading a prop its controller does not send fails the typecheck', ({ assert }) => {
    const diagnostics = typecheckFixtures()
    assert.deepEqual(
      diagnostics.map(({ file, code }) => ({ file, code })),
      [{ file: 'Disagrees.tsx', code: 2339 }]
    )
    assert.match(diagnostics[0].message, /Property 'nickname' does not exist/)
  }).timeout(30_000)

  test('every page with props takes them from its controller or a server DTO', ({ assert }) => {
    const untyped = pageFiles().filter((file) => {
      const source = readFileSync(file, 'utf8')
      const signature = /export default function \w+\(([^)]*)\)/.exec(source)
      const takesProps = Boolean(signature && signature[1].trim())
      // Error is rendered by the exception handler, not a controller: ErrorPageProps.
      return takesProps && !/InferPageProps<|ErrorPageProps/.test(source)
    })
    assert.deepEqual(untyped, [])
  })
})
