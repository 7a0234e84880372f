import type { HttpContext } from '@adonisjs/core/http'

export default class LandingController {
  async show({ inertia }: HttpContext) {
    return inertia.render('Landing')
  }
}
