import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import ListSubscriptionUsers from '#actions/admin/list_subscription_users'
import type { SubscriptionUserFilters } from '#queries/subscription_users'
import exportSubscriptionUsers from '#actions/admin/export_subscription_users'
import LoadSubscriptionUser from '#actions/admin/load_subscription_user'
import recordAdminAction from '#actions/admin/record_admin_action'
import { subscriptionUsersQueryValidator } from '#validators/admin'
import { catalogueDto } from '#dtos/billing'

const QUERY_KEYS = ['search', 'plan', 'status', 'sort', 'page'] as const

/**
 * Admin/Subscriptions/Users: the subscribers list (search, filters, sorting and
 * pagination as query parameters, so that URLs can be shared), one user's page,
 * and the CSV export.
 */
export default class SubscriptionUsersController {
  async index(ctx: HttpContext) {
    const query = await validQuery(ctx)
    if (!query) return
    const { page = 1, ...filters } = query
    const list = await new ListSubscriptionUsers().handle({ filters, page })
    return ctx.inertia.render('Admin/Subscriptions/Users', {
      filters: {
        search: filters.search ?? '',
        plan: filters.plan ?? '',
        status: filters.status ?? '',
        sort: filters.sort ?? 'newest',
      },
      ...list,
    })
  }

  async show({ inertia, params }: HttpContext) {
    const page = await new LoadSubscriptionUser().handle(Number(params.id))
    return inertia.render('Admin/Subscriptions/User', { ...page, plans: catalogueDto() })
  }

  /**
   * The matching users as CSV, streamed: rows are read from the database in
   * batches and written as they come, so memory stays flat for any number of
   * rows. Audited (an export of personal data).
   */
  async export(ctx: HttpContext) {
    const query = await validQuery(ctx)
    if (!query) return
    const filters: SubscriptionUserFilters = {
      search: query.search,
      plan: query.plan,
      status: query.status,
      sort: query.sort,
    }
    const admin = ctx.auth.getUserOrFail()
    await recordAdminAction({
      admin,
      action: 'subscribers.exported',
      subject: null,
      details: Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined)
      ),
      ip: ctx.request.ip(),
    })
    const name = `subscribers-${DateTime.utc().toISODate()}.csv`
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', `attachment; filename="${name}"`)
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.stream(Readable.from(exportSubscriptionUsers(filters)))
  }
}

/**
 * The list's query parameters, validated. Empty parameters are dropped; a
 * request with invalid ones is redirected to the same list without them (a
 * shared or hand-edited URL still opens), with a message naming them.
 */
async function validQuery({ request, response, session }: HttpContext) {
  const given: Record<string, unknown> = {}
  for (const key of QUERY_KEYS) {
    const value = request.qs()[key]
    if (value !== undefined && value !== '') given[key] = value
  }
  const [error, query] = await subscriptionUsersQueryValidator.tryValidate(given)
  if (!error) return query as SubscriptionUserFilters & { page?: number }
  const invalid = new Set(
    (error.messages as { field: string }[]).map((message) => message.field.split('.')[0])
  )
  const kept = new URLSearchParams()
  for (const [key, value] of Object.entries(given)) {
    if (!invalid.has(key) && typeof value === 'string') kept.set(key, value)
  }
  session.flash('error', `Ignored invalid parameters: ${[...invalid].sort().join(', ')}.`)
  const search = kept.toString()
  response.redirect(`${request.url()}${search ? `?${search}` : ''}`)
  return null
}
