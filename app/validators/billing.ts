import vine from '@vinejs/vine'
import { PAID_PLANS } from '#config/billing'

/** Checkout and switching: one of the paid plans of config/billing.ts. */
export const paidPlanValidator = vine.compile(vine.object({ plan: vine.enum(PAID_PLANS) }))
