import { Head, Link, router, usePage } from '@inertiajs/react'
import { useEffect, useState, type FormEvent } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type TrainingLogController from '#controllers/training_log_controller'
import type { SharedProps } from '~/types/shared'
import type { UnitSystem } from '#domain/units'
import { addDays } from '#domain/calendar'
import { route } from '~/lib/routes'
import { PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { LogWeekRow } from '~/components/activities/log_week'
import { dateTimeFormat } from '~/lib/format_locale'

type Props = InferPageProps<TrainingLogController, 'show'>

const RANGE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' }

const utc = (date: string) => new Date(`${date}T00:00:00Z`)

/**
 * The training log: weeks of the athlete's calendar, what was done each day with the planned
 * workout beside it, and each week's totals. The window is in the URL (`?from=`), so the back
 * button and links work; "Today" goes back to the weeks around today.
 */
export default function Log({ period: shown, weeks }: Props) {
  const { preferences } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const showsToday = shown.from <= shown.today && shown.today <= shown.to

  useEffect(() => {
    if (showsToday) document.getElementById('today')?.scrollIntoView({ block: 'nearest' })
  }, [showsToday, shown.from])

  return (
    <>
      <Head title="Training log" />
      <PageHeader title="Training log">
        {dateTimeFormat(RANGE).formatRange(utc(shown.from), utc(shown.to))}
        {shown.firstActivityDate
          ? ` · first activity on ${dateTimeFormat(RANGE).format(utc(shown.firstActivityDate))}`
          : ' · no activities yet'}
      </PageHeader>

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <WeekNav shown={shown} />
        <MonthJump from={shown.from} />
      </div>

      <div className="overflow-hidden rounded-lg shadow-sm ring-1 ring-gray-200">
        <WeekdayHeader from={shown.from} />
        <div className="space-y-px bg-gray-200">
          {weeks.map((week, i) => (
            <LogWeekRow
              key={week.startDate}
              week={week}
              today={shown.today}
              units={units}
              first={i === 0}
            />
          ))}
        </div>
      </div>
      <p className="mt-3 text-sm text-gray-600">
        Planned workouts have a dashed border. Loads are training load points (
        <Link href={route('progress')} className="text-brand-700 underline">
          Progress
        </Link>{' '}
        explains them).{' '}
        <Link href={route('activities.index')} className="text-brand-700 underline">
          All activities as a list
        </Link>
      </p>
    </>
  )
}

/** Go to a month: the log's window then starts with the week of its first day. */
function MonthJump({ from }: { from: string }) {
  const [month, setMonth] = useState(from.slice(0, 7))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (/^\d{4}-\d{2}$/.test(month)) router.get(route('log'), { from: `${month}-01` })
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label="Go to a month">
      <Field
        label="Month"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <Button variant="secondary">Go</Button>
    </form>
  )
}

const NAV_CLASS =
  'inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50'

/** Earlier, Today and Later windows, and a jump to the first activity when it is before them. */
function WeekNav({ shown }: { shown: Props['period'] }) {
  const showsToday = shown.from <= shown.today && shown.today <= shown.to
  const atStart = shown.firstActivityDate === null || shown.firstActivityDate >= shown.from
  const href = (from: string) => `${route('log')}?${new URLSearchParams({ from })}`
  return (
    <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
      <Link href={href(shown.earlier)} className={NAV_CLASS} rel="prev">
        ← Earlier
      </Link>
      <Link
        href={route('log')}
        className={NAV_CLASS}
        aria-current={showsToday ? 'page' : undefined}
      >
        Today
      </Link>
      <Link href={href(shown.later)} className={NAV_CLASS} rel="next">
        Later →
      </Link>
      {shown.firstActivityDate && !atStart && (
        <Link
          href={href(shown.firstActivityDate)}
          className="min-h-10 py-2 text-sm font-medium text-brand-700 underline"
        >
          First activity
        </Link>
      )}
    </nav>
  )
}

/** The weekday names over the seven day columns, on wide screens (rows name their days on phones). */
function WeekdayHeader({ from }: { from: string }) {
  return (
    <div
      className="hidden gap-px bg-gray-200 text-xs font-semibold text-gray-600 lg:grid lg:grid-cols-[repeat(7,minmax(0,1fr))_11rem]"
      aria-hidden="true"
    >
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="bg-gray-100 px-1.5 py-1">
          {dateTimeFormat(WEEKDAY).format(utc(addDays(from, i)))}
        </div>
      ))}
      <div className="bg-gray-100 px-2 py-1">Week total</div>
    </div>
  )
}
