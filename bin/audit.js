#!/usr/bin/env node
/*
 * `npm run audit:prod` (and CI, .ci/run): `npm audit --omit=dev` over the
 * dependencies a deployment installs. Exits 1 when one of them has a known
 * high or critical advisory, listing each; 0 otherwise, and 0 (saying so) when
 * the registry's audit service cannot be reached or does not answer, so that
 * an offline build is not blocked. Lower findings are printed, not fatal.
 * Current findings and what was done about them: docs/security.md.
 *
 *   --report=FILE  judge a saved `npm audit --json` output instead of asking
 *                  the registry (used by tests/unit/audit_script.spec.ts)
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const FATAL = ['critical', 'high']
const TIMEOUT_MS = 120_000

const reportArg = process.argv.slice(2).find((arg) => arg.startsWith('--report='))
let stdout
let failure = null
if (reportArg) {
  stdout = readFileSync(reportArg.slice('--report='.length), 'utf8')
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  })
  stdout = result.stdout ?? ''
  if (result.error) failure = result.error.message
}

let report = null
try {
  report = JSON.parse(stdout)
} catch {
  // not a report: handled below
}
const counts = report?.metadata?.vulnerabilities
if (!counts || typeof counts !== 'object') {
  const reason = failure ?? report?.message ?? report?.error?.summary ?? 'no audit report'
  console.log(`npm audit: could not check the dependencies (${oneLine(reason)}); not failing.`)
  process.exit(0)
}

const findings = Object.values(report.vulnerabilities ?? {}).map((entry) => ({
  name: String(entry.name),
  severity: String(entry.severity),
  range: String(entry.range ?? ''),
  advisories: (entry.via ?? [])
    .filter((via) => typeof via === 'object' && via !== null)
    .map((via) => `${via.title ?? 'advisory'} (${via.url ?? 'no link'})`),
}))
for (const finding of findings) {
  const mark = FATAL.includes(finding.severity) ? 'FAIL' : 'note'
  console.log(`${mark} ${finding.severity} ${finding.name} ${finding.range}`)
  for (const advisory of finding.advisories) console.log(`     ${advisory}`)
}
const fatal = FATAL.reduce((sum, level) => sum + Number(counts[level] ?? 0), 0)
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${Number(counts[level] ?? 0)} ${level}`)
  .join(', ')
console.log(`npm audit --omit=dev: ${summary}.`)
if (fatal > 0) {
  console.log(`Fix the high/critical findings above (docs/security.md says how).`)
  process.exit(1)
}

function oneLine(text) {
  return String(text).replace(/\s+/g, ' ').slice(0, 200)
}
