import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Card, EmptyState, PageHeader } from '~/components/ui/card'
import type { AthleteDto, PreferencesDto, ProfileTab as Tab, ZonesDto } from '~/types/profile'
import AthleteForm from '~/components/profile/athlete_form'
import ZonesPanel from '~/components/profile/zones_panel'
import PreferencesForm from '~/components/profile/preferences_form'

interface Props {
  tab: Tab
  athlete: AthleteDto | null
  zones: ZonesDto | null
  preferences: PreferencesDto
}

const TABS: { tab: Tab; routeName: string; label: string }[] = [
  { tab: 'profile', routeName: 'profile', label: 'Profile' },
  { tab: 'zones', routeName: 'profile.zones', label: 'Training zones' },
  { tab: 'apps', routeName: 'profile.apps', label: 'Connected apps' },
  { tab: 'preferences', routeName: 'profile.preferences', label: 'Preferences' },
  { tab: 'subscription', routeName: 'profile.subscription', label: 'Subscription' },
]

/**
 * Profile with its five tabs; each tab is its own route, so it can be
 * linked to and the back button works.
 */
export default function Profile(props: Props) {
  const { tab } = props
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0]
  return (
    <>
      <Head title={current.label} />
      <PageHeader title="Profile" />
      <nav aria-label="Profile sections" className="-mx-4 mb-4 overflow-x-auto px-4">
        <ul className="flex gap-1 border-b border-gray-200">
          {TABS.map((item) => (
            <li key={item.tab}>
              <Link
                href={route(item.routeName)}
                preserveScroll
                aria-current={item.tab === tab ? 'page' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  item.tab === tab
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabContent {...props} />
    </>
  )
}

function TabContent({ tab, athlete, zones, preferences }: Props) {
  const { auth } = usePage<SharedProps>().props
  const units = preferences.units
  switch (tab) {
    case 'profile':
      return (
        <div className="space-y-4">
          <Card title="Account">
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-gray-500">Name</dt>
              <dd>{auth.user?.name}</dd>
              <dt className="text-gray-500">E-mail</dt>
              <dd>{auth.user?.email}</dd>
            </dl>
            <Link
              href={route('profile.edit')}
              className="mt-4 inline-block text-sm font-medium text-brand-700 underline"
            >
              Edit account, password or delete account
            </Link>
          </Card>
          {athlete && <AthleteForm athlete={athlete} units={units} />}
        </div>
      )
    case 'zones':
      return zones ? <ZonesPanel zones={zones} units={units} /> : null
    case 'apps':
      return (
        <EmptyState title="No connected apps">
          <p>Connections to other apps and FIT, GPX and TCX file import will be available here.</p>
        </EmptyState>
      )
    case 'preferences':
      return <PreferencesForm preferences={preferences} />
    case 'subscription':
      return (
        <EmptyState title="Free plan">
          <p>Subscriptions are not offered on this installation yet; every feature here is free.</p>
        </EmptyState>
      )
  }
}
