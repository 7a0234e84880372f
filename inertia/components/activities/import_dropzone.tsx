import { useRef, useState, type DragEvent } from 'react'
import type { ImportJobDto } from '#dtos/import_job'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { MoreLink } from '~/components/ui/more_link'
import { useImportJobs } from '~/components/activities/use_import_jobs'
import { useUploads, type Upload } from '~/components/activities/use_uploads'
import { ActivityLink } from '~/components/activities/activity_link'

export const ACCEPTED_FILES = '.fit,.gpx,.tcx,.zip,.gz'

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
  const { jobs, track } = useImportJobs(recentJobs)
  const { uploads, addFiles } = useUploads(track)

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
        <UploadList uploads={uploads} />
        {Object.entries(jobs).map(([id, job]) => (
          <JobProgress key={id} job={job} />
        ))}
      </div>
    </div>
  )
}

/** The files uploaded in this visit, newest first, each with its state. */
function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null
  return (
    <ul className="divide-y divide-gray-100 rounded-md bg-white text-sm ring-1 ring-gray-200">
      {uploads.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="min-w-0 truncate font-medium text-gray-900">{item.name}</span>
          <UploadStatus upload={item} />
        </li>
      ))}
    </ul>
  )
}

/** One upload's state: its progress, then what became of the file. */
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
        <ActivityLink id={upload.activityId} className="font-medium text-brand-700 underline">
          Imported, view activity
        </ActivityLink>
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
              (<ActivityLink id={upload.activityId}>view</ActivityLink>)
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

/** A bulk import's progress and, once done, its counts and the files not imported. */
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
        <MoreLink href={route('activities.index')} className="mt-1">
          See your activities
        </MoreLink>
      )}
    </div>
  )
}
