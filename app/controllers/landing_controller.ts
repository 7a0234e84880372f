import type { HttpContext } from '@adonisjs/core/http'
import { catalogueDto } from '#dtos/billing'

export default class LandingController {
  async show({ inertia, auth }: HttpContext) {
    // A public page: check the session anyway so that the shared prop
    // `auth.user` shows a signed-in visitor as signed in.
    await auth.check()
    return inertia.render('Landing', { plans: catalogueDto() })
  }
}
