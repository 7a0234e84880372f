import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { sqlTimestamp, weekStartSql } from '#queries/sql_dialect'

/* Reads of users: the admin's figures, the session guard's second look, an address's owner. */

/**
 * An account's session version and whether it is disabled, read now (the
 * session guard's second look, app/services/versioned_session_guard.ts);
 * null when the account is gone.
 */
export async function sessionStanding(userId: number) {
  const row = await db
    .from('users')
    .where('id', userId)
    .select('session_version', 'disabled_at')
    .first()
  if (!row) return null
  return { sessionVersion: Number(row.session_version ?? 0), disabled: row.disabled_at !== null }
}

/** Accounts: all, e-mail verified, admins, disabled. */
export async function accountCounts() {
  const row = await db
    .from('users')
    .select(
      db.raw('COUNT(*) as total'),
      db.raw('SUM(CASE WHEN email_verified_at IS NOT NULL THEN 1 ELSE 0 END) as verified'),
      db.raw(`SUM(CASE WHEN role = 'admin' THEN 1 ELSE 0 END) as admins`),
      db.raw('SUM(CASE WHEN disabled_at IS NOT NULL THEN 1 ELSE 0 END) as disabled')
    )
    .first()
  return {
    total: Number(row?.total ?? 0),
    verified: Number(row?.verified ?? 0),
    admins: Number(row?.admins ?? 0),
    disabled: Number(row?.disabled ?? 0),
  }
}

/** Sign-ups per week (its Monday in UTC, `YYYY-MM-DD`) since `since`; weeks without any left out. */
export async function signupsPerWeekSince(since: DateTime) {
  const rows = await db
    .from('users')
    .where('created_at', '>=', sqlTimestamp(since))
    .select(db.raw(`${weekStartSql('created_at')} as week`), db.raw('COUNT(*) as total'))
    .groupByRaw('1')
  return new Map<string, number>(
    rows.map((row: { week: string; total: number | string }) => [
      String(row.week),
      Number(row.total),
    ])
  )
}

/** Whether the account still exists (a job checks before and after writing its files). */
export async function userExists(userId: number) {
  const row = await db.from('users').where('id', userId).select('id').first()
  return row !== null && row !== undefined
}

/** The account with this e-mail address, or null. */
export function userWithEmail(email: string) {
  return User.query().where('email', email).first()
}

/** The account with this e-mail address other than `exceptUserId`'s, or null. */
export function otherUserWithEmail(email: string, exceptUserId: number) {
  return User.query().where('email', email).whereNot('id', exceptUserId).first()
}
