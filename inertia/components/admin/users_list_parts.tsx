import { Link } from '@inertiajs/react'
import type { FormEvent, ReactNode } from 'react'
import type { SubscriptionUsersPageDto } from '#dtos/admin'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { PLAN_LABELS, STATUS_LABELS, formatDate, formatMoney } from '~/components/admin/admin_parts'
import { AdminTable } from '~/components/admin/admin_table'
import { route } from '~/lib/routes'

/** The form's draft: any text, until the server validates it. */
export type Filters = SubscriptionUsersPageDto['filters']
type Row = SubscriptionUsersPageDto['rows'][number]

const PLAN_OPTIONS = [
  { value: '', label: 'Any plan' },
  ...Object.entries(PLAN_LABELS).map(([value, label]) => ({ value, label })),
]
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
]
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest sign-up first' },
  { value: 'oldest', label: 'Oldest sign-up first' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'email', label: 'E-mail (A–Z)' },
  { value: 'renewal', label: 'Renewal or trial end (soonest)' },
]

/** The filters that apply as soon as they change. */
const SELECTS = [
  { label: 'Plan', name: 'plan', options: PLAN_OPTIONS },
  { label: 'Status', name: 'status', options: STATUS_OPTIONS },
  { label: 'Sort by', name: 'sort', options: SORT_OPTIONS },
] as const

/** The query string of a list URL: empty values and defaults left out, so URLs stay short. */
export function queryOf(filters: Filters, page = 1) {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.plan) params.set('plan', filters.plan)
  if (filters.status) params.set('status', filters.status)
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Search, plan, status and sort of the users list. The search applies on
 * submit, the selects at once (`apply`).
 */
export function UserFilters({
  draft,
  setDraft,
  apply,
}: {
  draft: Filters
  setDraft: (next: Filters) => void
  apply: (next: Filters) => void
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto] lg:items-end"
      role="search"
    >
      <Field
        label="Search name or e-mail"
        type="search"
        name="search"
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
      />
      {SELECTS.map(({ label, name, options }) => (
        <SelectField
          key={name}
          label={label}
          name={name}
          value={draft[name]}
          options={options}
          onChange={(event) => apply({ ...draft, [name]: event.target.value })}
        />
      ))}
      <Button>Search</Button>
    </form>
  )
}

/** A small coloured label beside a user's name (disabled, unverified). */
function Badge({ tone, children }: { tone: 'red' | 'amber'; children: string }) {
  const colours = tone === 'red' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'
  return <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ${colours}`}>{children}</span>
}

/** A grey second line under a cell's value. */
function SubLine({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-gray-500">{children}</span>
}

/** One page of users, each linking to their admin page. */
export function UsersTable({ rows }: { rows: Row[] }) {
  return (
    <AdminTable
      spacing="py-2"
      rowClassName="align-top"
      columns={[
        { title: 'Name' },
        { title: 'E-mail', cellClassName: 'break-all' },
        { title: 'Plan', cellClassName: 'whitespace-nowrap' },
        { title: 'Status', cellClassName: 'whitespace-nowrap' },
        { title: 'Renews / trial ends', cellClassName: 'whitespace-nowrap' },
        { title: 'Signed up', cellClassName: 'whitespace-nowrap' },
      ]}
      rows={rows.map((row) => ({ key: row.id, cells: userCells(row) }))}
    />
  )
}

/** The cells of one user's row. */
function userCells(row: Row) {
  return [
    <>
      <Link
        href={route('admin.subscriptions.users.show', { id: row.id })}
        className="font-medium text-brand-700 underline"
      >
        {row.name}
      </Link>
      {row.disabled && <Badge tone="red">disabled</Badge>}
      {!row.verified && <Badge tone="amber">unverified</Badge>}
    </>,
    row.email,
    <>
      {PLAN_LABELS[row.plan]}
      {row.amountCents > 0 && row.currency && (
        <SubLine>
          {formatMoney(row.amountCents, row.currency)} / {row.interval}
          {row.source === 'admin' ? ' (granted)' : ''}
        </SubLine>
      )}
    </>,
    <>
      {row.status ? STATUS_LABELS[row.status] : '—'}
      {row.cancelAtPeriodEnd && <SubLine>ends at period end</SubLine>}
    </>,
    row.status === 'trialing' ? formatDate(row.trialEndsAt) : formatDate(row.currentPeriodEnd),
    formatDate(row.signedUpAt),
  ]
}

/** Previous and next page links around "Page n of m". */
export function Pagination({
  filters,
  page,
  lastPage,
}: {
  filters: Filters
  page: number
  lastPage: number
}) {
  const listUrl = route('admin.subscriptions.users')
  return (
    <nav className="mt-4 flex items-center justify-between gap-2 text-sm" aria-label="Pagination">
      <PageLink shown={page > 1} href={listUrl + queryOf(filters, page - 1)}>
        Previous page
      </PageLink>
      <span className="text-gray-600">
        Page {page} of {lastPage}
      </span>
      <PageLink shown={page < lastPage} href={listUrl + queryOf(filters, page + 1)}>
        Next page
      </PageLink>
    </nav>
  )
}

/** A pagination link, or an empty placeholder that keeps the row's spacing. */
function PageLink({ shown, href, children }: { shown: boolean; href: string; children: string }) {
  if (!shown) return <span />
  return (
    <Link
      href={href}
      preserveState
      className="rounded-md px-3 py-1.5 ring-1 ring-gray-300 hover:bg-gray-50"
    >
      {children}
    </Link>
  )
}
