import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import type { CoachThreadSummaryDto } from '#dtos/coach'
import { route } from '~/lib/routes'

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
  const format = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeZone: preferences?.timeZone,
  })
  return (
    <nav
      aria-label="Conversations"
      className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 lg:self-start"
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
        <>
          <h2 className="mt-4 px-1 text-xs font-semibold uppercase tracking-wide text-gray-500">
            History
          </h2>
          <ul
            className="mt-1 max-h-44 space-y-0.5 overflow-y-auto lg:max-h-[calc(100vh-16rem)]"
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
        </>
      )}
    </nav>
  )
}
