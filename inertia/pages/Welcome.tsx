import { Head, Link, router, useForm, usePage, type InertiaFormProps } from '@inertiajs/react'
import type { FormEvent, ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { SharedProps } from '~/types/shared'
import type WelcomeController from '#controllers/welcome_controller'
import type { AthleteDto, PreferencesDto } from '#dtos/athlete_profile'
import { route } from '~/lib/routes'
import { PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { bindField } from '~/components/ui/bind'
import { BirthDateAndSexFields } from '~/components/profile/birth_date_and_sex_fields'
import { HeartRateFields, RaceDistanceField } from '~/components/profile/athlete_fields'
import ImportDropzone from '~/components/activities/import_dropzone'
import CreatePlanForm from '~/components/plan/create_plan_form'

type Props = InferPageProps<WelcomeController, 'show'>
type Step = Props['step']

const TITLES: Record<Step, string> = {
  units: 'Your units',
  basics: 'Your basics',
  goal: 'Your goal',
  activities: 'Your history',
  done: 'You are set up',
}

const UNIT_CHOICES = [
  { value: 'metric', label: 'Metric: km, min/km, kg' },
  { value: 'imperial', label: 'Imperial: miles, min/mi, lb' },
]

const GOAL_CHOICES = [
  { value: 'race', label: 'A race on a date' },
  { value: 'fitness', label: 'Get fitter, no race' },
]

/**
 * First-run onboarding: four short steps, each saved on its own, each
 * skippable; leaving and coming back resumes where the athlete stopped.
 */
export default function Welcome(props: Props) {
  const { auth, config } = usePage<SharedProps>().props
  const index = props.step === 'done' ? props.steps.length : props.steps.indexOf(props.step)
  return (
    <>
      <Head title="Welcome" />
      <PageHeader title={`Welcome to ${config.appName}, ${auth.user?.name.split(' ')[0] ?? ''}`}>
        Four short steps set up your zones and your plan. Skip any of them, or finish later.
      </PageHeader>
      <ol className="mb-4 flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {props.steps.map((step, i) => (
          <li key={step}>
            <Link
              href={`${route('welcome')}?step=${step}`}
              aria-current={step === props.step ? 'step' : undefined}
              className={`inline-block rounded-full px-3 py-1 ${
                step === props.step
                  ? 'bg-brand-700 text-white'
                  : i < index
                    ? 'bg-brand-50 text-brand-800'
                    : 'bg-gray-100 text-gray-700'
              }`}
            >
              {i + 1}. {TITLES[step]}
            </Link>
          </li>
        ))}
      </ol>
      <section
        className="max-w-3xl rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
        aria-labelledby="step-title"
      >
        <h2 id="step-title" className="text-lg font-semibold text-gray-900">
          {TITLES[props.step]}
        </h2>
        {props.step === 'units' && <UnitsStep preferences={props.preferences} />}
        {props.step === 'basics' && <BasicsStep athlete={props.athlete} />}
        {props.step === 'goal' && <GoalStep goal={props.goal} />}
        {props.step === 'activities' && <ActivitiesStep />}
        {props.step === 'done' && props.end && <WelcomeEnd end={props.end} />}
      </section>
      <p className="mt-4 text-sm">
        <Link href={route('dashboard')} className="text-gray-600 underline hover:text-gray-900">
          Finish later and go to the dashboard
        </Link>
      </p>
    </>
  )
}

/** Save-and-continue and skip, under every step. */
function StepActions({
  step,
  processing,
  submitLabel = 'Save and continue',
}: {
  step: Step
  processing: boolean
  submitLabel?: string
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <Button disabled={processing}>{submitLabel}</Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => router.post(route('welcome.skip'), { step })}
      >
        Skip this step
      </Button>
    </div>
  )
}

/** Step 1: metric or imperial, for every distance, pace and weight shown afterwards. */
function UnitsStep({ preferences }: { preferences: PreferencesDto }) {
  const form = useForm({ step: 'units', units: preferences.units as string })
  return (
    <form onSubmit={submitStep(form)} noValidate>
      <p className="mt-1 text-sm text-gray-600">
        How should distances, paces and weights be shown?
      </p>
      <Choices
        name="units"
        legend="Units"
        value={form.data.units}
        onChange={(units) => form.setData('units', units)}
        options={UNIT_CHOICES}
      />
      <StepActions step="units" processing={form.processing} />
    </form>
  )
}

