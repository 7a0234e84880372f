import { defineConfig } from '@adonisjs/static'

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  /**
   * Built assets carry a content hash in their names: cache them for a year.
   */
  headers: (path) => {
    if (path.includes('/assets/')) {
      return { 'Cache-Control': 'public, max-age=31536000, immutable' }
    }
    return {}
  },
})

export default staticServerConfig
