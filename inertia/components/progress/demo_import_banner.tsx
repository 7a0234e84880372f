import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import type { DemoImportDto } from '#dtos/import_job'

/** How often the Dashboard asks how far the demo import is (ms). */
const POLL_MS = 2000

/**
 * The demo athlete's history arriving in the background (`npm start`):
 * "Importing your demo history: 120 / 491", refreshed by polling the
 * Dashboard's `demoImport` prop, and the whole Dashboard reloaded once it is
 * done so that the new activities show.
 */
export default function DemoImportBanner({ progress }: { progress: DemoImportDto | null }) {
  const running = progress !== null
  const wasRunning = useRef(running)

  useEffect(() => {
    if (!running) {
      if (wasRunning.current) router.reload()
      wasRunning.current = false
      return
    }
    wasRunning.current = true
    const timer = setInterval(() => router.reload({ only: ['demoImport'] }), POLL_MS)
    return () => clearInterval(timer)
  }, [running])

  if (!progress) return null
  const label =
    progress.phase === 'preparing'
      ? 'Preparing your demo history (training files)'
      : 'Importing your demo history'
  return (
    <div
      role="status"
      aria-live="polite"
      className="mb-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-800 ring-1 ring-brand-100"
    >
      <p>
        {label}: {progress.processed} / {progress.total || '…'}
      </p>
      <progress
        className="mt-2 h-2 w-full"
        aria-label={label}
        max={progress.total || 1}
        value={progress.processed}
      />
    </div>
  )
}
