import { Head, Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types/shared'
import type { UnitSystem } from '#domain/units'
import { route } from '~/lib/routes'
import { Card, PageHeader } from '~/components/ui/card'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProfileController from '#controllers/profile_controller'
import AthleteForm from '~/components/profile/athlete_form'
import ZonesPanel from '~/components/profile/zones_panel'
import PreferencesForm from '~/components/profile/preferences_form'
import GearPanel from '~/components/profile/gear_panel'
import StravaCard from '~/components/profile/strava_card'
import ImportDropzone from '~/components/activities/import_dropzone'
import SubscriptionPanel from '~/components/billing/subscription_panel'

type Props = InferPageProps<ProfileController, 'show'>
type Tab = Props['tab']

const TABS: { tab: Tab; routeName: string; label: string }[] = [
  { tab: 'profile', routeName: 'profile', label: 'Profile' },
  { tab: 'zones', routeName: 'profile.zones', label: 'Training zones' },
  { tab: 'apps', routeName: 'profile.apps', label: 'Connected apps' },
  { tab: 'gear', routeName: 'profile.gear', label: 'Gear' },
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

function TabContent({
  tab,
  athlete,
  zones,
  preferences,
  gear,
  strava,
  imports,
  subscription,
}: Props) {
  const units = preferences.units
  switch (tab) {
    case 'profile':
      return <ProfileTab athlete={athlete} units={units} />
    case 'zones':
      return zones ? <ZonesPanel zones={zones} units={units} /> : null
    case 'apps':
      return <AppsTab strava={strava} imports={imports} />
    case 'gear':
      return <GearPanel gear={gear ?? []} units={units} />
    case 'preferences':
      return <PreferencesForm preferences={preferences} />
    case 'subscription':
      return subscription ? <SubscriptionPanel subscription={subscription} /> : null
  }
}

/** The account (name, e-mail and the way to change them) and the athlete's profile. */
function ProfileTab({ athlete, units }: { athlete: Props['athlete']; units: UnitSystem }) {
  const { auth } = usePage<SharedProps>().props
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
}

/** Connected apps, then uploading files, with where each watch or app exports them. */
function AppsTab({ strava, imports }: Pick<Props, 'strava' | 'imports'>) {
  return (
    <div className="space-y-4">
      {/* Connected apps (OAuth) come first: Strava, when the installation has its keys. */}
      {strava && <StravaCard strava={strava} />}
      <Card
        title="Upload activity files"
        description="FIT, GPX and TCX files, several at once, or a ZIP of a whole export."
      >
        <ImportDropzone recentJobs={imports ?? []} />
        <ExportHowTo />
      </Card>
    </div>
  )
}

/** Where each watch or app exports its activity files. */
function ExportHowTo() {
  return (
    <div className="mt-4 space-y-2 text-sm text-gray-600">
      <h3 className="font-semibold text-gray-900">From your watch or app</h3>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Garmin</strong>: in Garmin Connect, open an activity, ⚙ → Export Original (a FIT
          file). For everything at once, request your data export (Account → Data Management) and
          upload the ZIP.
        </li>
        <li>
          <strong>Polar</strong>: in Polar Flow, open a session → Export session (FIT or TCX); all
          data via Account → Download your data (ZIP).
        </li>
        <li>
          <strong>COROS</strong>: in the COROS app or Training Hub, open an activity → Export → FIT.
        </li>
        <li>
          <strong>Suunto</strong>: in the Suunto app, open an activity → ⋯ → Export FIT file.
        </li>
        <li>
          <strong>Wahoo</strong>: in the ELEMNT or Wahoo app, share a workout as a FIT file.
        </li>
      </ul>
      <p>Files already imported are recognised and skipped.</p>
    </div>
  )
}
