import type { HttpContext } from '@adonisjs/core/http'
import CoachMessage from '#models/coach_message'
import CoachThread from '#models/coach_thread'
import CoachMessagePolicy from '#policies/coach_message_policy'
import CoachThreadPolicy from '#policies/coach_thread_policy'
import LoadCoachPage from '#actions/coach/load_coach_page'
import LoadCoachMessage from '#actions/coach/load_coach_message'
import SendCoachMessage from '#actions/coach/send_coach_message'
import { coachMessageValidator } from '#validators/coach'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { parseRowId } from '#domain/row_ids'

/**
 * The coach: the page, a new question (answered in the background and
 * streamed over the athlete's channel), and one message as JSON for clients
 * without a socket.
 */
export default class CoachController {
  async show(ctx: HttpContext) {
    const { inertia, auth, request, response, bouncer } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const raw = request.qs().thread ?? ''
    const threadId = raw === '' ? null : parseRowId(raw)
    if (raw !== '' && threadId === null) return response.notFound('Not found')
    if (threadId !== null) {
      await bouncer
        .with(CoachThreadPolicy)
        .authorize('view', await CoachThread.findOrFail(threadId))
    }
    const props = await new LoadCoachPage().handle(profile, threadId)
    if (!props) return response.notFound('Not found')
    return inertia.render('Coach', { ...props })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth, bouncer } = ctx
    const input = await request.validateUsing(coachMessageValidator)
    if (input.threadId !== undefined) {
      const thread = await CoachThread.findOrFail(input.threadId)
      await bouncer.with(CoachThreadPolicy).authorize('post', thread)
    }
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const sent = await new SendCoachMessage().handle({
      userId: profile.userId,
      timeZone: profile.timeZone,
      content: input.content,
      threadId: input.threadId,
    })
    if (!sent) return response.notFound('Not found')
    return response.redirect().toPath(`/coach?thread=${sent.thread.id}`)
  }

  async message({ params, bouncer, response }: HttpContext) {
    const message = await CoachMessage.findOrFail(Number(params.id))
    await bouncer.with(CoachMessagePolicy).authorize('view', message)
    return response.json(await new LoadCoachMessage().handle(message))
  }
}
