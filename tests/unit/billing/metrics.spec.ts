import { test } from '@japa/runner'
import {
  currentMrrCents,
  monthIndex,
  monthIndexOf,
  monthLabel,
  monthlyAmountCents,
  monthlyChurn,
  mrrAtEndOfCents,
  mrrSeries,
  revenueSeries,
  subscribersByPlanAndStatus,
  trialConversion,
  trialsInProgress,
  type SubscriptionGroup,
} from '#domain/billing/metrics'

const JAN = monthIndex(2026, 1)
const FEB = monthIndex(2026, 2)
const MAR = monthIndex(2026, 3)
const APR = monthIndex(2026, 4)

function group(overrides: Partial<SubscriptionGroup>): SubscriptionGroup {
  return {
    plan: 'premium_monthly',
    status: 'active',
    interval: 'month',
    amountCents: 1000,
    startedMonth: JAN,
    trialEndMonth: null,
    endedMonth: null,
    endedDuringTrial: false,
    count: 1,
    ...overrides,
  }
}

/**
 * A small book of subscriptions, April 2026 being "now":
 * - 3 monthly at 10.00 since January, still active
 * - 1 yearly at 120.00 since February, past due (counts 10.00 a month)
 * - 2 monthly since January that ended in March (churned)
 * - 1 monthly trial started in February, trial ended in March, paying since
 * - 1 monthly trial started in February, ended unpaid in March
 * - 1 monthly in its trial now (ends in April)
 * - 1 incomplete yearly (never paid), 1 admin-granted free
 */
const BOOK: SubscriptionGroup[] = [
  group({ count: 3 }),
  group({
    plan: 'premium_yearly',
    interval: 'year',
    amountCents: 12000,
    status: 'past_due',
    startedMonth: FEB,
  }),
  group({ status: 'canceled', endedMonth: MAR, count: 2 }),
  group({ startedMonth: FEB, trialEndMonth: MAR }),
  group({
    status: 'canceled',
    startedMonth: FEB,
    trialEndMonth: MAR,
    endedMonth: MAR,
    endedDuringTrial: true,
  }),
  group({ status: 'trialing', startedMonth: APR, trialEndMonth: APR }),
  group({ plan: 'premium_yearly', interval: 'year', amountCents: 12000, status: 'incomplete' }),
  group({ plan: 'free', interval: null, amountCents: 0, startedMonth: MAR }),
]

test.group('Billing metrics | months and amounts', () => {
  test('month indexes round-trip to labels and follow UTC', ({ assert }) => {
    assert.equal(monthLabel(monthIndex(2026, 1)), '2026-01')
    assert.equal(monthLabel(monthIndex(2025, 12)), '2025-12')
    assert.equal(monthIndex(2026, 1) - monthIndex(2025, 12), 1)
    assert.equal(monthIndexOf(new Date('2026-03-31T23:59:59Z')), MAR)
    assert.equal(monthIndexOf(new Date('2026-04-01T00:00:00Z')), APR)
  })

  test('yearly amounts count one twelfth per month, free nothing', ({ assert }) => {
    assert.equal(monthlyAmountCents(999, 'month'), 999)
    assert.equal(monthlyAmountCents(9900, 'year'), 825)
    assert.equal(monthlyAmountCents(500, null), 0)
  })
})

test.group('Billing metrics | MRR', () => {
  test('current MRR sums active and past-due running subscriptions', ({ assert }) => {
    // 3 × 10.00 + 120.00 / 12 + the converted trial 10.00 = 50.00
    assert.equal(currentMrrCents(BOOK), 5000)
  })

  test('MRR at the end of past months follows start, trial end and end', ({ assert }) => {
    // January: 3 + 2 monthly = 50.00 (the yearly starts in February)
    assert.equal(mrrAtEndOfCents(BOOK, JAN), 5000)
    // February: January's 50.00 + the yearly 10.00; trials still running
    assert.equal(mrrAtEndOfCents(BOOK, FEB), 6000)
    // March: the two ended (−20.00), the converted trial pays (+10.00)
    assert.equal(mrrAtEndOfCents(BOOK, MAR), 5000)
  })

  test('the series ends with the current MRR and labels each month', ({ assert }) => {
    const series = mrrSeries(BOOK, APR, 4)
    assert.deepEqual(series, [
      { month: '2026-01', mrrCents: 5000 },
      { month: '2026-02', mrrCents: 6000 },
      { month: '2026-03', mrrCents: 5000 },
      { month: '2026-04', mrrCents: 5000 },
    ])
    assert.lengthOf(mrrSeries(BOOK, APR), 12)
    assert.equal(mrrSeries([], APR)[0].mrrCents, 0)
  })
})

test.group('Billing metrics | subscribers, churn, trials', () => {
  test('running subscriptions by plan and status', ({ assert }) => {
    const table = subscribersByPlanAndStatus(BOOK)
    assert.equal(table.premium_monthly.active, 4)
    assert.equal(table.premium_monthly.trialing, 1)
    assert.equal(table.premium_monthly.canceled, 0)
    assert.equal(table.premium_yearly.past_due, 1)
    assert.equal(table.premium_yearly.incomplete, 1)
    assert.equal(table.free.active, 1)
    assert.equal(trialsInProgress(BOOK), 1)
  })

  test('monthly churn: ended in the month over paying at its start', ({ assert }) => {
    // Start of March: 3 + 2 monthly since January, the yearly since February = 6; 2 ended.
    assert.deepEqual(monthlyChurn(BOOK, MAR), {
      month: '2026-03',
      payingAtStart: 6,
      ended: 2,
      rate: 2 / 6,
    })
    // Start of April: 3 + yearly + converted trial = 5, none ended yet.
    assert.deepEqual(monthlyChurn(BOOK, APR), {
      month: '2026-04',
      payingAtStart: 5,
      ended: 0,
      rate: 0,
    })
    assert.isNull(monthlyChurn([], MAR).rate)
  })

  test('trial-to-paid conversion counts finished trials only', ({ assert }) => {
    // Two trials ended in March: one paid, one did not. The April trial still runs.
    assert.deepEqual(trialConversion(BOOK, JAN, APR), {
      from: '2026-01',
      to: '2026-04',
      trials: 2,
      converted: 1,
      rate: 0.5,
    })
    assert.isNull(trialConversion(BOOK, JAN, FEB).rate)
  })

  test('collected revenue per month, zero-filled', ({ assert }) => {
    const series = revenueSeries(
      [
        { month: MAR, amountCents: 1000 },
        { month: MAR, amountCents: 12000 },
        { month: APR, amountCents: 1000 },
        { month: JAN - 24, amountCents: 999 },
      ],
      APR,
      3
    )
    assert.deepEqual(series, [
      { month: '2026-02', collectedCents: 0 },
      { month: '2026-03', collectedCents: 13000 },
      { month: '2026-04', collectedCents: 1000 },
    ])
  })
})
