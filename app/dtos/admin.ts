/*
 * Props of the admin pages, as the server sends them. Type-only (the pages
 * import them with `import type`); dates are ISO 8601 strings.
 */
import type { SubscriptionPlan, SubscriptionStatus, BillingInterval } from '#domain/billing/metrics'

export interface AuditEntryDto {
  id: number
  actor: string
  action: string
  subject: string | null
  createdAt: string
}

export interface AdminDashboardDto {
  generatedAt: string
  users: { total: number; verified: number; admins: number; disabled: number }
  signupsPerWeek: { week: string; count: number }[]
  weeklyActiveAthletes: number
  activities: { total: number; last7Days: number }
  coach: {
    modelMessages: number
    offlineMessages: number
    athletes: number
    costMicroUsd: number | null
  }
  queue: {
    driver: 'memory' | 'redis'
    waiting: number
    delayed: number
    active: number
    failed: number
  }
  realtime: { connections: number }
  auditLog: AuditEntryDto[]
}

export interface SubscriptionMetricsDto {
  generatedAt: string
  currency: string
  mrrCents: number
  arrCents: number
  subscribers: Record<SubscriptionPlan, Record<SubscriptionStatus, number>>
  trialsInProgress: number
  churn: { month: string; payingAtStart: number; ended: number; rate: number | null }[]
  lastMonthChurn: {
    month: string
    payingAtStart: number
    ended: number
    rate: number | null
  } | null
  conversion: { from: string; to: string; trials: number; converted: number; rate: number | null }
  mrrSeries: { month: string; mrrCents: number }[]
  revenueSeries: { month: string; collectedCents: number }[]
  currentMonth: string
}

export interface SubscriptionUserRowDto {
  id: number
  name: string
  email: string
  signedUpAt: string
  verified: boolean
  disabled: boolean
  plan: SubscriptionPlan
  status: SubscriptionStatus | null
  source: 'stripe' | 'admin' | null
  amountCents: number
  currency: string | null
  interval: BillingInterval
  trialEndsAt: string | null
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
}

export interface SubscriptionUsersPageDto {
  filters: { search: string; plan: string; status: string; sort: string }
  rows: SubscriptionUserRowDto[]
  total: number
  page: number
  perPage: number
  lastPage: number
}

export interface SubscriptionUserPageDto {
  account: {
    id: number
    name: string
    email: string
    role: string
    signedUpAt: string
    verified: boolean
    disabledAt: string | null
  }
  subscription: {
    plan: SubscriptionPlan
    planName: string
    status: SubscriptionStatus
    source: 'stripe' | 'admin'
    amountCents: number
    currency: string
    interval: BillingInterval
    trialEndsAtIso: string | null
    currentPeriodEndIso: string | null
    cancelAtPeriodEnd: boolean
  } | null
  billingEvents: {
    id: number
    type: string
    source: string
    amountCents: number | null
    occurredAt: string
  }[]
  auditLog: { id: number; actor: string; action: string; createdAt: string }[]
  plans: {
    id: SubscriptionPlan
    name: string
    amountCents: number
    currency: string
    trialDays: number
  }[]
}
