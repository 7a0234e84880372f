import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { PlanId, SubscriptionStatus } from '#models/subscription'
import { asIsoTimestamp } from '#queries/sql_dialect'

/*
 * Reads of users joined to their current subscription: the admin's subscribers list and its
 * CSV export.
 */

export const SUBSCRIPTION_USER_SORTS = ['newest', 'oldest', 'name', 'email', 'renewal'] as const
export type SubscriptionUserSort = (typeof SUBSCRIPTION_USER_SORTS)[number]
export const SUBSCRIPTION_USERS_PER_PAGE = 25

export interface SubscriptionUserFilters {
  search?: string
  plan?: PlanId
  status?: SubscriptionStatus
  sort?: SubscriptionUserSort
}

/** One row of the subscribers list and of the CSV export. */
export interface SubscriptionUserRow {
  id: number
  name: string
  email: string
  signedUpAt: string
  verified: boolean
  disabled: boolean
  plan: PlanId
  status: SubscriptionStatus | null
  source: 'stripe' | 'admin' | null
  amountCents: number
  currency: string | null
  interval: 'month' | 'year' | null
  trialEndsAt: string | null
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
}

/**
 * A user's current subscription is their latest one that has not ended (see
 * currentSubscription in #queries/subscriptions; "latest" here is the highest id). Three query shapes,
 * each answered by the indexes of migration 0036:
 * - users first (no paid plan or status filter): the page of users is read by the
 *   sort's index (or the trigram indexes for a search), then their current
 *   subscriptions are looked up for those rows only;
 * - subscriptions first (a paid plan or a status): the running subscriptions of
 *   that plan and status (partial index), kept when no later one runs;
 * - the renewal sort without those filters joins every user to their current
 *   subscription (the slow one, a full pass).
 */
const SUBSCRIPTION_COLUMNS = [
  's.user_id',
  's.plan',
  's.status',
  's.source',
  's.amount_cents',
  's.currency',
  's.interval',
  's.trial_ends_at',
  's.current_period_end',
  's.cancel_at_period_end',
]
const USER_COLUMNS = [
  'u.id',
  'u.full_name',
  'u.email',
  'u.created_at',
  'u.email_verified_at',
  'u.disabled_at',
]
const COLUMNS = [...USER_COLUMNS, ...SUBSCRIPTION_COLUMNS.slice(1)]

const NO_LATER_RUNNING = `NOT EXISTS (SELECT 1 FROM subscriptions later
  WHERE later.user_id = s.user_id AND later.ended_at IS NULL AND later.id > s.id)`

/** `%term%` for LIKE, with the wildcards of the term itself escaped. */
function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Search in name and e-mail, case-insensitive on SQLite and PostgreSQL alike. */
function withSearch(query: DatabaseQueryBuilderContract, filters: SubscriptionUserFilters) {
  const term = filters.search?.trim()
  if (term) {
    const pattern = likePattern(term)
    query.where((where) =>
      where
        .whereRaw(`LOWER(u.full_name) LIKE ? ESCAPE '\\'`, [pattern])
        .orWhereRaw(`LOWER(u.email) LIKE ? ESCAPE '\\'`, [pattern])
    )
  }
  return query
}

function subscriptionsFirst(filters: SubscriptionUserFilters) {
  return Boolean((filters.plan && filters.plan !== 'free') || filters.status)
}

/** Users first; Free: no running subscription on a paid plan. */
function usersQuery(filters: SubscriptionUserFilters) {
  const query = withSearch(db.from('users as u'), filters)
  if (filters.plan === 'free') {
    query.whereRaw(`NOT EXISTS (SELECT 1 FROM subscriptions c
      WHERE c.user_id = u.id AND c.ended_at IS NULL AND c.plan <> 'free')`)
  }
  return query
}

