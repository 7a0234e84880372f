import type { HttpContext } from '@adonisjs/core/http'
import CreateManualActivity from '#actions/activities/create_manual_activity'
import { createManualActivityValidator } from '#validators/manual_activity'

export default class ManualActivitiesController {
  /** POST /activities: a run entered by hand. */
  async store({ request, response, auth, session }: HttpContext) {
    const input = await request.validateUsing(createManualActivityValidator)
    const result = await new CreateManualActivity().handle({
      userId: auth.getUserOrFail().id,
      ...input,
    })
    session.flash('success', 'Activity added.')
    return response.redirect().toRoute('activities.show', { id: result.activityId })
  }
}
