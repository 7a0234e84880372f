import { Head, Link, router } from '@inertiajs/react'
import { useEffect, useState, type FormEvent } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'
import { PLAN_LABELS, STATUS_LABELS, formatDate, formatMoney } from '~/components/admin/admin_parts'
import { route } from '~/lib/routes'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { SubscriptionUsersPageDto } from '#dtos/admin'
import type SubscriptionUsersController from '#controllers/admin/subscription_users_controller'

type Props = InferPageProps<SubscriptionUsersController, 'index'>

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

/** The form's draft: any text, until the server validates it. */
type Filters = SubscriptionUsersPageDto['filters']

/** The query string of a list URL: empty values and defaults left out, so URLs stay short. */
function queryOf(filters: Filters, page = 1) {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.plan) params.set('plan', filters.plan)
  if (filters.status) params.set('status', filters.status)
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export default function SubscriptionUsers({
  filters,
  rows,
  total,
  page,
  perPage,
  lastPage,
}: Props) {
  const [draft, setDraft] = useState<Filters>(filters)
  // A visit (back button, pagination) brings the filters of its URL.
  useEffect(() => setDraft(filters), [filters])
  const listUrl = route('admin.subscriptions.users')

  const apply = (next: Filters) => {
    setDraft(next)
    router.get(listUrl + queryOf(next), {}, { preserveState: true, preserveScroll: true })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)

  return (
    <>
      <Head title="Subscription users" />
      <PageHeader title="Subscription users">
        Every account with its current subscription (Free when it has none).
      </PageHeader>
      <Card>
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
          <SelectField
            label="Plan"
            name="plan"
            value={draft.plan}
            options={PLAN_OPTIONS}
            onChange={(event) => apply({ ...draft, plan: event.target.value })}
          />
          <SelectField
            label="Status"
            name="status"
            value={draft.status}
            options={STATUS_OPTIONS}
            onChange={(event) => apply({ ...draft, status: event.target.value })}
          />
          <SelectField
            label="Sort by"
            name="sort"
            value={draft.sort}
            options={SORT_OPTIONS}
            onChange={(event) => apply({ ...draft, sort: event.target.value })}
          />
          <Button>Search</Button>
        </form>
      </Card>

      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-600" data-testid="result-count">
            {total === 0
              ? 'No users match.'
              : `${first}–${last} of ${total} ${total === 1 ? 'user' : 'users'}`}
          </p>
          <a
            href={route('admin.subscriptions.users.export') + queryOf({ ...filters }, 1)}
            className="text-sm font-medium text-brand-700 underline"
          >
            Export these users as CSV
          </a>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-gray-500">
                <th className="py-2 pr-3 font-medium">Name</th>
                <th className="py-2 pr-3 font-medium">E-mail</th>
                <th className="py-2 pr-3 font-medium">Plan</th>
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 pr-3 font-medium">Renews / trial ends</th>
                <th className="py-2 font-medium">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-gray-100 align-top">
                  <td className="py-2 pr-3">
                    <Link
                      href={route('admin.subscriptions.users.show', { id: row.id })}
                      className="font-medium text-brand-700 underline"
                    >
                      {row.name}
                    </Link>
                    {row.disabled && (
                      <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">
                        disabled
                      </span>
                    )}
                    {!row.verified && (
                      <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
                        unverified
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3 break-all">{row.email}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {PLAN_LABELS[row.plan]}
                    {row.amountCents > 0 && row.currency && (
                      <span className="block text-xs text-gray-500">
                        {formatMoney(row.amountCents, row.currency)} / {row.interval}
                        {row.source === 'admin' ? ' (granted)' : ''}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {row.status ? STATUS_LABELS[row.status] : '—'}
                    {row.cancelAtPeriodEnd && (
                      <span className="block text-xs text-gray-500">ends at period end</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {row.status === 'trialing'
                      ? formatDate(row.trialEndsAt)
                      : formatDate(row.currentPeriodEnd)}
                  </td>
                  <td className="py-2 whitespace-nowrap">{formatDate(row.signedUpAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav
          className="mt-4 flex items-center justify-between gap-2 text-sm"
          aria-label="Pagination"
        >
          {page > 1 ? (
            <Link
              href={listUrl + queryOf(filters, page - 1)}
              preserveState
              className="rounded-md px-3 py-1.5 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-gray-600">
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? (
            <Link
              href={listUrl + queryOf(filters, page + 1)}
              preserveState
              className="rounded-md px-3 py-1.5 ring-1 ring-gray-300 hover:bg-gray-50"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </Card>
    </>
  )
}
