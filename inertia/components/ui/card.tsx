import type { ReactNode } from 'react'

export function Card({
  title,
  description,
  children,
}: {
  title?: string
  description?: string
  children: ReactNode
}) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      {title && <h2 className="text-lg font-semibold text-gray-900">{title}</h2>}
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className={title || description ? 'mt-4' : ''}>{children}</div>
    </section>
  )
}

/**
 * What a page shows before its feature has data: why it is empty and what
 * to do next. Never invented numbers.
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="rounded-lg border-2 border-dashed border-gray-300 bg-white p-6 text-center sm:p-10">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-prose text-sm text-gray-600">{children}</div>
      {action && <div className="mt-4">{action}</div>}
    </div>
  )
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      {children && <div className="mt-1 text-sm text-gray-600">{children}</div>}
    </header>
  )
}