/** Subscriptions first: current subscriptions of a plan and/or status, with their users. */
function currentSubscriptionsQuery(filters: SubscriptionUserFilters) {
  const query = db
    .from('subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .whereNull('s.ended_at')
    .whereRaw(NO_LATER_RUNNING)
  if (filters.plan) query.where('s.plan', filters.plan)
  if (filters.status) query.where('s.status', filters.status)
  return withSearch(query, filters)
}

/** Every user joined to their current subscription (the renewal sort without filters). */
function everyUserQuery(filters: SubscriptionUserFilters) {
  return usersQuery(filters).joinRaw(
    `LEFT JOIN subscriptions s ON s.id = (SELECT MAX(c.id) FROM subscriptions c
      WHERE c.user_id = u.id AND c.ended_at IS NULL)`
  )
}

function ordered(query: DatabaseQueryBuilderContract, sort: SubscriptionUserSort = 'newest') {
  switch (sort) {
    case 'oldest':
      return query.orderBy('u.created_at', 'asc').orderBy('u.id', 'asc')
    case 'name':
      return query.orderByRaw('LOWER(u.full_name) ASC, u.id ASC')
    case 'email':
      return query.orderBy('u.email', 'asc').orderBy('u.id', 'asc')
    case 'renewal':
      return query.orderByRaw(
        'CASE WHEN s.current_period_end IS NULL THEN 1 ELSE 0 END, s.current_period_end ASC, u.id ASC'
      )
    default:
      return query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc')
  }
}

/** The current subscriptions of some users, looked up for those users only. */
async function withCurrentSubscriptions(users: Record<string, unknown>[]) {
  if (users.length === 0) return users
  const ids = users.map((user) => Number(user.id))
  const current = await db
    .from('subscriptions as s')
    .select(SUBSCRIPTION_COLUMNS)
    .whereIn('s.id', (latest) =>
      latest
        .from('subscriptions')
        .max('id')
        .whereIn('user_id', ids)
        .whereNull('ended_at')
        .groupBy('user_id')
    )
  const byUser = new Map(current.map((row: Record<string, unknown>) => [Number(row.user_id), row]))
  return users.map((user) => ({ ...byUser.get(Number(user.id)), ...user }))
}

/** One sorted page (or batch) of matching users with their current subscription. */
async function readRows(
  filters: SubscriptionUserFilters,
  shape: (query: DatabaseQueryBuilderContract) => DatabaseQueryBuilderContract
) {
  if (subscriptionsFirst(filters)) {
    return shape(currentSubscriptionsQuery(filters).select(COLUMNS))
  }
  if (filters.sort === 'renewal') return shape(everyUserQuery(filters).select(COLUMNS))
  return withCurrentSubscriptions(await shape(usersQuery(filters).select(USER_COLUMNS)))
}

function toRow(record: Record<string, unknown>): SubscriptionUserRow {
  return {
    id: Number(record.id),
    name: String(record.full_name),
    email: String(record.email),
    signedUpAt: asIsoTimestamp(record.created_at)!,
    verified: record.email_verified_at !== null,
    disabled: record.disabled_at !== null,
    plan: (record.plan ?? 'free') as PlanId,
    status: (record.status ?? null) as SubscriptionStatus | null,
    source: (record.source ?? null) as SubscriptionUserRow['source'],
    amountCents: Number(record.amount_cents ?? 0),
    currency: (record.currency ?? null) as string | null,
    interval: (record.interval ?? null) as SubscriptionUserRow['interval'],
    trialEndsAt: asIsoTimestamp(record.trial_ends_at),
    currentPeriodEnd: asIsoTimestamp(record.current_period_end),
    cancelAtPeriodEnd: Boolean(record.cancel_at_period_end),
  }
}

/** One page of the subscribers list and the number of matching users. */
export async function subscriptionUsersPage(
  filters: SubscriptionUserFilters,
  page: number,
  perPage: number = SUBSCRIPTION_USERS_PER_PAGE
) {
  const count = subscriptionsFirst(filters)
    ? currentSubscriptionsQuery(filters)
    : usersQuery(filters)
  const [counted, records] = await Promise.all([
    count.count('* as total').first(),
    readRows(filters, (query) =>
      ordered(query, filters.sort)
        .limit(perPage)
        .offset((page - 1) * perPage)
    ),
  ])
  const total = Number(counted?.total ?? 0)
  return {
    rows: records.map(toRow),
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  }
}

/**
 * Every matching user, in batches of `batchSize` read one after another by id
 * (keyset pagination), so that an export of any size holds one batch in memory.
 */
export async function* subscriptionUserBatches(
  filters: SubscriptionUserFilters,
  batchSize = 500
): AsyncGenerator<SubscriptionUserRow[]> {
  const byId = { ...filters, sort: undefined }
  let after = 0
  for (;;) {
    const records = await readRows(byId, (query) =>
      query.where('u.id', '>', after).orderBy('u.id', 'asc').limit(batchSize)
    )
    if (records.length === 0) return
    yield records.map(toRow)
    after = Number(records[records.length - 1].id)
    if (records.length < batchSize) return
  }
}
