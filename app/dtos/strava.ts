import type ConnectedAccount from '#models/connected_account'
import type ImportJob from '#models/import_job'

/** The history import of a connection, as the Connected Apps tab shows it. */
export interface StravaBackfillDto {
  id: string
  status: ImportJob['status']
  total: number
  processed: number
  imported: number
  duplicates: number
  rejected: number
  error: string | null
}

export interface StravaAccountDto {
  athleteId: string
  athleteName: string | null
  /** `revoked`: the athlete withdrew access on Strava; syncing has stopped. */
  status: ConnectedAccount['status']
  connectedAt: string
  lastSyncedAt: string | null
  backfill: StravaBackfillDto | null
}

/** The `strava` prop of the Connected Apps tab; `configured` false hides Strava. */
export interface StravaPropsDto {
  configured: boolean
  account: StravaAccountDto | null
}

export function stravaPropsDto(
  configured: boolean,
  account: ConnectedAccount | null,
  backfill: ImportJob | null
): StravaPropsDto {
  return {
    configured,
    account:
      configured && account
        ? {
            athleteId: account.providerUserId,
            athleteName: account.displayName,
            status: account.status,
            connectedAt: account.createdAt.toISO()!,
            lastSyncedAt: account.lastSyncedAt?.toISO() ?? null,
            backfill: backfill
              ? {
                  id: backfill.id,
                  status: backfill.status,
                  total: backfill.total,
                  processed: backfill.processed,
                  imported: backfill.imported,
                  duplicates: backfill.duplicates,
                  rejected: backfill.rejected,
                  error: backfill.error,
                }
              : null,
          }
        : null,
  }
}
