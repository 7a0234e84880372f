import type { HttpContext } from '@adonisjs/core/http'
import AdminOverview from '#actions/admin/admin_overview'

/**
 * Admin pages (admin role only, enforced by the `admin` middleware).
 * Subscription figures arrive with billing; until then the pages say so.
 */
export default class AdminController {
  async dashboard({ inertia }: HttpContext) {
    return inertia.render('Admin/Dashboard', await new AdminOverview().handle())
  }

  async subscriptions({ inertia }: HttpContext) {
    return inertia.render('Admin/Subscriptions/Overview')
  }

  async subscriptionUsers({ inertia }: HttpContext) {
    return inertia.render('Admin/Subscriptions/Users')
  }
}
