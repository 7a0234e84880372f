import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  /*
  | Ace commands: the framework's, Lucid's, mail's and ours (commands/).
  */
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/bouncer/commands'),
  ],
  directories: {
    commands: 'commands',
  },

  /*
  | Service providers, in the order they register.
  */
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    // @adonisjs/vite's provider, without its dev server when serving a build (npm start).
    () => import('./providers/vite_provider.js'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    // Shield's and the static server's middleware once per process (after their providers).
    () => import('./providers/middleware_provider.js'),
  ],

  /*
  | Files imported before the server (or ace, or the test runner) starts.
  */
  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/events'),
    () => import('#start/validator'),
    () => import('#start/view'),
    () => import('#start/redis'),
    () => import('#start/realtime'),
    () => import('#start/jobs'),
    { file: () => import('#start/uploads'), environment: ['web', 'test'] },
    { file: () => import('#start/coach'), environment: ['web'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec(.ts|.js)'],
        name: 'unit',
        timeout: 2000,
      },
      {
        files: ['tests/functional/**/*.spec(.ts|.js)'],
        name: 'functional',
        timeout: 30000,
      },
      {
        files: ['tests/browser/**/*.spec(.ts|.js)'],
        name: 'browser',
        timeout: 60000,
      },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  /*
  | Vite runs inside the HTTP server (the @adonisjs/vite provider), never as a
  | second process started by the assembler.
  */
  assetsBundler: false,
  hooks: {
    onBuildStarting: [() => import('@adonisjs/vite/build_hook')],
    // build/.pacewise-build.json: which sources the build was made from (bin/start.js).
    onBuildCompleted: [() => import('./bin/lib/record_build_hook.js')],
  },
})
