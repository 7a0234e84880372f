import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import inertia from '@adonisjs/inertia/client'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    tailwindcss(),
    adonisjs({ entrypoints: ['inertia/app/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],

  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },

  // Tests start their own servers (sometimes several at once): no hot reload
  // and no WebSocket server, so they never compete for Vite's HMR port.
  server: process.env.NODE_ENV === 'test' ? { hmr: false, ws: false } : {},

  build: {
    // The realtime client and charts arrive with later features as lazy
    // chunks; nothing heavy belongs in the entry.
    chunkSizeWarningLimit: 600,
  },
})
