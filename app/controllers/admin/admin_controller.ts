import type { HttpContext } from '@adonisjs/core/http'
import AdminOverview from '#actions/admin/admin_overview'
import LoadSubscriptionMetrics from '#actions/admin/load_subscription_metrics'

/**
 * Admin pages (admin role only, enforced by the `admin` middleware).
 */
export default class AdminController {
  // Props are spread into an object literal: the pages infer them from these calls
  // (InferPageProps), which needs an object type; a DTO interface alone is not one.
  async dashboard({ inertia }: HttpContext) {
    return inertia.render('Admin/Dashboard', { ...(await new AdminOverview().handle()) })
  }

  async subscriptions({ inertia }: HttpContext) {
    return inertia.render('Admin/Subscriptions/Overview', {
      ...(await new LoadSubscriptionMetrics().handle()),
    })
  }
}