/** Step 2: what heart-rate zones need, with the profile's own fields and "I don't know". */
function BasicsStep({ athlete }: { athlete: AthleteDto }) {
  const form = useForm({
    step: 'basics',
    birth_date: athlete.birthDate ?? '',
    sex: athlete.sex ?? '',
    resting_hr: athlete.restingHr ?? ('' as string | number),
    max_hr: athlete.maxHr ?? ('' as string | number),
    resting_unknown: athlete.restingHr === null,
    max_unknown: athlete.maxHr === null,
  })
  const submit = submitStep(form, (data) => ({
    step: 'basics',
    birth_date: data.birth_date || null,
    sex: data.sex || null,
    resting_hr: data.resting_unknown || data.resting_hr === '' ? null : Number(data.resting_hr),
    max_hr: data.max_unknown || data.max_hr === '' ? null : Number(data.max_hr),
  }))
  const e = form.errors as Record<string, string | undefined>
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="mt-1 text-sm text-gray-600">
        Heart-rate zones need these. Answer "I don't know" and we will estimate from your age; you
        can refine them later on your profile.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <BirthDateAndSexFields
          form={form}
          sexLabel="Sex"
          unsetLabel="Prefer not to say"
          errors={e}
        />
        <HeartRateFields
          form={form}
          labels={{ resting: 'Resting heart rate (bpm)', max: 'Maximum heart rate (bpm)' }}
          errors={e}
          unknown={{
            form,
            restingLabel: "I don't know",
            maxLabel: "I don't know: estimate it from my age",
          }}
        />
      </div>
      <StepActions step="basics" processing={form.processing} />
    </form>
  )
}

/** Step 3: a race on a date (the profile's race distances) or fitness without a race. */
function GoalStep({ goal }: { goal: Props['goal'] }) {
  const form = useForm({
    step: 'goal',
    goal_kind: (goal.kind ?? 'race') as string,
    goal_distance_meters: String(goal.distanceMeters ?? 10000),
    goal_date: goal.date ?? '',
  })
  const submit = submitStep(form, (data) =>
    data.goal_kind === 'race'
      ? {
          step: 'goal',
          goal_kind: 'race',
          goal_distance_meters: Number(data.goal_distance_meters),
          goal_date: data.goal_date || null,
        }
      : { step: 'goal', goal_kind: 'fitness' }
  )
  const e = form.errors as Record<string, string | undefined>
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Choices
        name="goal_kind"
        legend="Goal"
        value={form.data.goal_kind}
        onChange={(kind) => form.setData('goal_kind', kind)}
        options={GOAL_CHOICES}
      />
      {form.data.goal_kind === 'race' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <RaceDistanceField
            label="Race distance"
            value={form.data.goal_distance_meters}
            onChange={(value) => form.setData('goal_distance_meters', value)}
            error={e.goal_distance_meters}
          />
          <Field label="Race date" type="date" {...bindField(form, 'goal_date')} />
        </div>
      )}
      <StepActions step="goal" processing={form.processing} />
    </form>
  )
}

/** Step 4: upload past runs or connect Strava. */
function ActivitiesStep() {
  const form = useForm({ step: 'activities' })
  return (
    <form onSubmit={submitStep(form)} noValidate>
      <p className="mt-1 text-sm text-gray-600">
        Your numbers start from your real training. Upload FIT, GPX or TCX files from your watch (or
        a ZIP export with many of them) here, or connect Strava so that new runs arrive on their
        own.
      </p>
      <div className="mt-3">
        <ImportDropzone compact />
      </div>
      <p className="mt-3 text-sm">
        <Link href={route('profile.apps')} className="font-medium text-brand-700 underline">
          Connect Strava on Connected Apps
        </Link>
      </p>
      <StepActions step="activities" processing={form.processing} submitLabel="Finish" />
    </form>
  )
}

/**
 * The end of Welcome, and what /welcome shows once it is done: the two moves that make the app
 * useful, in place: upload the last runs, and make a plan from the answers.
 */
function WelcomeEnd({ end }: { end: NonNullable<Props['end']> }) {
  return (
    <div className="mt-1 space-y-6" data-testid="welcome-end">
      <p className="text-sm text-gray-600">
        Your answers are saved; change them any time on your profile. Two things make your numbers
        and your plan yours:
      </p>
      <section aria-labelledby="welcome-upload">
        <h3 id="welcome-upload" className="text-base font-semibold text-gray-900">
          Upload your last runs
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          A few weeks of runs set your fitness, your zones and the volume a plan starts from.
        </p>
        <div className="mt-2">
          <ImportDropzone compact />
        </div>
      </section>
      <section aria-labelledby="welcome-plan">
        <h3 id="welcome-plan" className="text-base font-semibold text-gray-900">
          Make a plan
        </h3>
        {end.hasPlan ? (
          <p className="mt-1 text-sm text-gray-600">
            Your plan is running.{' '}
            <Link href={route('plan')} className="font-medium text-brand-700 underline">
              Open your training plan
            </Link>
          </p>
        ) : (
          <div className="mt-2">
            <CreatePlanForm defaults={end.planDefaults} today={end.today} />
          </div>
        )}
      </section>
    </div>
  )
}

/**
 * The submit handler of a step: its answers (as `transform` makes them) saved with PUT
 * /welcome, which moves on to the next step.
 */
function submitStep<T extends object>(
  form: InertiaFormProps<T>,
  transform?: (data: T) => Record<string, unknown>
) {
  return (event: FormEvent) => {
    event.preventDefault()
    if (transform) form.transform(transform)
    form.put(route('welcome.update'))
  }
}

/** One answer among a few, each a radio in an outlined box (the chosen one highlighted). */
function Choices({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string
  legend: string
  value: string
  options: { value: string; label: ReactNode }[]
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex cursor-pointer items-center gap-2 rounded-md p-3 text-sm ring-1 ${option.value === value ? 'bg-brand-50 ring-brand-700' : 'ring-gray-300'}`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
