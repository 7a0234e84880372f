import env from '#start/env'

/**
 * "Download all my data" (docs/decisions/057-bounded-data-exports.md): how many exports an
 * athlete may ask for in 24 hours (one at a time in any case), and the heap cap of the worker
 * thread that writes the ZIP.
 */
export const exportsConfig = {
  perDay: env.get('EXPORTS_PER_DAY') ?? 3,
  workerMemoryMb: env.get('EXPORT_WORKER_MEMORY_MB') ?? 256,
}
