/*
 * Pages type their props from the server: `InferPageProps<Controller, 'method'>` reads the
 * controller's `inertia.render` call, and the shared props come from config/inertia.ts (its
 * `SharedProps` augmentation). The client imports server modules with `import type` only, so
 * no server code reaches the bundle. For the controllers to typecheck in this project, it
 * loads what the server's own typecheck loads: the providers and preloads of adonisrc.ts
 * (their HttpContext, Request and VineJS augmentations) and the shared props' config.
 */
/// <reference types="@adonisjs/core/providers/vinejs_provider" />
/// <reference types="@adonisjs/lucid/database_provider" />
/// <reference types="@adonisjs/redis/redis_provider" />
/// <reference types="@adonisjs/inertia/inertia_middleware" />
/// <reference types="@adonisjs/auth/initialize_auth_middleware" />
/// <reference types="@adonisjs/session/session_middleware" />
/// <reference types="@adonisjs/shield/shield_middleware" />
/// <reference path="../../config/inertia.ts" />
