import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import inertia from '@adonisjs/inertia/client'
import adonisjs from '@adonisjs/vite/client'
import { devServerOptionsFromEnv } from './config/vite.js'

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) sibling of every
 * built text asset of at least 1 kB, once at build time, so that the server
 * sends them compressed without compressing per request
 * (app/middleware/static_files_middleware.ts,
 * docs/decisions/036-text-compression.md).
 */
function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'pacewise:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir
    },
    closeBundle() {
      if (!outDir) return
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true })
          .filter((entry) => !entry.name.startsWith('.'))
          .flatMap((entry) =>
            entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]
          )
      for (const file of walk(outDir)) {
        if (!/\.(m?js|css|svg|json)$/.test(file) || statSync(file).size < 1024) continue
        const body = readFileSync(file)
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        )
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

export default defineConfig({
  plugins: [
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    tailwindcss(),
    adonisjs({ entrypoints: ['inertia/app/app.tsx'], reload: ['resources/views/**/*.edge'] }),
    precompressAssets(),
  ],

  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      // Pure domain code (units, science) is shared with the server.
      '#domain/': `${import.meta.dirname}/app/domain/`,
      // Only ever called for an error message qs never causes: inertia/vendor/object_inspect.cjs.
      'object-inspect': `${import.meta.dirname}/inertia/vendor/object_inspect.cjs`,
    },
  },

  // Tests start their own servers (sometimes several at once): no hot reload
  // and no WebSocket server, so they never compete for Vite's HMR port.
  // Otherwise the HMR socket's address comes from VITE_HMR_* (config/vite.ts),
  // for `npm run dev` behind a TLS proxy.
  server:
    process.env.NODE_ENV === 'test'
      ? { hmr: false, ws: false }
      : devServerOptionsFromEnv(process.env),

  // Pre-bundle the client's dependencies up front, so that a first visit never
  // triggers a re-optimisation and reload; one cache per environment and port
  // keeps parallel dev and test servers from overwriting each other's.
  cacheDir: `node_modules/.vite/${process.env.NODE_ENV ?? 'development'}-${process.env.PORT ?? '3333'}`,
  optimizeDeps: {
    entries: ['inertia/app/app.tsx', 'inertia/pages/**/*.tsx'],
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@inertiajs/react',
      'axios',
      'ziggy-js',
      '@radix-ui/react-dialog',
      'laravel-echo',
      'pusher-js',
    ],
  },

  build: {
    // The realtime client and charts arrive with later features as lazy
    // chunks; nothing heavy belongs in the entry.
    chunkSizeWarningLimit: 600,
  },
})
