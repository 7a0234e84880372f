import type { HttpContext } from '@adonisjs/core/http'

/**
 * The athlete's pages. Their features arrive with later issues (plan,
 * progress, coach); until then each page renders its honest empty state.
 */
export default class PagesController {
  async welcome({ inertia }: HttpContext) {
    return inertia.render('Welcome')
  }

  async dashboard({ inertia }: HttpContext) {
    return inertia.render('Dashboard')
  }

  async coach({ inertia }: HttpContext) {
    return inertia.render('Coach')
  }

  async plan({ inertia }: HttpContext) {
    return inertia.render('TrainingPlan')
  }

  async progress({ inertia }: HttpContext) {
    return inertia.render('Progress')
  }
}
