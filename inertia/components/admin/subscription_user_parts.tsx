import { useForm } from '@inertiajs/react'
import type { ReactNode } from 'react'
import type { SubscriptionUserPageDto } from '#dtos/admin'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import {
  PLAN_LABELS,
  STATUS_LABELS,
  formatDate,
  formatDateTime,
  formatMoney,
} from '~/components/admin/admin_parts'
import { AdminTable } from '~/components/admin/admin_table'
import { route } from '~/lib/routes'

type Page = SubscriptionUserPageDto

/** Terms and their values in two columns (an account's or a subscription's details). */
function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([term, value]) => (
        <DetailRow key={term} term={term}>
          {value}
        </DetailRow>
      ))}
    </dl>
  )
}

/** One term and its value, without a wrapper so that the grid lines them up. */
function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-500">{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** The account's details and the admin's buttons on it (verify, enable, disable). */
export function AccountCard({ account }: { account: Page['account'] }) {
  return (
    <Card title="Account">
      <Details
        items={[
          ['E-mail', <span className="break-all">{account.email}</span>],
          ['Role', account.role],
          ['Signed up', formatDate(account.signedUpAt)],
          ['E-mail verified', account.verified ? 'yes' : 'no'],
          [
            'Account',
            account.disabledAt ? `disabled since ${formatDate(account.disabledAt)}` : 'enabled',
          ],
        ]}
      />
      <AccountActions account={account} />
    </Card>
  )
}

/**
 * The account buttons. Each posts at once; disabling asks the browser's
 * confirm first.
 */
function AccountActions({ account }: { account: Page['account'] }) {
  const simple = useForm({})
  const post = (routeName: string) =>
    simple.post(route(routeName, { id: account.id }), {
      preserveScroll: true,
    })
  const disable = () => {
    if (window.confirm(`Disable ${account.email}? They will not be able to sign in.`)) {
      post('admin.subscriptions.users.disable')
    }
  }
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {!account.verified && (
        <Button
          variant="secondary"
          type="button"
          disabled={simple.processing}
          onClick={() => post('admin.subscriptions.users.verification')}
        >
          Resend verification e-mail
        </Button>
      )}
      {account.disabledAt ? (
        <Button
          variant="secondary"
          type="button"
          disabled={simple.processing}
          onClick={() => post('admin.subscriptions.users.enable')}
        >
          Enable account
        </Button>
      ) : (
        <Button variant="danger" type="button" disabled={simple.processing} onClick={disable}>
          Disable account
        </Button>
      )}
    </div>
  )
}

/** The user's current subscription, or a line saying they are on Free. */
export function SubscriptionCard({ subscription }: { subscription: Page['subscription'] }) {
  return (
    <Card title="Subscription">
      {subscription ? (
        <Details
          items={[
            ['Plan', PLAN_LABELS[subscription.plan]],
            [
              'Status',
              `${STATUS_LABELS[subscription.status]}${subscription.cancelAtPeriodEnd ? ', ends at period end' : ''}`,
            ],
            ['Source', subscription.source === 'admin' ? 'granted by an admin' : 'Stripe'],
            [
              'Price',
              subscription.amountCents > 0
                ? `${formatMoney(subscription.amountCents, subscription.currency)} / ${subscription.interval}`
                : '—',
            ],
            ['Trial ends', formatDate(subscription.trialEndsAtIso)],
            ['Period ends', formatDate(subscription.currentPeriodEndIso)],
          ]}
        />
      ) : (
        <p className="text-sm text-gray-600">On Free: no subscription.</p>
      )}
    </Card>
  )
}

/** The user's latest billing events, newest first. */
export function BillingEventsTable({
  events,
  currency,
}: {
  events: Page['billingEvents']
  currency: string
}) {
  return (
    <AdminTable
      empty="No billing events."
      padLast
      columns={[{ title: 'When' }, { title: 'Type' }, { title: 'Source' }, { title: 'Amount' }]}
      rows={events.map((event) => ({
        key: event.id,
        cells: [
          formatDateTime(event.occurredAt),
          <span className="font-mono text-xs">{event.type}</span>,
          event.source,
          event.amountCents === null ? '—' : formatMoney(event.amountCents, currency),
        ],
      }))}
    />
  )
}

/** What administrators did to this user. */
export function UserAuditTable({ entries }: { entries: Page['auditLog'] }) {
  return (
    <AdminTable
      empty="No administrator actions."
      padLast
      columns={[{ title: 'When' }, { title: 'Who' }, { title: 'Action' }]}
      rows={entries.map((entry) => ({
        key: entry.id,
        cells: [
          formatDateTime(entry.createdAt),
          entry.actor,
          <span className="font-mono text-xs">{entry.action}</span>,
        ],
      }))}
    />
  )
}
