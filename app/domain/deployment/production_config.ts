/**
 * What a production deployment must not run with: the development secrets
 * that ship in the repository (anyone can read them, so anyone could sign
 * cookies or realtime channel subscriptions with them) and the log mailer
 * (which keeps password-reset links in the log instead of sending them).
 *
 * Pure: it reads the variables it is given and returns every problem found,
 * so that an operator fixes them all in one go. See
 * docs/decisions/014-production-refuses-development-secrets.md.
 */

/** The realtime credentials config/realtime.ts falls back to in development. */
export const DEVELOPMENT_PUSHER_CREDENTIALS = {
  appId: 'pacewise',
  key: 'pacewise-key',
  secret: 'pacewise-secret',
} as const

/** APP_KEY values committed to the repository (.env.test). */
export const DEVELOPMENT_APP_KEYS: readonly string[] = ['test-key-not-secret-0123456789abcdef']

/** Shortest accepted APP_KEY and PUSHER_APP_SECRET (`node ace generate:key` makes 32). */
export const MIN_SECRET_LENGTH = 32

/**
 * Least accepted information content of a secret, in bits, estimated from its
 * own character frequencies (Shannon, 1948). 32 random hexadecimal characters
 * (128 bits) estimate at 92 bits or more; `aaaa…` at 0 and `abab…` at 32.
 */
export const MIN_SECRET_BITS = 80

export interface ProductionConfigProblem {
  /** The environment variable to change. */
  variable: string
  /** What is wrong with its value. */
  problem: string
  /** How to make a good value. */
  fix: string
}

export type EnvironmentValues = Readonly<Record<string, string | undefined>>

const GENERATE_KEY = 'run `node ace generate:key --show` and set APP_KEY to the key it prints'
const PUSHER_CREDENTIALS =
  'run `node ace pusher:credentials` and set the PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET lines it prints'
const SMTP =
  'set MAIL_MAILER=smtp and SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USERNAME, SMTP_PASSWORD (and MAIL_FROM) for your mail server'

/**
 * Every reason the given environment is not fit for production, in the order
 * of .env.example; an empty list when it is.
 */
export function productionConfigProblems(env: EnvironmentValues): ProductionConfigProblem[] {
  const problems: ProductionConfigProblem[] = []

  const appKey = valueOf(env, 'APP_KEY')
  const appKeyProblem =
    appKey === null
      ? 'is not set'
      : DEVELOPMENT_APP_KEYS.includes(appKey)
        ? 'is the development/test key committed to the repository'
        : weakSecretReason(appKey)
  if (appKeyProblem)
    problems.push({ variable: 'APP_KEY', problem: appKeyProblem, fix: GENERATE_KEY })

  const mailer = valueOf(env, 'MAIL_MAILER') ?? 'log'
  if (mailer === 'log') {
    problems.push({
      variable: 'MAIL_MAILER',
      problem:
        valueOf(env, 'MAIL_MAILER') === null
          ? 'is not set, so the development log mailer is used: e-mails would only be written to the log'
          : 'is "log", the development mailer: e-mails would only be written to the log',
      fix: SMTP,
    })
  } else if (mailer === 'smtp' && valueOf(env, 'SMTP_HOST') === null) {
    problems.push({ variable: 'SMTP_HOST', problem: 'is not set (MAIL_MAILER=smtp)', fix: SMTP })
  }

  const pusherKey = valueOf(env, 'PUSHER_APP_KEY')
  if (pusherKey === null || pusherKey === DEVELOPMENT_PUSHER_CREDENTIALS.key) {
    problems.push({
      variable: 'PUSHER_APP_KEY',
      problem:
        pusherKey === null
          ? `is not set, so the public development key "${DEVELOPMENT_PUSHER_CREDENTIALS.key}" is used`
          : `is the public development key "${DEVELOPMENT_PUSHER_CREDENTIALS.key}"`,
      fix: PUSHER_CREDENTIALS,
    })
  }

  const pusherSecret = valueOf(env, 'PUSHER_APP_SECRET')
  const pusherSecretProblem =
    pusherSecret === null
      ? `is not set, so the public development secret "${DEVELOPMENT_PUSHER_CREDENTIALS.secret}" is used: anyone could sign private channel subscriptions`
      : pusherSecret === DEVELOPMENT_PUSHER_CREDENTIALS.secret
        ? `is the public development secret "${DEVELOPMENT_PUSHER_CREDENTIALS.secret}": anyone could sign private channel subscriptions`
        : pusherSecret === appKey
          ? 'is the same as APP_KEY'
          : weakSecretReason(pusherSecret)
  if (pusherSecretProblem) {
    problems.push({
      variable: 'PUSHER_APP_SECRET',
      problem: pusherSecretProblem,
      fix: PUSHER_CREDENTIALS,
    })
  }

  return problems
}

/** The problems as one message for the operator: each variable, what is wrong, how to fix it. */
export function formatProductionConfigProblems(problems: ProductionConfigProblem[]): string {
  const lines = problems.map(
    ({ variable, problem, fix }) => `  - ${variable} ${problem}.\n    Fix: ${fix}.`
  )
  return [
    `Refusing to start in production (NODE_ENV=production): ${problems.length} setting${problems.length === 1 ? '' : 's'} to fix.`,
    ...lines,
    'See "Deploy" in README.md.',
  ].join('\n')
}

/** Why a secret is too weak to sign with, or null when it is not. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < MIN_SECRET_LENGTH) {
    return `is ${secret.length} characters long; it needs at least ${MIN_SECRET_LENGTH} random characters`
  }
  if (repeatsAShorterUnit(secret) || mostlySequential(secret)) {
    return 'is a repeated or sequential pattern, not random characters'
  }
  if (estimatedBits(secret) < MIN_SECRET_BITS) {
    return 'has too few different characters to be random (low entropy)'
  }
  return null
}

/** Shannon entropy of the secret's own character frequencies, times its length. */
export function estimatedBits(secret: string): number {
  const chars = [...secret]
  const counts = new Map<string, number>()
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1)
  let bitsPerChar = 0
  for (const count of counts.values()) {
    const p = count / chars.length
    bitsPerChar -= p * Math.log2(p)
  }
  return bitsPerChar * chars.length
}

/** `abcabcabc…`: the secret is a shorter string repeated (the last copy may be cut). */
function repeatsAShorterUnit(secret: string): boolean {
  for (let period = 1; period <= secret.length / 2; period++) {
    let repeats = true
    for (let i = period; i < secret.length && repeats; i++) {
      repeats = secret[i] === secret[i - period]
    }
    if (repeats) return true
  }
  return false
}

/**
 * `abcdef…`, `aaab…`: at least three quarters of the neighbouring characters
 * are equal or consecutive. In random hexadecimal about 17 % of neighbours
 * are (44 of 256 pairs), so half of them, the earlier threshold, still
 * happened to one random 32-character key in 80,000; three quarters happens
 * to fewer than one in 10^12.
 */
function mostlySequential(secret: string): boolean {
  let steps = 0
  for (let i = 1; i < secret.length; i++) {
    const diff = Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1))
    if (diff <= 1) steps++
  }
  return steps * 4 >= (secret.length - 1) * 3
}

/** The variable's value, or null when it is unset or blank. */
function valueOf(env: EnvironmentValues, name: string): string | null {
  const value = env[name]
  return value === undefined || value.trim() === '' ? null : value
}
