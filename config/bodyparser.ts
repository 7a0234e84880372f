import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  /**
   * Multipart is never read here: only a route with the `uploads` middleware reads it,
   * after auth and the CSRF check, with its own size cap; every other route answers 415
   * (app/middleware/uploads_middleware.ts, docs/security.md#uploads).
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '200mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
