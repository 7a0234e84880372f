import { Head, Link } from '@inertiajs/react'
import { route } from '~/lib/routes'
import type { ErrorPageProps } from '#dtos/error_page'

const TITLES: Record<number, string> = {
  403: 'Not allowed',
  404: 'Page not found',
  500: 'Something went wrong',
}

export default function ErrorPage({ status, message }: ErrorPageProps) {
  const title = TITLES[status] ?? 'Error'
  return (
    <>
      <Head title={title} />
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-5xl font-extrabold text-brand-700">{status}</p>
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-gray-600">{message}</p>
        <Link
          href={route('landing')}
          className="mt-6 inline-block font-medium text-brand-700 underline"
        >
          Back to the start page
        </Link>
      </section>
    </>
  )
}
