import { Head, Link, router, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import type { Sport } from '#dtos/activity'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ActivitiesController from '#controllers/activities_controller'
import { route } from '~/lib/routes'
import { SPORT_OPTIONS } from '~/lib/sports'
import { EmptyState, PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { ManualActivityDialog } from '~/components/activities/manual_activity_form'
import type { UnitSystem } from '#domain/units'
import { DEFAULT_SORT_DIRECTION } from '#domain/activities/list_sort'
import { ActivityTable, type Sorting } from '~/components/activities/activity_table'
import { formatLocale } from '~/lib/format_locale'

type Props = InferPageProps<ActivitiesController, 'index'>

/**
 * Every activity as a table, 20 a page, sorted by any column (newest first by default),
 * searched by name and filtered by sport and date range: all in the query string, so a list
 * can be linked to and the back button works.
 */
export default function Index({ activities, weeks, weekStart, filters, sort }: Props) {
  const { preferences, errors } = usePage<SharedProps>().props
  const units: UnitSystem = preferences?.units ?? 'metric'
  const filtered = Boolean(filters.sport || filters.from || filters.to || filters.q)
  const { meta } = activities
  const current = queryValues(filters, sort)
  const listHref = (values: QueryValues) =>
    `${route('activities.index')}?${new URLSearchParams(queryOf(values))}`

  return (
    <>
      <Head title="Activities" />
      <PageHeader title="Activities">
        {meta.total === 1
          ? '1 activity'
          : `${meta.total.toLocaleString(formatLocale())} activities`}
        {filtered ? ' match these filters.' : ' in all.'}
      </PageHeader>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <Filters filters={filters} sort={sort} errors={errors} />
        <ListActions />
      </div>

      {activities.data.length === 0 ? (
        <NoRows
          filtered={filtered}
          lastPage={meta.total > 0 ? meta.lastPage : null}
          lastPageHref={listHref({ ...current, page: meta.lastPage })}
        />
      ) : (
        <>
          <ActivityTable
            items={activities.data}
            weeks={weeks}
            weekStart={weekStart}
            sort={sort}
            units={units}
            sortHref={(next: Sorting) => listHref({ ...current, sort: next.key, dir: next.dir })}
          />
          <Pagination meta={meta} href={(page) => listHref({ ...current, page })} />
        </>
      )}
    </>
  )
}

function Filters({
  filters,
  sort,
  errors,
}: {
  filters: Props['filters']
  sort: Props['sort']
  errors: Record<string, string>
}) {
  const [q, setQ] = useState(filters.q ?? '')
  const [sport, setSport] = useState<string>(filters.sport ?? '')
  const [from, setFrom] = useState(filters.from ?? '')
  const [to, setTo] = useState(filters.to ?? '')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(
      route('activities.index'),
      queryOf({ q, sport, from, to, sort: sort.key, dir: sort.dir }),
      { preserveScroll: true }
    )
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Filter activities"
      role="search"
      noValidate
    >
      <Field
        label="Name"
        type="search"
        value={q}
        placeholder="Search by name"
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        error={errors.q}
      />
      <SelectField
        label="Sport"
        value={sport}
        onChange={(event) => setSport(event.target.value)}
        error={errors.sport}
        options={[{ value: '', label: 'All sports' }, ...SPORT_OPTIONS]}
      />
      <Field
        label="From"
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from}
      />
      <Field
        label="To"
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
      />
      <Button variant="secondary">Filter</Button>
      {(filters.sport || filters.from || filters.to || filters.q) && (
        <Link
          href={route('activities.index')}
          className="min-h-10 py-2 text-sm font-medium text-brand-700 underline"
        >
          Clear
        </Link>
      )}
      {(errors.sort || errors.dir || errors.page) && (
        <p className="w-full text-sm text-red-700" role="alert">
          {errors.sort ?? errors.dir ?? errors.page}
        </p>
      )}
    </form>
  )
}

function Pagination({
  meta,
  href,
}: {
  meta: Props['activities']['meta']
  href: (page: number) => string
}) {
  if (meta.lastPage <= 1) return null
  const linkClass =
    'inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50'
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {meta.page > 1 ? (
        <Link href={href(meta.page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600">
        Page {meta.page} of {meta.lastPage}
      </span>
      {meta.page < meta.lastPage ? (
        <Link href={href(meta.page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

interface QueryValues {
  q?: string
  sport?: string
  from?: string
  to?: string
  sort?: Sorting['key']
  dir?: Sorting['dir']
  page?: number
}

function queryValues(filters: Props['filters'], sort: Props['sort']): QueryValues {
  return {
    q: filters.q ?? '',
    sport: filters.sport ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    sort: sort.key,
    dir: sort.dir,
  }
}

/** Query parameters without the empty ones and the defaults (newest first, page 1). */
function queryOf(values: QueryValues) {
  const query: Record<string, string> = {}
  if (values.q) query.q = values.q
  if (values.sport) query.sport = values.sport as Sport
  if (values.from) query.from = values.from
  if (values.to) query.to = values.to
  const sort = values.sort ?? 'date'
  if (sort !== 'date') query.sort = sort
  if (values.dir && values.dir !== DEFAULT_SORT_DIRECTION[sort]) query.dir = values.dir
  if (values.page && values.page > 1) query.page = String(values.page)
  return query
}

/**
 * Why the list shows no rows: a page past the last (`lastPage` set), filters that match
 * nothing, or no activities at all.
 */
function NoRows({
  filtered,
  lastPage,
  lastPageHref,
}: {
  filtered: boolean
  lastPage: number | null
  lastPageHref: string
}) {
  if (lastPage !== null) {
    return (
      <EmptyState
        title="There is no such page"
        action={
          <Link href={lastPageHref} className="font-medium text-brand-700 underline">
            Go to the last page ({lastPage})
          </Link>
        }
      >
        <p>These activities fill {lastPage === 1 ? '1 page' : `${lastPage} pages`}.</p>
      </EmptyState>
    )
  }
  if (filtered) {
    return (
      <EmptyState
        title="No activities match these filters"
        action={
          <Link href={route('activities.index')} className="font-medium text-brand-700 underline">
            Show all activities
          </Link>
        }
      >
        <p>Try another name, another sport or a wider date range.</p>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      title="No activities yet"
      action={
        <Link
          href={route('profile.apps')}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Import your activities
        </Link>
      }
    >
      <p>
        Upload FIT, GPX or TCX files (or a whole ZIP export from Garmin, Polar, COROS, Suunto or
        Wahoo), connect an app, or add a session by hand.
      </p>
    </EmptyState>
  )
}

/** Links to the training log and the file import, and the manual entry dialog. */
function ListActions() {
  return (
    <div className="flex gap-2">
      <Link
        href={route('log')}
        className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
      >
        Training log
      </Link>
      <Link
        href={route('profile.apps')}
        className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Import files
      </Link>
      <ManualActivityDialog />
    </div>
  )
}
