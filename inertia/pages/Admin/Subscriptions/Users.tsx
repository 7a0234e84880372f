import { Head, router } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { Card, PageHeader } from '~/components/ui/card'
import {
  Pagination,
  UserFilters,
  UsersTable,
  queryOf,
  type Filters,
} from '~/components/admin/users_list_parts'
import { route } from '~/lib/routes'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SubscriptionUsersController from '#controllers/admin/subscription_users_controller'

type Props = InferPageProps<SubscriptionUsersController, 'index'>

/** Every account with its subscription: filtered, sorted, paged and exportable. */
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

  const apply = (next: Filters) => {
    setDraft(next)
    router.get(
      route('admin.subscriptions.users') + queryOf(next),
      {},
      { preserveState: true, preserveScroll: true }
    )
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
        <UserFilters draft={draft} setDraft={setDraft} apply={apply} />
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
        <UsersTable rows={rows} />
        <Pagination filters={filters} page={page} lastPage={lastPage} />
      </Card>
    </>
  )
}
