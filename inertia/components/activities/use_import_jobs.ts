import axios from 'axios'
import { useCallback, useEffect, useState } from 'react'
import type { ImportJobDto } from '#dtos/import_job'
import { route } from '~/lib/routes'

/** Running bulk imports, so that coming back to the page resumes their progress. */
const JOBS_KEY = 'pacewise.importJobs'
const POLL_MS = 1500

/**
 * The bulk imports this page follows (by id; null until first polled): the ones of an
 * earlier visit, the server's `recentJobs`, and those `track` adds. Running ones are polled
 * every POLL_MS until done.
 */
export function useImportJobs(recentJobs: ImportJobDto[]) {
  const [jobs, setJobs] = useState<Record<string, ImportJobDto | null>>({})
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

  return { jobs, track }
}

/** The job ids this tab follows (session storage). */
function readJobIds(): string[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(JOBS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Stores the job ids this tab follows. */
function writeJobIds(ids: string[]) {
  try {
    window.sessionStorage.setItem(JOBS_KEY, JSON.stringify(ids))
  } catch {
    // Storage unavailable (private mode): progress is simply not resumed.
  }
}

/** Stops following a job (done, failed or gone). */
function forget(id: string) {
  writeJobIds(readJobIds().filter((stored) => stored !== id))
}
