import type { CataloguePlanDto } from '#dtos/billing'

export function money(amountCents: number, currency: string) {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100)
}

export function day(iso: string) {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
}

export function priceLabel(plan: CataloguePlanDto) {
  if (!plan.interval) return money(0, plan.currency)
  return `${money(plan.amountCents, plan.currency)} / ${plan.interval}`
}
