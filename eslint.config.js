import { configApp } from '@adonisjs/eslint-config'

export default configApp({
  ignores: ['build/**', 'public/assets/**', 'tmp/**', 'storage/**', 'node_modules/**'],
})
