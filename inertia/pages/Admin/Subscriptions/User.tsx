import { Head, Link } from '@inertiajs/react'
import { Card, PageHeader } from '~/components/ui/card'
import {
  AccountCard,
  BillingEventsTable,
  SubscriptionCard,
  UserAuditTable,
} from '~/components/admin/subscription_user_parts'
import { CancelCard, ChangePlanCard, GrantCard } from '~/components/admin/subscription_user_forms'
import { route } from '~/lib/routes'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SubscriptionUsersController from '#controllers/admin/subscription_users_controller'

type Props = InferPageProps<SubscriptionUsersController, 'show'>

/**
 * One user as the admin sees them, with the admin actions. Each action asks
 * for the admin's password first when it was not confirmed in the last 3 hours.
 */
export default function SubscriptionUser({
  account,
  subscription,
  billingEvents,
  auditLog,
  plans,
}: Props) {
  return (
    <>
      <Head title={`${account.name} · admin`} />
      <PageHeader title={account.name}>
        <Link href={route('admin.subscriptions.users')} className="underline">
          All subscription users
        </Link>
      </PageHeader>

      <div className="grid gap-4 lg:grid-cols-2">
        <AccountCard account={account} />
        <SubscriptionCard subscription={subscription} />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <GrantCard userId={account.id} plans={plans} />
        {subscription ? (
          <>
            <ChangePlanCard userId={account.id} plans={plans} current={subscription.plan} />
            <CancelCard userId={account.id} />
          </>
        ) : (
          <Card title="Change or cancel">
            <p className="text-sm text-gray-600">
              On Free: there is no plan to change or cancel. Grant one first.
            </p>
          </Card>
        )}
      </div>

      <Card title="Billing events" description="The latest 50, newest first.">
        <BillingEventsTable events={billingEvents} currency={subscription?.currency ?? 'eur'} />
      </Card>
      <Card title="Admin actions on this user">
        <UserAuditTable entries={auditLog} />
      </Card>
    </>
  )
}
