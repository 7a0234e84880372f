import { configApp, RULES_LIST } from '@adonisjs/eslint-config'

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
