import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const BUILD_DIR = join(ROOT, 'build')
export const ASSETS_DIR = join(BUILD_DIR, 'public', 'assets')
export const MANIFEST_PATH = join(ASSETS_DIR, '.vite', 'manifest.json')
