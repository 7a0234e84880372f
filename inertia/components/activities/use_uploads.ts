import axios from 'axios'
import { useState } from 'react'
import type { FileImportStatus, ImportResponse } from '#dtos/activity'
import { route } from '~/lib/routes'

export interface Upload {
  key: string
  name: string
  /** 0–100 while uploading. */
  progress: number
  status: 'uploading' | FileImportStatus | 'failed'
  activityId?: number
  error?: string
}

/**
 * The files being uploaded, newest first, each with its progress and then its result. A
 * file that starts a bulk import hands its job to `track`.
 */
export function useUploads(track: (jobId: string) => void) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))
    )

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

  /** Lists the files and uploads them. */
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

  return { uploads, addFiles }
}

/** Why an upload failed, in words: the server's message where it gave one. */
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
