import type { HttpContext } from '@adonisjs/core/http'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { errors as vineErrors } from '@vinejs/vine'
import drive from '@adonisjs/drive/services/main'
import Activity from '#models/activity'
import ActivityStream from '#models/activity_stream'
import ListActivities from '#actions/activities/list_activities'
import { requestAthleteProfile } from '#services/request_athlete_profile'
import { DEFAULT_SORT_DIRECTION } from '#domain/activities/list_sort'
import { withDistances } from '#domain/gear'
import UpdateActivity from '#actions/activities/update_activity'
import DeleteActivity from '#actions/activities/delete_activity'
import LoadWorkoutAnalysis from '#actions/activities/load_workout_analysis'
import LoadActivityView from '#actions/activities/load_activity_view'
import { activityPageRows } from '#queries/pages/activity'
import { decodeStreams } from '#domain/activities/stream_codec'
import { ActivityDtos } from '#dtos/activity'
import ActivityPolicy from '#policies/activity_policy'
import { gearDto } from '#dtos/gear'
import {
  ACTIVITY_FIELD_MESSAGES,
  activityIndexValidator,
  updateActivityValidator,
} from '#validators/activity'

const messages = new SimpleMessagesProvider(ACTIVITY_FIELD_MESSAGES)

export const ACTIVITIES_PER_PAGE = 20

const CONTENT_TYPES: Record<string, string> = {
  fit: 'application/vnd.ant.fit',
  gpx: 'application/gpx+xml',
  tcx: 'application/vnd.garmin.tcx+xml',
}

/**
 * The activity list and each activity's page, its streams, its original
 * file, editing and deleting. ActivityPolicy: someone else's activity is
 * "not found".
 */
export default class ActivitiesController {
  async index(ctx: HttpContext) {
    const { request, inertia, auth, response, session } = ctx
    const [error, query] = await activityIndexValidator.tryValidate(request.qs(), {
      messagesProvider: messages,
    })
    if (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      session.flashErrors(
        Object.fromEntries(
          (error.messages as { field: string; message: string }[]).map((item) => [
            item.field,
            item.message,
          ])
        )
      )
      return response.redirect().toRoute('activities.index')
    }
    const from = query.from ? isoDate(query.from) : null
    const to = query.to ? isoDate(query.to) : null
    const userId = auth.getUserOrFail().id
    const profile = await requestAthleteProfile(ctx, userId)
    const sort = query.sort ?? 'date'
    const dir = query.dir ?? DEFAULT_SORT_DIRECTION[sort]
    const q = query.q || null
    const { activities, weeks, meta } = await new ListActivities().handle({
      userId,
      page: query.page ?? 1,
      perPage: ACTIVITIES_PER_PAGE,
      sport: query.sport ?? null,
      from,
      to,
      search: q,
      sort,
      direction: dir,
      weekStart: profile.weekStart,
    })
    return inertia.render('Activities/Index', {
      activities: { data: activities.map((activity) => ActivityDtos.listItem(activity)), meta },
      weeks,
      weekStart: profile.weekStart,
      filters: { sport: query.sport ?? null, from, to, q },
      sort: { key: sort, dir },
    })
  }

  async show(ctx: HttpContext) {
    const userId = ctx.auth.getUserOrFail().id
    const rows = await activityPageRows(Number(ctx.params.id), userId)
    const { activity } = rows
    await ctx.bouncer.with(ActivityPolicy).authorize('view', activity)
    const view = await new LoadActivityView().handle(activity, rows.view)
    const workout = new LoadWorkoutAnalysis().handle({
      activity,
      analysis: view.analysis,
      planDocument: rows.planDocument,
      sameDay: rows.sameDay,
    })
    return ctx.inertia.render('Activities/Show', {
      activity: ActivityDtos.detail(activity),
      streams: view.streams,
      workout,
      gear: withDistances(rows.gear).map(gearDto),
      map: ActivityDtos.map(),
    })
  }

  /**
   * Every recorded sample, for "Load full resolution".
   */
  async streams(ctx: HttpContext) {
    const activity = await authorizedActivity(ctx, 'view')
    const row = await ActivityStream.find(activity.id)
    if (!row) return ctx.response.notFound({ message: 'This activity has no recorded streams.' })
    return ActivityDtos.streams(decodeStreams(row.data), true)
  }

  /**
   * The original file, as it was uploaded.
   */
  async file(ctx: HttpContext) {
    const activity = await authorizedActivity(ctx, 'view')
    const disk = drive.use()
    if (!activity.fileKey || !(await disk.exists(activity.fileKey))) {
      return ctx.response.notFound('This activity has no original file.')
    }
    const name = activity.fileName || `activity-${activity.id}.${activity.fileFormat ?? 'bin'}`
    const { response } = ctx
    response.header(
      'Content-Type',
      (activity.fileFormat && !/\.(gz|zip)$/i.test(name) && CONTENT_TYPES[activity.fileFormat]) ||
        'application/octet-stream'
    )
    response.header('Content-Disposition', attachment(name))
    response.header('Cache-Control', 'private, no-store')
    return response.stream(await disk.getStream(activity.fileKey))
  }

  async update(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const input = await request.validateUsing(updateActivityValidator, {
      messagesProvider: messages,
    })
    const activity = await authorizedActivity(ctx, 'edit')
    await new UpdateActivity().handle({
      ...input,
      userId: auth.getUserOrFail().id,
      activityId: activity.id,
    })
    session.flash('success', 'Activity saved.')
    return response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const activity = await authorizedActivity(ctx, 'delete')
    await new DeleteActivity().handle({
      userId: ctx.auth.getUserOrFail().id,
      activityId: activity.id,
    })
    ctx.session.flash('success', `“${activity.name}” was deleted.`)
    return ctx.response.redirect().toRoute('activities.index')
  }
}

/**
 * The activity named by the route, if the policy lets the signed-in athlete
 * do this to it; 404 otherwise (someone else's activity is "not found").
 */
async function authorizedActivity(
  { params, bouncer }: HttpContext,
  action: 'view' | 'edit' | 'delete'
) {
  const activity = await Activity.findOrFail(Number(params.id))
  await bouncer.with(ActivityPolicy).authorize(action, activity)
  return activity
}

function isoDate(value: Date) {
  const pad = (number: number) => String(number).padStart(2, '0')
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

/**
 * Content-Disposition for a download: an ASCII fallback name and the exact
 * name (RFC 6266 / RFC 5987).
 */
function attachment(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
