import { useEffect, useState } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import type { CoachThreadSummaryDto } from '#dtos/coach'
import { route } from '~/lib/routes'
import { dateTimeFormat } from '~/lib/format_locale'

/**
 * The athlete's conversations, newest first, and a way to start a new one.
 */
export function ThreadList({
  threads,
  currentId,
}: {
  threads: CoachThreadSummaryDto[]
  currentId: number | null
}) {
  const { preferences } = usePage<SharedProps>().props
  const format = dateTimeFormat({ dateStyle: 'medium', timeZone: preferences?.timeZone })
  // On a phone the history folds away so that the conversation keeps the screen; from the
  // `lg` breakpoint on it is a column beside the conversation and always open.
  const [historyOpen, setHistoryOpen] = useState(true)
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)')
    setHistoryOpen(wide.matches)
    const follow = () => {
      if (wide.matches) setHistoryOpen(true)
    }
    wide.addEventListener('change', follow)
    return () => wide.removeEventListener('change', follow)
  }, [])
  return (
    <nav
      aria-label="Conversations"
      className="flex min-h-0 flex-col rounded-lg bg-white p-2 shadow-sm ring-1 ring-gray-200 sm:p-3 lg:max-h-full lg:self-start"
    >
      <Link
        href={route('coach')}
        aria-current={currentId === null ? 'page' : undefined}
        className="flex min-h-10 w-full items-center justify-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <span aria-hidden="true">+</span> New conversation
      </Link>
      {threads.length === 0 ? (
        <p className="mt-3 px-1 text-sm text-gray-600">Your conversations will be listed here.</p>
      ) : (
        <details
          open={historyOpen}
          onToggle={(event) => setHistoryOpen(event.currentTarget.open)}
          className="mt-2 flex min-h-0 flex-col lg:mt-4"
        >
          <summary className="cursor-pointer px-1 text-xs font-semibold uppercase tracking-wide text-gray-600 lg:pointer-events-none lg:cursor-default lg:list-none">
            History
            <span className="lg:hidden"> ({threads.length})</span>
          </summary>
          <ul
            className="mt-1 max-h-44 space-y-0.5 overflow-y-auto lg:max-h-[calc(100dvh-18rem)]"
            data-testid="coach-threads"
          >
            {threads.map((thread) => {
              const current = thread.id === currentId
              return (
                <li key={thread.id}>
                  <Link
                    href={route('coach', { thread: thread.id })}
                    aria-current={current ? 'page' : undefined}
                    preserveScroll
                    className={`block rounded-md px-2 py-2 text-sm ${
                      current ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100'
                    }`}
                  >
                    <span className="block truncate font-medium">{thread.title}</span>
                    <span className="block text-xs text-gray-500">
                      {format.format(new Date(thread.updatedAt))}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </details>
      )}
    </nav>
  )
}
