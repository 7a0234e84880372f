import type { HttpContext } from '@adonisjs/core/http'
import CoachMessage from '#models/coach_message'
import LoadCoachPage, { messageDtos, proposalsOf } from '#actions/coach/load_coach_page'
import SendCoachMessage from '#actions/coach/send_coach_message'
import { coachMessageValidator } from '#validators/coach'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { coachReplies } from '#coach/replies'

/**
 * The coach: the page, a new question (answered in the background and
 * streamed over the athlete's channel), and one message as JSON for clients
 * without a socket.
 */
export default class CoachController {
  async show(ctx: HttpContext) {
    const { inertia, auth, request, response } = ctx
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const raw = request.qs().thread
    const threadId = raw === undefined || raw === '' ? null : Number(raw)
    if (threadId !== null && !(Number.isInteger(threadId) && threadId > 0)) {
      return response.notFound('Not found')
    }
    const props = await new LoadCoachPage().handle(profile, threadId)
    if (!props) return response.notFound('Not found')
    return inertia.render('Coach', { ...props })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth } = ctx
    const input = await request.validateUsing(coachMessageValidator)
    const profile = await requestAthleteProfile(ctx, auth.getUserOrFail().id)
    const sent = await new SendCoachMessage().handle({
      userId: profile.userId,
      timeZone: profile.timeZone,
      content: input.content,
      threadId: input.threadId,
    })
    if (!sent) return response.notFound('Not found')
    await coachReplies.start({ messageId: sent.reply.id, route: sent.route })
    return response.redirect().toPath(`/coach?thread=${sent.thread.id}`)
  }

  async message({ params, auth, response }: HttpContext) {
    const id = Number(params.id)
    const message = Number.isInteger(id)
      ? await CoachMessage.query().where('id', id).where('user_id', auth.getUserOrFail().id).first()
      : null
    if (!message) return response.notFound({ error: 'Not found' })
    const proposals = await proposalsOf(message.userId, [message])
    return response.json(messageDtos([message], proposals)[0])
  }
}
