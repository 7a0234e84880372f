import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from '@japa/runner'
import {
  BUILD_OUTPUTS,
  installBuildSkipReason,
  sourceFingerprint,
  staleReason,
  writeBuildRecord,
} from '../../bin/lib/build_freshness.js'

/** A project with sources and a complete build recorded from them. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'pacewise-freshness-'))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  write('app/models/user.ts', 'export class User {}')
  write('inertia/pages/Landing.tsx', 'export default function Landing() {}')
  write('package-lock.json', '{}')
  write('public/favicon.svg', '<svg/>')
  const buildDir = join(root, 'build')
  for (const output of BUILD_OUTPUTS) write(`build/${output}`, 'built')
  writeBuildRecord(root, buildDir)
  return { root, buildDir, write, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}

test.group('Build freshness (npm start)', () => {
  test('a build recorded from the sources as they are is fresh', ({ assert, cleanup }) => {
    const { root, buildDir, cleanup: remove } = project()
    cleanup(remove)
    assert.isNull(staleReason(root, buildDir))
  })

  test('an edited, added or deleted source makes it stale', ({ assert, cleanup }) => {
    for (const change of ['edit', 'add', 'delete'] as const) {
      const { root, buildDir, write, cleanup: remove } = project()
      cleanup(remove)
      if (change === 'edit') write('app/models/user.ts', 'export class User { id = 1 }')
      if (change === 'add') write('start/routes.ts', 'router.get("/", () => "")')
      if (change === 'delete') unlinkSync(join(root, 'inertia/pages/Landing.tsx'))
      assert.equal(staleReason(root, buildDir), 'the sources changed since the last build', change)
    }
  })

  test('a touched file, or files the dev server writes, change nothing', ({ assert, cleanup }) => {
    const { root, buildDir, write, cleanup: remove } = project()
    cleanup(remove)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(root, 'app/models/user.ts'), later, later)
    write('public/assets/app-123.js', 'console.log(1)')
    write('public/hot', 'http://localhost:5173')
    write('tmp/db.sqlite3', 'data')
    assert.isNull(staleReason(root, buildDir))
  })

  test('a missing output or record means there is no usable build', ({ assert, cleanup }) => {
    const { root, buildDir, cleanup: remove } = project()
    cleanup(remove)
    unlinkSync(join(buildDir, '.pacewise-build.json'))
    assert.equal(
      staleReason(root, buildDir),
      'the build does not record which sources it was made from'
    )
    unlinkSync(join(buildDir, 'ssr/ssr.js'))
    assert.match(staleReason(root, buildDir)!, /no complete build \(ssr\/ssr\.js is missing\)/)
  })

  test('the fingerprint depends on paths and contents, not on the order of listing', ({
    assert,
    cleanup,
  }) => {
    const a = project()
    const b = project()
    cleanup(a.cleanup)
    cleanup(b.cleanup)
    assert.equal(sourceFingerprint(a.root).fingerprint, sourceFingerprint(b.root).fingerprint)
    assert.equal(sourceFingerprint(a.root).files, 4)
    b.write('app/models/user.ts', 'export class User {} ')
    assert.notEqual(sourceFingerprint(a.root).fingerprint, sourceFingerprint(b.root).fingerprint)
  })
})

test.group('Build at npm install (bin/prepare.js)', () => {
  const install = { npm_command: 'install' }

  test('a plain npm install in a source tree without a build builds', ({ assert, cleanup }) => {
    const { root, buildDir, write, cleanup: remove } = project()
    cleanup(remove)
    write('vite.config.ts', 'export default {}')
    rmSync(buildDir, { recursive: true })
    assert.isNull(installBuildSkipReason(install, root))
    // An incomplete build counts as none.
    write(`build/${BUILD_OUTPUTS[0]}`, 'built')
    assert.isNull(installBuildSkipReason(install, root))
  })

  test('npm ci, CI, the opt-out, a build tree and an existing build never build', ({
    assert,
    cleanup,
  }) => {
    const { root, buildDir, write, cleanup: remove } = project()
    cleanup(remove)
    assert.equal(installBuildSkipReason(install, root), 'not the source tree')
    write('vite.config.ts', 'export default {}')
    // A stale build is left to npm start.
    write('app/models/user.ts', 'export class User { id = 1 }')
    assert.equal(installBuildSkipReason(install, root), 'there is a build')
    rmSync(buildDir, { recursive: true })
    assert.equal(installBuildSkipReason({ npm_command: 'ci' }, root), 'not `npm install`')
    assert.equal(installBuildSkipReason({ ...install, CI: 'true' }, root), 'CI is set')
    assert.equal(
      installBuildSkipReason({ ...install, PACEWISE_SKIP_BUILD: '1' }, root),
      'PACEWISE_SKIP_BUILD=1'
    )
  })
})
