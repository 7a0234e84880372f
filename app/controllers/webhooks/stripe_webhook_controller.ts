import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type Stripe from 'stripe'
import HandleStripeEvent from '#actions/billing/handle_stripe_event'
import { stripeClient, stripeSettings } from '#services/stripe'

/**
 * Stripe's webhook: the signature (`Stripe-Signature`, HMAC of the raw body
 * with STRIPE_WEBHOOK_SECRET) is checked by the SDK against the body as it
 * arrived (`request.raw()`, kept by the bodyparser); a bad one answers 400
 * and changes nothing. CSRF-exempt (config/shield.ts): Stripe sends no cookie.
 * Handled inline (quick, and Stripe retries on an error answer).
 */
export default class StripeWebhookController {
  async handle({ request, response }: HttpContext) {
    const settings = stripeSettings()
    if (!settings?.webhookSecret) {
      return response.notFound({ message: 'Stripe is not configured.' })
    }
    const signature = request.header('stripe-signature')
    const raw = request.raw()
    if (!signature || !raw) return response.badRequest({ message: 'Missing signature.' })

    let event: Stripe.Event
    try {
      event = stripeClient(settings).webhooks.constructEvent(raw, signature, settings.webhookSecret)
    } catch {
      return response.badRequest({ message: 'Invalid signature.' })
    }
    try {
      const result = await new HandleStripeEvent().handle(settings, event)
      return response.ok({ received: true, result })
    } catch (error) {
      logger.error({ err: error, eventId: event.id, type: event.type }, 'Stripe event failed')
      return response.internalServerError({ message: 'Event not processed.' })
    }
  }
}
