import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import { importRuleConfigs } from './bin/lib/architecture_rules.js'
import { functionLengthConfigs } from './bin/lib/function_length.js'

/**
 * bench/ is plain Node ESM JavaScript (run without ts-node): the app's rules
 * minus the TypeScript-only ones, plus the core checks TypeScript would give.
 */
const javascriptRules = Object.fromEntries(
  Object.entries(RULES_LIST).filter(([rule]) => !rule.startsWith('@typescript-eslint/'))
)
const nodeGlobals = Object.fromEntries(
  [
    'AbortSignal',
    'Blob',
    'FormData',
    'performance',
    'Buffer',
    'URL',
    'URLSearchParams',
    'clearTimeout',
    'console',
    'fetch',
    'process',
    'setTimeout',
  ].map((name) => [name, 'readonly'])
)

export default configApp(
  {
    ignores: ['build/**', 'public/assets/**', 'tmp/**', 'storage/**', 'node_modules/**'],
  },
  {
    // The AdonisJS preset lints *.ts only: apply the same rules to the
    // client's React components.
    name: 'Client components (TSX)',
    files: ['inertia/**/*.tsx'],
    rules: RULES_LIST,
  },
  {
    // Page files are named after their page (`Auth/Login.tsx`), by design.
    name: 'Page names',
    files: ['inertia/pages/**/*.tsx'],
    rules: { '@unicorn/filename-case': 'off' },
  },
  // What may import what (docs/architecture.md#what-may-import-what): one
  // no-restricted-imports entry per row of that table, built from the same source as the
  // table itself, with today's named exceptions. The client, for one, imports server modules
  // with `import type` only (pure #domain/* code is shared on purpose, vite.config.ts).
  ...importRuleConfigs(),
  // No function over 80 lines in production code, tests aside (docs/architecture.md#conventions),
  // with today's temporary exceptions capped at their current length.
  ...functionLengthConfigs(),
  {
    name: 'Benchmarks (plain JavaScript)',
    files: ['bench/**/*.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: nodeGlobals },
    rules: {
      ...javascriptRules,
      'no-undef': 'error',
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-redeclare': 'error',
      'no-dupe-keys': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  }
)
