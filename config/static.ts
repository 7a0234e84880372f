import { defineConfig } from '@adonisjs/static'

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  /**
   * Built assets carry a content hash in their names: cache them for a year.
   * They also exist precompressed (app/middleware/static_files_middleware.ts),
   * so the plain file is one variant of several: Vary on Accept-Encoding.
   */
  headers: (path) => {
    if (path.includes('/assets/')) {
      return { 'Cache-Control': 'public, max-age=31536000, immutable', 'Vary': 'Accept-Encoding' }
    }
    return {}
  },
})

export default staticServerConfig
