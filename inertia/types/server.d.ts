/*
 * Pages type their props from the server: `InferPageProps<Controller, 'method'>` reads the
 * controller's `inertia.render` call and adds the shared props of config/inertia.ts (its
 * `SharedProps` augmentation). The client imports server modules with `import type` only, so
 * no server code reaches the bundle (docs/decisions/023-page-props-typed-from-the-server.md).
 * For the controllers the pages import to typecheck in this project, it loads the
 * augmentations they rely on: the providers' and middleware's below (`request.validateUsing`,
 * Lucid's VineJS rules, the Redis bindings, `ctx.inertia`, `ctx.auth`, `ctx.bouncer`, the session, CSRF),
 * and the app's own in config/ (inertia/tsconfig.json includes it).
 */
/// <reference types="@adonisjs/core/providers/vinejs_provider" />
/// <reference types="@adonisjs/lucid/database_provider" />
/// <reference types="@adonisjs/redis/redis_provider" />
/// <reference types="@adonisjs/inertia/inertia_middleware" />
/// <reference types="@adonisjs/auth/initialize_auth_middleware" />
/// <reference types="@adonisjs/session/session_middleware" />
/// <reference types="@adonisjs/shield/shield_middleware" />
/// <reference path="../../config/inertia.ts" />
/// <reference path="../../app/middleware/initialize_bouncer_middleware.ts" />
