import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import SaveGear from '#actions/gear/save_gear'
import DeleteGear from '#actions/gear/delete_gear'
import DismissGearReminder from '#actions/gear/dismiss_gear_reminder'
import Gear from '#models/gear'
import GearPolicy from '#policies/gear_policy'
import { createGearValidator, updateGearValidator } from '#validators/gear'

/** Shoes and bikes on the Profile's Gear tab. Another athlete's gear: 404 (GearPolicy). */
export default class GearController {
  async store({ request, response, auth, session }: HttpContext) {
    const input = await request.validateUsing(createGearValidator)
    await new SaveGear().handle({ userId: auth.getUserOrFail().id, ...input })
    session.flash('success', 'Gear added.')
    return response.redirect().toRoute('profile.gear')
  }

  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const input = await request.validateUsing(updateGearValidator)
    const gear = await authorizedGear(ctx, 'edit')
    const saved = await new SaveGear().handle({
      userId: auth.getUserOrFail().id,
      gearId: gear.id,
      ...input,
    })
    if (!saved) return response.notFound('Not found')
    session.flash('success', 'Gear saved.')
    return response.redirect().toRoute('profile.gear')
  }

  /** Hides one pair's retirement reminder for good; the list keeps showing its distance. */
  async dismissReminder(ctx: HttpContext) {
    const gear = await authorizedGear(ctx, 'dismissReminder')
    await new DismissGearReminder().handle({ gearId: gear.id, now: DateTime.now() })
    return ctx.response.redirect().toRoute('profile.gear')
  }

  async destroy(ctx: HttpContext) {
    const gear = await authorizedGear(ctx, 'delete')
    await new DeleteGear().handle({ userId: ctx.auth.getUserOrFail().id, gearId: gear.id })
    ctx.session.flash('success', 'Gear deleted. Its activities are kept.')
    return ctx.response.redirect().toRoute('profile.gear')
  }
}

/** The gear named by the route, if the policy lets the signed-in athlete do this to it. */
async function authorizedGear(
  { params, bouncer }: HttpContext,
  action: 'edit' | 'delete' | 'dismissReminder'
) {
  const gear = await Gear.findOrFail(Number(params.id))
  await bouncer.with(GearPolicy).authorize(action, gear)
  return gear
}
