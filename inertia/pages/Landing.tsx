import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingController from '#controllers/landing_controller'
import { priceLabel } from '~/components/billing/format'

const FEATURES = [
  {
    title: 'A coach that knows your numbers',
    body: 'Ask about your training and get answers from your own runs, zones and plan, with the figures they rest on. Use any AI model, or the built-in offline coach.',
  },
  {
    title: 'A plan that adapts',
    body: 'Plans for 5K to the marathon and beyond, built on published training science. Missed a week or raced well? The plan explains what it changes, and you can undo it.',
  },
  {
    title: 'Progress you can trust',
    body: 'Fitness, fatigue and form, VDOT, race predictions and personal bests, computed with the models coaches use, from FIT, GPX and TCX files or your connected apps.',
  },
  {
    title: 'Yours to keep',
    body: 'Open source and self-hostable. Your data stays readable and exportable on every plan, and a plan never vanishes when a subscription ends.',
  },
]

type Props = InferPageProps<LandingController, 'show'>

export default function Landing({ plans }: Props) {
  return (
    <>
      <Head title="Your running coach" />
      <Hero />
      <ProductScreenshot />
      <section aria-labelledby="features" className="bg-gray-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features" className="text-2xl font-bold text-gray-900">
            What you get
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <article
                key={feature.title}
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200"
              >
                <h3 className="text-lg font-semibold text-gray-900">{feature.title}</h3>
                <p className="mt-2 text-gray-600">{feature.body}</p>
              </article>
            ))}
          </div>
          <h2 className="mt-12 text-2xl font-bold text-gray-900">Plans</h2>
          <PlanList plans={plans} />
        </div>
      </section>
    </>
  )
}

/** The promise, and the way in: sign up or sign in, or the Dashboard when signed in. */
function Hero() {
  const { auth, config } = usePage<SharedProps>().props
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
        Train smarter with a coach that knows your running.
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-gray-600">
        {config.appName} turns your watch data into a training plan that adapts, progress you can
        trust and a coach you can talk to.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {auth.user ? (
          <Link
            href={route('dashboard')}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Go to your dashboard
          </Link>
        ) : (
          <>
            <Link
              href={route('register')}
              prefetch
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Start training free
            </Link>
            <Link
              href={route('login')}
              prefetch
              className="rounded-md px-5 py-3 font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Sign in
            </Link>
          </>
        )}
      </div>
    </section>
  )
}

/** The product as it looks: a screenshot of the demo athlete's Dashboard. */
function ProductScreenshot() {
  return (
    <section aria-labelledby="product" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="product" className="sr-only">
        The Dashboard
      </h2>
      <figure>
        {/* A real Dashboard of the demo athlete, made by bench/landing_screenshot.js. */}
        <img
          src="/images/dashboard-1280.webp"
          srcSet="/images/dashboard-640.webp 640w, /images/dashboard-720.webp 720w, /images/dashboard-1280.webp 1280w"
          sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
          width={1280}
          height={800}
          loading="lazy"
          decoding="async"
          alt="The Pacewise Dashboard of a demo athlete: the training plan card, fitness, fatigue and form with their chart over six weeks, and the next race, a half marathon, with its predicted time."
          className="h-auto w-full rounded-lg shadow-lg ring-1 ring-gray-200"
        />
        <figcaption className="mt-3 text-sm text-gray-600">
          The Dashboard of the demo athlete you can sign in as after <code>npm start</code>.
        </figcaption>
      </figure>
    </section>
  )
}

/** The subscription plans with their price in the visitor's locale and any free trial. */
function PlanList({ plans }: Pick<Props, 'plans'>) {
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-md bg-white px-4 py-3 ring-1 ring-gray-200">
          <strong>{plan.name}</strong>
          <span className="block text-gray-700">
            {priceLabel(plan)}
            {plan.trialDays > 0 && `, ${plan.trialDays}-day free trial`}
          </span>
        </li>
      ))}
    </ul>
  )
}
