import router from '@adonisjs/core/services/router'
import { stravaSettings } from '#services/strava/strava_client'

/**
 * An app athletes can connect to import their activities. Strava connects
 * through OAuth today; the others list how to bring their data in meanwhile.
 */
export interface ConnectionProvider {
  /** Stable id, as stored in connected_accounts.provider. */
  name: string
  label: string
  /** `available`: connect through OAuth; `not_yet`: import files instead. */
  status: 'available' | 'not_yet'
  /** Whether this installation can connect it (its credentials are set). */
  configured(): boolean
  /** Path that starts the connection (a full-page visit: it leaves the site); null if none. */
  connectUrl(): string | null
  /** What to do instead while there is no connection. */
  alternative: string | null
}

const NOT_YET = 'Not yet: export FIT files or a bulk ZIP and import them here.'

export const strava: ConnectionProvider = {
  name: 'strava',
  label: 'Strava',
  status: 'available',
  configured: () => stravaSettings() !== null,
  connectUrl: () => router.makeUrl('connections.strava.connect'),
  alternative: null,
}

function notYet(name: string, label: string): ConnectionProvider {
  return {
    name,
    label,
    status: 'not_yet',
    configured: () => false,
    connectUrl: () => null,
    alternative: NOT_YET,
  }
}

/** Every provider, in the order the Connected Apps tab lists them. */
export const CONNECTION_PROVIDERS: readonly ConnectionProvider[] = [
  strava,
  notYet('garmin', 'Garmin Connect'),
  notYet('polar', 'Polar Flow'),
  notYet('coros', 'COROS'),
  notYet('suunto', 'Suunto'),
  notYet('wahoo', 'Wahoo'),
]

export interface ConnectionProviderDto {
  name: string
  label: string
  status: ConnectionProvider['status']
  configured: boolean
  alternative: string | null
}

/** The providers as plain data for a page. */
export function connectionProvidersDto(): ConnectionProviderDto[] {
  return CONNECTION_PROVIDERS.map((provider) => ({
    name: provider.name,
    label: provider.label,
    status: provider.status,
    configured: provider.configured(),
    alternative: provider.alternative,
  }))
}
