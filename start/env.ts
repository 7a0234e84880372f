/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
|
| Every variable the app reads is validated here and documented in
| .env.example. Defaults are the embedded ones (SQLite, in-process queue and
| realtime, log mailer, offline coach) so that a fresh machine needs nothing.
|
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_NAME: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  /** Reverse proxies allowed to set X-Forwarded-For/-Proto: IPs and CIDRs, comma-separated. */
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /** Accepted sign-ups per client IP per hour (start/limiter.ts). */
  REGISTRATION_LIMIT_PER_HOUR: Env.schema.number.optional(),
  /** Password-reset mails per recipient address per hour (config/account.ts). */
  PASSWORD_RESET_MAILS_PER_HOUR: Env.schema.number.optional(),
  /** Days the old address's link can undo an e-mail change (config/account.ts). */
  EMAIL_CHANGE_REVERT_DAYS: Env.schema.number.optional(),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),

  /*
  | Sessions
  */
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory', 'redis'] as const),

  /*
  | Database
  */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DATABASE: Env.schema.string.optional(),
  PG_PREPARED_STATEMENTS: Env.schema.boolean.optional(),

  /*
  | Redis (fan-out, queues, rate-limit store); unset = in process
  */
  REDIS_URL: Env.schema.string.optional(),
  /** Tests only: the rate-limit store's own database (default REDIS_URL's + 1), see config/redis.ts. */
  REDIS_LIMITER_DB: Env.schema.number.optional(),
  /** Realtime scale-out: key prefix, heartbeat, process TTL, dead-process check (ms). */
  REALTIME_REDIS_PREFIX: Env.schema.string.optional(),
  REALTIME_HEARTBEAT_MS: Env.schema.number.optional(),
  REALTIME_PROCESS_TTL_MS: Env.schema.number.optional(),
  REALTIME_REAP_MS: Env.schema.number.optional(),
  /** Realtime capacity per process: sockets, sockets per client address, unsent bytes per socket, frames per second and burst. */
  REALTIME_MAX_CONNECTIONS: Env.schema.number.optional(),
  REALTIME_MAX_CONNECTIONS_PER_IP: Env.schema.number.optional(),
  REALTIME_MAX_BUFFERED_BYTES: Env.schema.number.optional(),
  REALTIME_FRAMES_PER_SECOND: Env.schema.number.optional(),
  REALTIME_FRAME_BURST: Env.schema.number.optional(),
  QUEUE_DRIVER: Env.schema.enum.optional(['memory', 'redis'] as const),
  /** Jobs per process at once, per lane, with QUEUE_DRIVER=redis (docs/decisions/057). */
  QUEUE_INTERACTIVE_CONCURRENCY: Env.schema.number.optional(),
  QUEUE_BULK_CONCURRENCY: Env.schema.number.optional(),

  /*
  | Files
  */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  /** Where the fs disk keeps uploads (default storage/ in the project). */
  DRIVE_FS_ROOT: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  /** A deleted account's files: first retry delay, and the cap of its doubling (ms). */
  FILE_DELETION_RETRY_MS: Env.schema.number.optional(),
  FILE_DELETION_RETRY_MAX_MS: Env.schema.number.optional(),
  /** Activity file imports (docs/decisions/017): worker threads, heap cap (MB), timeout (s). */
  IMPORT_WORKERS: Env.schema.number.optional(),
  IMPORT_WORKER_MEMORY_MB: Env.schema.number.optional(),
  IMPORT_FILE_TIMEOUT_SECONDS: Env.schema.number.optional(),
  /** Multipart uploads (config/uploads.ts): their temp folder, and an import's size cap (MB). */
  UPLOADS_TMP_DIR: Env.schema.string.optional(),
  IMPORT_UPLOAD_MAX_MB: Env.schema.number.optional(),
  /** Data exports (docs/decisions/057): per athlete per 24 hours, the ZIP worker's heap cap (MB). */
  EXPORTS_PER_DAY: Env.schema.number.optional(),
  EXPORT_WORKER_MEMORY_MB: Env.schema.number.optional(),

  /*
  | Mail
  */
  MAIL_MAILER: Env.schema.enum.optional(['log', 'smtp'] as const),
  MAIL_FROM: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),

  /*
  | Realtime (Pusher protocol)
  */
  PUSHER_APP_ID: Env.schema.string.optional(),
  PUSHER_APP_KEY: Env.schema.string.optional(),
  PUSHER_APP_SECRET: Env.schema.string.optional(),
  PUSHER_HOST: Env.schema.string.optional(),
  PUSHER_PORT: Env.schema.number.optional(),
  PUSHER_SCHEME: Env.schema.enum.optional(['http', 'https'] as const),

  /*
  | Coach
  */
  COACH_PROVIDER: Env.schema.enum.optional([
    'offline',
    'openai',
    'anthropic',
    'openai-compatible',
  ] as const),
  COACH_MODEL: Env.schema.string.optional(),
  COACH_BASE_URL: Env.schema.string.optional(),
  COACH_API_KEY: Env.schema.string.optional(),

  /*
  | Billing and connected apps (unset = hidden / admin-granted)
  */
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: Env.schema.string.optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: Env.schema.string.optional(),
  STRIPE_API_BASE_URL: Env.schema.string.optional(),
  /** Plan catalogue (config/billing.ts): currency, prices in cents, trial, coach messages per day. */
  BILLING_CURRENCY: Env.schema.string.optional(),
  BILLING_PRICE_MONTHLY_CENTS: Env.schema.number.optional(),
  BILLING_PRICE_YEARLY_CENTS: Env.schema.number.optional(),
  BILLING_TRIAL_DAYS: Env.schema.number.optional(),
  BILLING_FREE_COACH_MESSAGES_PER_DAY: Env.schema.number.optional(),
  BILLING_PREMIUM_COACH_MESSAGES_PER_DAY: Env.schema.number.optional(),
  STRAVA_CLIENT_ID: Env.schema.string.optional(),
  STRAVA_CLIENT_SECRET: Env.schema.string.optional(),
  STRAVA_WEBHOOK_VERIFY_TOKEN: Env.schema.string.optional(),
  STRAVA_API_BASE_URL: Env.schema.string.optional(),

  /*
  | Maps
  */
  MAP_TILE_URL: Env.schema.string.optional(),
  MAP_ATTRIBUTION: Env.schema.string.optional(),

  /*
  | Development server behind a TLS proxy: Vite's HMR socket (read by vite.config.ts)
  */
  VITE_HMR_PORT: Env.schema.number.optional(),
  VITE_HMR_CLIENT_PORT: Env.schema.number.optional(),
  VITE_HMR_PROTOCOL: Env.schema.enum.optional(['ws', 'wss'] as const),
  VITE_HMR_HOST: Env.schema.string.optional(),
  VITE_HMR_PATH: Env.schema.string.optional(),

  /*
  | Benchmarks (bench/): registers GET /__bench/bare, a route that does nothing
  */
  BENCH_BARE_ROUTE: Env.schema.boolean.optional(),
  /*
  | Benchmarks: append every SQL statement (JSON lines: sql, bindings, ms) to this file
  */
  DB_QUERY_LOG: Env.schema.string.optional(),
})
