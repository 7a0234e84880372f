import { Link } from '@inertiajs/react'
import axios from 'axios'
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react'
import type { FileImportStatus, ImportResponse } from '#dtos/activity'
import type { ImportJobDto } from '#dtos/import_job'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'

export const ACCEPTED_FILES = '.fit,.gpx,.tcx,.zip,.gz'

/** Running bulk imports, so that coming back to the page resumes their progress. */
const JOBS_KEY = 'pacewise.importJobs'
const POLL_MS = 1500

interface Upload {
  key: string
  name: string
  /** 0–100 while uploading. */
  progress: number
  status: 'uploading' | FileImportStatus | 'failed'
  activityId?: number
  error?: string
}

/**
 * Drag and drop (or pick) FIT, GPX, TCX, ZIP and .gz files; each file is posted on its own
 * with its upload progress, then its result: imported (with a link), duplicate, rejected
 * (with why), or queued (a bulk archive, whose job is polled until it is done).
 */
export default function ImportDropzone({
  compact = false,
  recentJobs = [],
}: {
  compact?: boolean
  /** Background imports the server knows of (running, or finished in the last day). */
  recentJobs?: ImportJobDto[]
}) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [jobs, setJobs] = useState<Record<string, ImportJobDto | null>>({})

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))
    )

  const track = useCallback((jobId: string) => {
    setJobs((current) => (jobId in current ? current : { ...current, [jobId]: null }))
    const stored = readJobIds()
    if (!stored.includes(jobId)) writeJobIds([...stored, jobId])
  }, [])

  // Resume the jobs of an earlier visit: this tab's, and the ones the server reports.
  useEffect(() => {
    readJobIds().forEach(track)
    if (recentJobs.length > 0) {
      setJobs((current) => ({
        ...Object.fromEntries(recentJobs.map((job) => [job.id, job])),
        ...current,
      }))
    }
    // Only on mount: later visits bring the same jobs, already tracked.
  }, [track])

  // Poll every running job until it is done.
  const running = Object.entries(jobs)
    .filter(([, job]) => !job || job.status === 'queued' || job.status === 'running')
    .map(([id]) => id)
    .join(',')
  useEffect(() => {
    if (!running) return
    let stopped = false
    const poll = async () => {
      for (const id of running.split(',')) {
        try {
          const response = await axios.get<ImportJobDto>(route('activities.imports.show', { id }), {
            headers: { Accept: 'application/json' },
          })
          if (stopped) return
          const job = response.data
          setJobs((current) => ({ ...current, [id]: job }))
          if (job.status === 'done' || job.status === 'failed') forget(id)
        } catch (error) {
          // A job that is gone (another account, cleaned up) is forgotten.
          if (axios.isAxiosError(error) && error.response?.status === 404) {
            forget(id)
            setJobs((current) => {
              const next = { ...current }
              delete next[id]
              return next
            })
          }
        }
      }
    }
    void poll()
    const timer = window.setInterval(poll, POLL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [running])

  const upload = async (file: File, key: string) => {
    const body = new FormData()
    body.append('files', file)
    try {
      const response = await axios.post<ImportResponse>(route('activities.import'), body, {
        headers: { Accept: 'application/json' },
        onUploadProgress: (event) => {
          if (event.total) update(key, { progress: Math.round((event.loaded / event.total) * 100) })
        },
      })
      const result = response.data.files[0]
      update(key, {
        progress: 100,
        status: result?.status ?? 'failed',
        activityId: result?.activityId,
        error: result?.error,
      })
      if (response.data.jobId) track(response.data.jobId)
    } catch (error) {
      update(key, { status: 'failed', error: errorMessage(error) })
    }
  }

  const addFiles = async (files: FileList | File[]) => {
    const list = Array.from(files)
    if (!list.length) return
    const stamp = Date.now()
    const added = list.map((file, i) => ({
      key: `${stamp}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
      status: 'uploading' as const,
    }))
    setUploads((current) => [...added, ...current])
    // One at a time: results arrive in order and a slow connection is not shared out.
    for (let i = 0; i < list.length; i++) await upload(list[i], added[i].key)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void addFiles(event.dataTransfer.files)
  }

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed text-center ${
          compact ? 'p-4' : 'p-6 sm:p-8'
        } ${dragging ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white'}`}
        data-testid="import-dropzone"
      >
        <p className="text-sm text-gray-700">
          Drop FIT, GPX or TCX files here, or a ZIP export with many of them.
        </p>
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          onClick={() => input.current?.click()}
        >
          Choose files…
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Activity files"
          onChange={(event) => {
            if (event.target.files) void addFiles(event.target.files)
            event.target.value = ''
          }}
        />
      </div>

      <div aria-live="polite" className="mt-3 space-y-2">
        {uploads.length > 0 && (
          <ul className="divide-y divide-gray-100 rounded-md bg-white text-sm ring-1 ring-gray-200">
            {uploads.map((item) => (
              <li
                key={item.key}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="min-w-0 truncate font-medium text-gray-900">{item.name}</span>
                <UploadStatus upload={item} />
              </li>
            ))}
          </ul>
        )}
        {Object.entries(jobs).map(([id, job]) => (
          <JobProgress key={id} job={job} />
        ))}
      </div>
    </div>
  )
}

function UploadStatus({ upload }: { upload: Upload }) {
  switch (upload.status) {
    case 'uploading':
      return (
        <span className="flex items-center gap-2 text-gray-600">
          <progress
            max={100}
            value={upload.progress}
            className="h-2 w-24"
            aria-label={`Uploading ${upload.name}`}
          />
          {upload.progress < 100 ? `${upload.progress} %` : 'Reading…'}
        </span>
      )
    case 'imported':
      return upload.activityId ? (
        <Link
          href={route('activities.show', { id: upload.activityId })}
          className="font-medium text-brand-700 underline"
        >
          Imported, view activity
        </Link>
      ) : (
        <span className="text-brand-800">Imported</span>
      )
    case 'duplicate':
      return (
        <span className="text-gray-600">
          Already imported
          {upload.activityId && (
            <>
              {' '}
              (
              <Link
                href={route('activities.show', { id: upload.activityId })}
                className="text-brand-700 underline"
              >
                view
              </Link>
              )
            </>
          )}
        </span>
      )
    case 'queued':
      return <span className="text-gray-600">Queued, see progress below</span>
    case 'rejected':
    case 'failed':
      return <span className="text-red-700">Not imported: {upload.error ?? 'unknown error'}</span>
  }
}

function JobProgress({ job }: { job: ImportJobDto | null }) {
  if (!job) {
    return <p className="text-sm text-gray-600">Checking the import’s progress…</p>
  }
  const done = job.status === 'done' || job.status === 'failed'
  return (
    <div className="rounded-md bg-white p-3 text-sm ring-1 ring-gray-200">
      <p className="font-medium text-gray-900">
        {job.uploadName ?? 'Bulk import'}:{' '}
        {job.status === 'failed'
          ? `failed${job.error ? ` (${job.error})` : ''}`
          : done
            ? 'done'
            : `${job.processed} of ${job.total || '…'} files`}
      </p>
      {!done && (
        <progress
          max={job.total || 1}
          value={job.processed}
          className="mt-2 h-2 w-full"
          aria-label="Bulk import progress"
        />
      )}
      <p className="mt-1 text-gray-600">
        {job.imported} imported · {job.duplicates} already there · {job.rejected} not imported
      </p>
      {job.files.some((file) => file.status === 'rejected') && (
        <details className="mt-1">
          <summary className="cursor-pointer text-gray-700">Files not imported</summary>
          <ul className="mt-1 list-disc pl-5 text-gray-600">
            {job.files
              .filter((file) => file.status === 'rejected')
              .map((file) => (
                <li key={file.name}>
                  {file.name}: {file.error}
                </li>
              ))}
          </ul>
        </details>
      )}
      {done && job.imported > 0 && (
        <Link
          href={route('activities.index')}
          className="mt-1 inline-block text-brand-700 underline"
        >
          See your activities
        </Link>
      )}
    </div>
  )
}

function errorMessage(error: unknown) {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as
      { message?: string; errors?: { message?: string }[] | Record<string, string> } | undefined
    if (error.response?.status === 413) return 'the file is too large.'
    if (Array.isArray(data?.errors) && data.errors[0]?.message) return data.errors[0].message
    if (data?.errors && !Array.isArray(data.errors)) {
      const first = Object.values(data.errors)[0]
      if (first) return String(first)
    }
    if (data?.message) return data.message
    if (!error.response) return 'the connection failed; please try again.'
  }
  return 'something went wrong; please try again.'
}

function readJobIds(): string[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(JOBS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []
  } catch {
    return []
  }
}

function writeJobIds(ids: string[]) {
  try {
    window.sessionStorage.setItem(JOBS_KEY, JSON.stringify(ids))
  } catch {
    // Storage unavailable (private mode): progress is simply not resumed.
  }
}

function forget(id: string) {
  writeJobIds(readJobIds().filter((stored) => stored !== id))
}
