import type { HttpContext } from '@adonisjs/core/http'
import { SimpleMessagesProvider } from '@vinejs/vine'
import LoadTrainingLog from '#actions/activities/load_training_log'
import { athleteToday } from '#services/athlete_today'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { ACTIVITY_FIELD_MESSAGES, trainingLogValidator } from '#validators/activity'

const messages = new SimpleMessagesProvider(ACTIVITY_FIELD_MESSAGES)

/**
 * The training log: a calendar of the signed-in athlete's own weeks (what was done, what was
 * planned, weekly totals). Every read is filtered on the athlete's id, so there is no record
 * of anyone else's to authorize; a bad date goes back to the current weeks with a message.
 */
export default class TrainingLogController {
  async show(ctx: HttpContext) {
    const { request, inertia, auth, response, session } = ctx
    const [error, query] = await trainingLogValidator.tryValidate(request.qs(), {
      messagesProvider: messages,
    })
    if (error) {
      session.flash('error', 'Choose a date as YYYY-MM-DD, from 1900 to 2200.')
      return response.redirect().toRoute('log')
    }
    const userId = auth.getUserOrFail().id
    const profile = await requestAthleteProfile(ctx, userId)
    const log = await new LoadTrainingLog().handle({
      userId,
      fromIso: query.from ? isoDate(query.from) : null,
      todayIso: athleteToday(profile.timeZone),
      weekStart: profile.weekStart,
      timeZone: profile.timeZone,
    })
    return inertia.render('Activities/Log', { period: log.period, weeks: log.weeks })
  }
}

function isoDate(value: Date) {
  const pad = (number: number) => String(number).padStart(2, '0')
  return `${String(value.getFullYear()).padStart(4, '0')}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}
