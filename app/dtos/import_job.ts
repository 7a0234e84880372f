import type ImportJob from '#models/import_job'

export interface ImportJobDto {
  id: string
  kind: ImportJob['kind']
  status: ImportJob['status']
  uploadName: string | null
  total: number
  processed: number
  imported: number
  duplicates: number
  rejected: number
  files: ImportJob['results']
  error: string | null
  createdAt: string
  finishedAt: string | null
}

export function importJobDto(job: ImportJob): ImportJobDto {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    uploadName: job.uploadName,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    duplicates: job.duplicates,
    rejected: job.rejected,
    files: job.results,
    error: job.error,
    createdAt: job.createdAt.toISO()!,
    finishedAt: job.finishedAt?.toISO() ?? null,
  }
}

/** The demo history import while it runs: files generated, then files imported. */
export interface DemoImportDto {
  phase: 'preparing' | 'importing'
  processed: number
  total: number
}

export function demoImportDto(
  job: { status: string; processed: number; total: number } | null
): DemoImportDto | null {
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return null
  return {
    phase: job.status === 'queued' ? 'preparing' : 'importing',
    processed: job.processed,
    total: job.total,
  }
}
