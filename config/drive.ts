import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Original activity files and exports. Local disk by default (storage/, never
 * served directly: downloads go through authorized routes); any S3-compatible
 * store with DRIVE_DISK=s3.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),

  services: {
    fs: services.fs({
      location: app.makePath(env.get('DRIVE_FS_ROOT') || 'storage'),
      serveFiles: false,
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID') || '',
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') || '',
      },
      region: env.get('S3_REGION') || 'us-east-1',
      bucket: env.get('S3_BUCKET') || 'pacewise',
      endpoint: env.get('S3_ENDPOINT') || undefined,
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? true,
      visibility: 'private',
    }),
  },
})

export default driveConfig

/**
 * The removal of a deleted account's files retries after `retryMs`, doubling up to `maxRetryMs`
 * (docs/decisions/056-account-files-deleted-by-a-job.md).
 */
export const fileDeletion = {
  retryMs: env.get('FILE_DELETION_RETRY_MS') ?? 30_000,
  maxRetryMs: env.get('FILE_DELETION_RETRY_MAX_MS') ?? 3_600_000,
}

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
