import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import ConfirmEmailChange from '#actions/users/confirm_email_change'
import RevertEmailChange from '#actions/users/revert_email_change'
import ForbiddenException from '#exceptions/forbidden_exception'

export const REVERT_LINK_PROBLEM =
  'This link is invalid or has expired: nothing was changed. If your address was changed without you, reset your password from the sign-in page, or contact us.'

/**
 * The two links an e-mail change mails out
 * (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md): the one to the new
 * address that makes it the sign-in address, and the one to the old address that undoes
 * the change.
 */
export default class EmailChangeController {
  /**
   * Follows the link mailed to the new address; signed in as the account that asked.
   */
  async verify({ request, params, auth, response, session }: HttpContext) {
    if (!request.hasValidSignature()) {
      session.flash(
        'error',
        'This confirmation link is invalid or has expired. Change the address again to get a new one.'
      )
      return response.redirect().toRoute('profile.edit')
    }
    const user = auth.getUserOrFail()
    const result = await new ConfirmEmailChange().handle({
      user,
      id: String(params.id),
      hash: String(params.hash),
      now: DateTime.now(),
    })
    if (result === 'invalid') {
      throw new ForbiddenException('This confirmation link belongs to another account or address.')
    }
    if (result === 'taken') {
      session.flash(
        'error',
        `This address cannot be used: your sign-in address stays ${user.email}.`
      )
    }
    if (result === 'changed') {
      session.flash('success', `Your sign-in address is now ${user.email}.`)
    }
    return response.redirect().toRoute('profile.edit')
  }

  /**
   * The page behind the link mailed to the old address: a button, so that a mail
   * scanner that opens links changes nothing.
   */
  async showRevert({ request, inertia }: HttpContext) {
    const valid = request.hasValidSignature()
    return inertia.render('Auth/RevertEmailChange', {
      valid,
      email: valid ? String(request.qs().email ?? '') : null,
      action: request.url(true),
    })
  }

  /**
   * Restores the old address, ends every session and leads to choosing a new password.
   */
  async revert({ request, params, response, session, auth }: HttpContext) {
    if (!request.hasValidSignature()) {
      session.flash('error', REVERT_LINK_PROBLEM)
      return response.redirect().back()
    }
    const result = await new RevertEmailChange().handle({
      userId: Number(params.id),
      email: String(request.qs().email ?? ''),
      now: DateTime.now(),
    })
    if (!result.ok) {
      session.flash(
        'error',
        result.reason === 'taken'
          ? 'Another account uses this address now, so it cannot be restored. Contact us.'
          : REVERT_LINK_PROBLEM
      )
      return response.redirect().back()
    }
    if (await auth.use('web').check()) await auth.use('web').logout()
    session.regenerate()
    session.flash(
      'success',
      `Your address is ${result.email} again and every session has ended. Choose a new password now.`
    )
    return response
      .redirect()
      .toRoute('password.reset', { token: result.resetToken }, { qs: { email: result.email } })
  }
}
