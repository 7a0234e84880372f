import type { ApiRequest, ApiResponse } from '@japa/api-client'
import type { MakeUrlOptions } from '@adonisjs/core/types/http'
import router from '@adonisjs/core/services/router'
import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type { BaseMail, FakeMailer } from '@adonisjs/mail'
import db from '@adonisjs/lucid/services/db'
import queue from '#services/queue'

/**
 * Every functional group: one database transaction per test (rolled back
 * after it), rate-limit counters cleared, the mailer faked so that the mails
 * the app queues can be read, and the job queue drained before the rollback.
 */
export function functionalGroup(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await limiter.clear()
  })
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })
  // Background jobs a test started (imports, plan checks) finish inside its transaction.
  group.each.setup(() => async () => {
    await queue.drain()
  })
}

/**
 * The fake mailer installed by functionalGroup.
 */
export function fakeMailer(): FakeMailer {
  return mail.use() as unknown as FakeMailer
}

/**
 * The mails queued (mail.sendLater) to one address.
 */
export function queuedMailsTo(address: string): BaseMail[] {
  return fakeMailer().mails.queued((queued) => recipientsOf(queued).includes(address))
}

export function recipientsOf(queued: BaseMail): string[] {
  const to = queued.message.toObject().message.to
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

export function textOf(queued: BaseMail): string {
  return String(queued.message.toObject().message.text ?? '')
}

/**
 * The one absolute link in a mail's text part.
 */
export function linkIn(queued: BaseMail): URL {
  const links = textOf(queued).match(/https?:\/\/[^\s"'<>]+/g) ?? []
  if (links.length !== 1) {
    throw new Error(`Expected one link in the mail, found ${links.length}`)
  }
  return new URL(links[0])
}

/**
 * Path and query string of a URL, as the test client requests it.
 */
export function pathOf(url: URL | string) {
  const parsed = typeof url === 'string' ? new URL(url) : url
  return parsed.pathname + parsed.search
}

/**
 * Carries the session a response left behind (values and the flash messages
 * for the next request) into the next request, like a browser's cookie would.
 */
export function continueSession<T extends ApiRequest>(request: T, previous: ApiResponse): T {
  request.withSession(previous.session())
  const flash = previous.flashMessages()
  if (flash && Object.keys(flash).length) request.withFlashMessages(flash)
  return request
}

/**
 * A redirect (not followed) to a path.
 */
export function assertRedirect(response: ApiResponse, location: string, status = 302) {
  response.assertStatus(status)
  response.assertHeader('location', location)
}

/**
 * Whether the session of a response is signed in, and as whom.
 */
export function signedInUserId(response: ApiResponse): number | null {
  const id = response.session('auth_web')
  return id === undefined || id === null ? null : Number(id)
}

/**
 * The headers the Inertia client sends with an XHR visit.
 */
export const INERTIA_XHR = { 'X-Requested-With': 'XMLHttpRequest' }

export async function countRows(table: string, where: Record<string, unknown> = {}) {
  const [row] = await db.from(table).where(where).count('* as total')
  return Number(row.total)
}

/**
 * A same-site Referer header value, so that `redirect().back()` goes there.
 */
export function sameSite(path: string) {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}

/**
 * The URL of a named route of start/routes.ts, as the app itself builds it (`router.makeUrl`,
 * the function the Japa AdonisJS plugin exposes as the test context's `route`), for tests,
 * their tables and their helpers: `route('activities.show', { id })`, `route('welcome', {},
 * { qs: { step: 'goal' } })`. An unknown name throws.
 */
export function route(
  name: string,
  params?: Record<string, unknown> | unknown[],
  options?: MakeUrlOptions
) {
  return router.makeUrl(name, params, options)
}
