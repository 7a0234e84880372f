import type { CataloguePlanDto } from '#dtos/billing'
import { dateTimeFormat, formatLocale } from '~/lib/format_locale'

export function money(amountCents: number, currency: string) {
  return new Intl.NumberFormat(formatLocale(), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100)
}

export function day(iso: string) {
  return dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso))
}

export function priceLabel(plan: CataloguePlanDto) {
  if (!plan.interval) return money(0, plan.currency)
  return `${money(plan.amountCents, plan.currency)} / ${plan.interval}`
}
