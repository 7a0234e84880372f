import { router } from '@inertiajs/react'
import { useEffect } from 'react'
import { route } from '~/lib/routes'
import type { StravaAccountDto, StravaBackfillDto, StravaPropsDto } from '#dtos/strava'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/dialog'
import { dateTimeFormat } from '~/lib/format_locale'

/** How often the tab reloads the `strava` prop while the history import runs. */
const POLL_MS = 5000

const dateTime = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * Strava on the Connected Apps tab: connect (a full-page visit to Strava's
 * authorization page), the connected athlete with the last sync and the
 * history import's progress, and disconnect. Hidden when the installation
 * has no Strava settings.
 */
export default function StravaCard({ strava }: { strava: StravaPropsDto }) {
  if (!strava.configured) return null
  return (
    <Card
      title="Strava"
      description="Import your Strava history and every new activity as it is uploaded."
    >
      {strava.account ? <Connected account={strava.account} /> : <NotConnected />}
      <p className="mt-4 text-xs text-gray-500">
        Activities imported from Strava are never sent to AI models (Strava's API agreement): the AI
        coach leaves them out, the offline coach can use them.
      </p>
    </Card>
  )
}

function NotConnected() {
  return (
    <a
      href={route('connections.strava.connect')}
      className="inline-flex min-h-10 items-center justify-center rounded-md bg-[#FC4C02] px-4 py-2 text-sm font-semibold text-white hover:bg-[#e04402]"
    >
      Connect with Strava
    </a>
  )
}

function Connected({ account }: { account: StravaAccountDto }) {
  const running = account.backfill?.status === 'queued' || account.backfill?.status === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => router.reload({ only: ['strava'] }), POLL_MS)
    return () => clearInterval(timer)
  }, [running])

  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-gray-500">Athlete</dt>
        <dd>{account.athleteName ?? `Strava athlete ${account.athleteId}`}</dd>
        <dt className="text-gray-500">Connected</dt>
        <dd>{dateTime(account.connectedAt)}</dd>
        <dt className="text-gray-500">Last sync</dt>
        <dd>{account.lastSyncedAt ? dateTime(account.lastSyncedAt) : 'Not yet'}</dd>
      </dl>
      {account.status === 'revoked' && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Strava access was withdrawn, so new activities are no longer imported. Disconnect and
          connect again to resume.
        </p>
      )}
      {account.backfill && <Backfill backfill={account.backfill} />}
      <Disconnect />
    </div>
  )
}

function Backfill({ backfill }: { backfill: StravaBackfillDto }) {
  const { status, processed, total } = backfill
  if (status === 'done') {
    return (
      <p className="text-sm text-gray-600">
        History imported: {backfill.imported} new, {backfill.duplicates} already here
        {backfill.rejected > 0 ? `, ${backfill.rejected} skipped` : ''}.
      </p>
    )
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {backfill.error ?? 'The history import stopped.'}
      </p>
    )
  }
  return (
    <div className="space-y-1">
      <label htmlFor="strava-backfill" className="block text-sm text-gray-700">
        {total > 0
          ? `Importing your Strava history: ${processed} of ${total}`
          : 'Preparing the import of your Strava history…'}
      </label>
      <progress
        id="strava-backfill"
        className="h-2 w-full"
        max={Math.max(total, 1)}
        value={total > 0 ? processed : undefined}
      />
      <p className="text-xs text-gray-500">
        Strava limits how fast activities can be read; a long history continues in the background
        and may take a while.
      </p>
    </div>
  )
}

/** "Disconnect Strava", after a confirmation: imported activities stay. */
function Disconnect() {
  return (
    <ConfirmDialog
      layered={false}
      triggerLabel="Disconnect Strava"
      title="Disconnect Strava?"
      description="New Strava activities will no longer be imported. Activities already imported stay."
      confirmLabel="Disconnect"
      visit={(callbacks) =>
        router.delete(route('connections.strava.destroy'), { preserveScroll: true, ...callbacks })
      }
    />
  )
}
