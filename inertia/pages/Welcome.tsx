import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { PageHeader } from '~/components/ui/card'

const STEPS = [
  {
    title: 'Your basics',
    body: 'Units, birth date, resting and maximum heart rate: what your training zones are computed from.',
    routeName: 'profile',
    action: 'Open your profile',
  },
  {
    title: 'Your goal',
    body: 'A race and its date, or simply getting fitter: your plan is built around it.',
    routeName: 'plan',
    action: 'Set a goal',
  },
  {
    title: 'Your history',
    body: 'Connect an app or upload FIT, GPX or TCX files so that your numbers start from your real training.',
    routeName: 'profile.apps',
    action: 'Add activities',
  },
] as const

export default function Welcome() {
  const { auth, config } = usePage<SharedProps>().props
  return (
    <>
      <Head title="Welcome" />
      <PageHeader title={`Welcome to ${config.appName}, ${auth.user?.name.split(' ')[0] ?? ''}`}>
        Three steps get you going. Take them in any order, now or later.
      </PageHeader>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
            <h2 className="mt-1 text-lg font-semibold text-gray-900">{step.title}</h2>
            <p className="mt-2 flex-1 text-sm text-gray-600">{step.body}</p>
            <Link
              href={route(step.routeName)}
              className="mt-4 font-medium text-brand-700 underline"
            >
              {step.action}
            </Link>
          </li>
        ))}
      </ol>
      <p className="text-sm">
        <Link href={route('dashboard')} className="text-gray-600 underline hover:text-gray-900">
          Skip for now and go to the dashboard
        </Link>
      </p>
    </>
  )
}
