import type { HttpContext } from '@adonisjs/core/http'
import SaveGear from '#actions/gear/save_gear'
import Gear from '#models/gear'
import { createGearValidator, updateGearValidator } from '#validators/gear'

/** Shoes and bikes on the Profile's Gear tab. Another athlete's gear: 404. */
export default class GearController {
  async store({ request, response, auth, session }: HttpContext) {
    const input = await request.validateUsing(createGearValidator)
    await new SaveGear().handle({ userId: auth.getUserOrFail().id, ...input })
    session.flash('success', 'Gear added.')
    return response.redirect().toRoute('profile.gear')
  }

  async update({ request, response, auth, params, session }: HttpContext) {
    const input = await request.validateUsing(updateGearValidator)
    const gear = await new SaveGear().handle({
      userId: auth.getUserOrFail().id,
      gearId: Number(params.id),
      ...input,
    })
    if (!gear) return response.notFound('Not found')
    session.flash('success', 'Gear saved.')
    return response.redirect().toRoute('profile.gear')
  }

  async destroy({ response, auth, params, session }: HttpContext) {
    const deleted = await Gear.query()
      .where('id', Number(params.id))
      .where('user_id', auth.getUserOrFail().id)
      .delete()
    if (Number(Array.isArray(deleted) ? deleted[0] : deleted) === 0) {
      return response.notFound('Not found')
    }
    session.flash('success', 'Gear deleted. Its activities are kept.')
    return response.redirect().toRoute('profile.gear')
  }
}
