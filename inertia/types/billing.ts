/**
 * Billing props (Subscription tab, Landing), typed from the server's DTOs.
 */
export type {
  CataloguePlanDto,
  CurrentSubscriptionDto,
  InvoiceDto,
  SubscriptionTabDto,
} from '#dtos/billing'
