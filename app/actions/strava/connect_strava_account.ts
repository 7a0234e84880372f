import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ConnectedAccount from '#models/connected_account'
import ImportJob from '#models/import_job'
import queue from '#services/queue'
import logger from '@adonisjs/core/services/logger'
import { StravaClient, type StravaSettings } from '#services/strava/strava_client'
import {
  StravaAthleteTakenException,
  StravaConnectionFailedException,
} from '#exceptions/strava_exceptions'

export interface ConnectStravaAccountInput {
  userId: number
  /** The authorization code from the callback. */
  code: string
  /** The scopes the athlete granted (the callback's `scope`). */
  scopes: string[]
}

/**
 * Exchanges the authorization code, stores (or updates) the athlete's
 * connection with its tokens (encrypted by the model) and queues the import
 * of their history, unless one is already under way.
 */
export default class ConnectStravaAccount {
  constructor(private settings: StravaSettings) {}

  /**
   * Throws StravaAthleteTakenException, or StravaConnectionFailedException
   * for any other failure (logged here), both with nothing connected.
   */
  async handle(input: ConnectStravaAccountInput) {
    try {
      return await this.#connect(input)
    } catch (error) {
      if (error instanceof StravaAthleteTakenException) throw error
      logger.warn({ err: error }, 'Strava token exchange failed')
      throw new StravaConnectionFailedException({ cause: error })
    }
  }

  async #connect({ userId, code, scopes }: ConnectStravaAccountInput) {
    const token = await new StravaClient(this.settings).exchangeCode(code)
    const athlete = token.athlete
    if (!athlete?.id) throw new Error('Strava did not say which athlete connected.')
    const athleteId = String(athlete.id)
    const displayName =
      [athlete.firstname, athlete.lastname].filter(Boolean).join(' ').trim() ||
      athlete.username ||
      null

    const { account, importJob, queued } = await db.transaction(async (trx) => {
      const taken = await ConnectedAccount.query({ client: trx })
        .where('provider', 'strava')
        .where('provider_user_id', athleteId)
        .whereNot('user_id', userId)
        .first()
      if (taken) throw new StravaAthleteTakenException()

      const row =
        (await ConnectedAccount.query({ client: trx })
          .where('user_id', userId)
          .where('provider', 'strava')
          .forUpdate()
          .first()) ?? new ConnectedAccount()
      row.useTransaction(trx)
      row.merge({
        userId,
        provider: 'strava',
        providerUserId: athleteId,
        displayName: displayName?.slice(0, 200) ?? null,
        accessToken: token.access_token,
        refreshToken: token.refresh_token,
        expiresAt: DateTime.fromSeconds(token.expires_at),
        scopes: scopes.join(','),
        status: 'active',
      })

      const running = row.backfillJobId
        ? await ImportJob.query({ client: trx })
            .where('id', row.backfillJobId)
            .whereIn('status', ['queued', 'running'])
            .first()
        : null
      const job =
        running ??
        (await ImportJob.create(
          {
            id: randomUUID(),
            userId,
            kind: 'strava_backfill',
            status: 'queued',
            uploadKey: null,
            uploadName: null,
            total: 0,
            processed: 0,
            imported: 0,
            duplicates: 0,
            rejected: 0,
            results: [],
            error: null,
            finishedAt: null,
          },
          { client: trx }
        ))
      row.backfillJobId = job.id
      await row.save()
      return { account: row, importJob: job, queued: !running }
    })

    if (queued) {
      await queue.dispatch('strava.backfill', {
        connectedAccountId: account.id,
        importJobId: importJob.id,
      })
    }
    return { account, importJob }
  }
}
