/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
|
| Every route has a name: the client resolves paths from the route list
| embedded in the HTML document (see app/services/route_list.ts), so client
| code never hard-codes a path. Field names follow Laravel Breeze.
|
*/
import router from '@adonisjs/core/services/router'
import app from '@adonisjs/core/services/app'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import env from '#start/env'
import { rowIdParam } from '#validators/row_id'
import { WORKOUT_ID_PATTERN } from '#dtos/plan'
import { uploadsConfig } from '#config/uploads'

const LandingController = () => import('#controllers/landing_controller')
const HealthController = () => import('#controllers/health_controller')
const LoginController = () => import('#controllers/auth/login_controller')
const RegisterController = () => import('#controllers/auth/register_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const EmailVerificationController = () => import('#controllers/auth/email_verification_controller')
const ConfirmPasswordController = () => import('#controllers/auth/confirm_password_controller')
const PagesController = () => import('#controllers/pages_controller')
const ProgressController = () => import('#controllers/progress_controller')
const WeeklySummaryController = () => import('#controllers/weekly_summary_controller')
const ProfileController = () => import('#controllers/profile_controller')
const PasswordController = () => import('#controllers/password_controller')
const AthleteProfileController = () => import('#controllers/athlete_profile_controller')
const WelcomeController = () => import('#controllers/welcome_controller')
const ActivitiesController = () => import('#controllers/activities_controller')
const ActivityImportsController = () => import('#controllers/activity_imports_controller')
const ManualActivitiesController = () => import('#controllers/manual_activities_controller')
const GearController = () => import('#controllers/gear_controller')
const PlansController = () => import('#controllers/plans_controller')
const PlanWorkoutsController = () => import('#controllers/plan_workouts_controller')
const PlanRevisionsController = () => import('#controllers/plan_revisions_controller')
const PlanCalendarController = () => import('#controllers/plan_calendar_controller')
const TrainingLogController = () => import('#controllers/training_log_controller')
const CoachController = () => import('#controllers/coach_controller')
const AdminController = () => import('#controllers/admin/admin_controller')
const SubscriptionUsersController = () => import('#controllers/admin/subscription_users_controller')
const UserActions = () => import('#controllers/admin/subscription_user_actions_controller')
const DevMailboxController = () => import('#controllers/dev_mailbox_controller')
const ChannelAuthorizationController = () =>
  import('#controllers/realtime/channel_authorization_controller')
const EventsApiController = () => import('#controllers/realtime/events_api_controller')
const StravaConnectionController = () =>
  import('#controllers/connections/strava_connection_controller')
const StravaWebhookController = () => import('#controllers/webhooks/strava_webhook_controller')
const StripeWebhookController = () => import('#controllers/webhooks/stripe_webhook_controller')
const BillingController = () => import('#controllers/billing/billing_controller')
const DataExportController = () => import('#controllers/data_export_controller')
const EmailChangeController = () => import('#controllers/email_change_controller')

/*
| Every `:id` is a row id the database can hold (docs/decisions/060-security-hygiene.md); a
| route whose id is something else says so with its own matcher.
*/
router.where('id', rowIdParam)

router.get('/', [LandingController, 'show']).as('landing')
router.get('/health', [HealthController, 'show']).as('health').use(middleware.stateless())
/*
| The training plan's calendar feed: public, found by its secret token.
*/
router.get('/plan/calendar/:token', [PlanCalendarController, 'ics']).as('plan.ics')

/*
| Guests: sign in, sign up, forgotten password
*/
router
  .group(() => {
    router.get('/login', [LoginController, 'create']).as('login')
    router.post('/login', [LoginController, 'store']).as('login.store')
    router.get('/register', [RegisterController, 'create']).as('register')
    router.post('/register', [RegisterController, 'store']).as('register.store')
    router.get('/forgot-password', [PasswordResetController, 'request']).as('password.request')
    router
      .post('/forgot-password', [PasswordResetController, 'email'])
      .as('password.email')
      .use(throttle.passwordReset)
    router.get('/reset-password/:token', [PasswordResetController, 'edit']).as('password.reset')
    router.post('/reset-password', [PasswordResetController, 'update']).as('password.store')
  })
  .use(middleware.guest())

/*
| The link mailed to the old address that undoes an e-mail change: signed in or not
*/
router
  .get('/email-change/revert/:id', [EmailChangeController, 'showRevert'])
  .as('email_change.revert')
router
  .post('/email-change/revert/:id', [EmailChangeController, 'revert'])
  .as('email_change.revert.store')

/*
| Signed in, verified or not
*/
router
  .group(() => {
    router.post('/logout', [LoginController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
      .as('verification.verify')
    router
      .get('/email-change/verify/:id/:hash', [EmailChangeController, 'verify'])
      .as('email_change.verify')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'send'])
      .as('verification.send')
      .use(throttle.verificationMail)
    router.get('/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .get('/confirm-password/continue', [ConfirmPasswordController, 'continue'])
      .as('password.confirm.continue')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
      .use(throttle.confirmPassword)
  })
  .use(middleware.auth())

/*
| Signed in and verified: the athlete's area
*/
router
  .group(() => {
    router.get('/welcome', [WelcomeController, 'show']).as('welcome')
    router.put('/welcome', [WelcomeController, 'update']).as('welcome.update')
    router.post('/welcome/skip', [WelcomeController, 'skip']).as('welcome.skip')
    router.get('/dashboard', [PagesController, 'dashboard']).as('dashboard')
    router.get('/coach', [CoachController, 'show']).as('coach')
    router
      .post('/coach/messages', [CoachController, 'store'])
      .as('coach.messages.store')
      .use(throttle.coachMessages)
    router
      .get('/coach/messages/:id', [CoachController, 'message'])
      .as('coach.messages.show')
      .where('id', rowIdParam)
    // The plan's, the activities' and the profile's routes: the functions after this group.
    planRoutes()
    router.get('/progress', [ProgressController, 'show']).as('progress')
    activityRoutes()
    profileRoutes()
  })
  .use([middleware.auth(), middleware.verified()])

/** The training plan: its page, its workouts and its revisions. */
function planRoutes() {
  router.get('/plan', [PlansController, 'show']).as('plan')
  router.post('/plan', [PlansController, 'store']).as('plan.store')
  router.delete('/plan', [PlansController, 'destroy']).as('plan.destroy')
  router.post('/plan/adapt', [PlanRevisionsController, 'adapt']).as('plan.adapt')
  router.post('/plan/calendar/reset', [PlanCalendarController, 'reset']).as('plan.ics.reset')
  router
    .patch('/plan/workouts/:id', [PlanWorkoutsController, 'update'])
    .where('id', WORKOUT_ID_PATTERN)
    .as('plan.workouts.update')
  router
    .get('/plan/workouts/:id/fit', [PlanWorkoutsController, 'fit'])
    .where('id', WORKOUT_ID_PATTERN)
    .as('plan.workouts.fit')
  router
    .group(() => {
      router.post('/apply', [PlanRevisionsController, 'apply']).as('plan.revisions.apply')
      router.post('/discard', [PlanRevisionsController, 'discard']).as('plan.revisions.discard')
      router.post('/undo', [PlanRevisionsController, 'undo']).as('plan.revisions.undo')
    })
    .prefix('/plan/revisions/:id')
    .where('id', rowIdParam)
}

/** Activities: the list, the log, entries and imports, one activity's page and data. */
function activityRoutes() {
  router.get('/activities', [ActivitiesController, 'index']).as('activities.index')
  router.get('/log', [TrainingLogController, 'show']).as('log')
  router.post('/activities', [ManualActivitiesController, 'store']).as('activities.store')
  router
    .post('/activities/import', [ActivityImportsController, 'store'])
    .as('activities.import')
    .use(throttle.activityImports)
    .use(middleware.uploads({ maxBytes: () => uploadsConfig.importMaxBytes }))
  router
    .get('/activities/imports/:id', [ActivityImportsController, 'show'])
    .where('id', router.matchers.uuid())
    .as('activities.imports.show')
  router
    .group(() => {
      router.get('/', [ActivitiesController, 'show']).as('activities.show')
      router.get('/streams', [ActivitiesController, 'streams']).as('activities.streams')
      router.get('/file', [ActivitiesController, 'file']).as('activities.file')
      router.patch('/', [ActivitiesController, 'update']).as('activities.update')
      router.delete('/', [ActivitiesController, 'destroy']).as('activities.destroy')
    })
    .prefix('/activities/:id')
    .where('id', rowIdParam)
}

/** The profile's pages, gear, account and the athlete's settings. */
function profileRoutes() {
  router.get('/profile', [ProfileController, 'show']).as('profile')
  router.get('/profile/zones', [ProfileController, 'show']).as('profile.zones')
  router.get('/profile/apps', [ProfileController, 'show']).as('profile.apps')
  router.get('/profile/preferences', [ProfileController, 'show']).as('profile.preferences')
  router.get('/profile/subscription', [ProfileController, 'show']).as('profile.subscription')
  router.get('/profile/gear', [ProfileController, 'show']).as('profile.gear')
  router.post('/gear', [GearController, 'store']).as('gear.store')
  router.patch('/gear/:id', [GearController, 'update']).where('id', rowIdParam).as('gear.update')
  router
    .post('/gear/:id/dismiss-reminder', [GearController, 'dismissReminder'])
    .where('id', rowIdParam)
    .as('gear.reminder.dismiss')
  router.delete('/gear/:id', [GearController, 'destroy']).where('id', rowIdParam).as('gear.destroy')
  router.get('/profile/edit', [ProfileController, 'edit']).as('profile.edit')
  // It checks the password for an e-mail change: as many guesses as confirm-password allows.
  router
    .patch('/profile', [ProfileController, 'update'])
    .as('profile.update')
    .use(throttle.profilePasswordCheck)
  router.delete('/profile', [ProfileController, 'destroy']).as('profile.destroy')
  router.put('/password', [PasswordController, 'update']).as('password.update')
  router
    .put('/profile/athlete', [AthleteProfileController, 'updateAthlete'])
    .as('profile.athlete.update')
  router.put('/profile/zones', [AthleteProfileController, 'updateZones']).as('profile.zones.update')
  router
    .delete('/profile/zones/manual', [AthleteProfileController, 'resetZones'])
    .as('profile.zones.reset')
  router
    .put('/profile/preferences', [AthleteProfileController, 'updatePreferences'])
    .as('profile.preferences.update')
}

/*
| Admin area
*/
router
  .group(() => {
    router.get('/', [AdminController, 'dashboard']).as('admin.dashboard')
    router.get('/subscriptions', [AdminController, 'subscriptions']).as('admin.subscriptions')
    router
      .get('/subscriptions/users', [SubscriptionUsersController, 'index'])
      .as('admin.subscriptions.users')
    router
      .get('/subscriptions/users/export', [SubscriptionUsersController, 'export'])
      .as('admin.subscriptions.users.export')
      .use(middleware.confirmed())
    router
      .group(() => {
        router.get('/', [SubscriptionUsersController, 'show']).as('admin.subscriptions.users.show')
        router
          .group(() => {
            router.post('/grant', [UserActions, 'grant']).as('admin.subscriptions.users.grant')
            router.post('/plan', [UserActions, 'changePlan']).as('admin.subscriptions.users.plan')
            router.post('/cancel', [UserActions, 'cancel']).as('admin.subscriptions.users.cancel')
            router
              .post('/verification', [UserActions, 'resendVerification'])
              .as('admin.subscriptions.users.verification')
            router
              .post('/disable', [UserActions, 'disable'])
              .as('admin.subscriptions.users.disable')
            router.post('/enable', [UserActions, 'enable']).as('admin.subscriptions.users.enable')
          })
          .use(middleware.confirmed())
      })
      .prefix('/subscriptions/users/:id')
      .where('id', rowIdParam)
  })
  .prefix('/admin')
  .use([middleware.auth(), middleware.verified(), middleware.admin()])

/*
| Realtime: channel authorization for pusher-js (session + CSRF; guests get
| 403 from the controller, not a redirect) and the Pusher HTTP API for other
| processes (request signing, CSRF-exempt under /apps/, see config/shield.ts)
*/
router.post('/broadcasting/auth', [ChannelAuthorizationController, 'store']).as('broadcasting.auth')
router
  .group(() => {
    router.post('/events', [EventsApiController, 'trigger']).as('events')
    router.post('/batch_events', [EventsApiController, 'triggerBatch']).as('batch_events')
    router.get('/channels', [EventsApiController, 'channels']).as('channels')
    router.get('/channels/:channelName', [EventsApiController, 'channel']).as('channel')
    router.get('/channels/:channelName/users', [EventsApiController, 'users']).as('users')
  })
  .prefix('/apps/:appId')
  .as('realtime_api')

/*
| Strava: connect (OAuth; 404 when not configured), disconnect (password
| confirmed), and its webhook (CSRF-exempt under /webhooks/strava, see
| config/shield.ts)
*/
router
  .group(() => {
    router
      .get('/connections/strava', [StravaConnectionController, 'connect'])
      .as('connections.strava.connect')
    router
      .get('/connections/strava/callback', [StravaConnectionController, 'callback'])
      .as('connections.strava.callback')
    router
      .delete('/connections/strava', [StravaConnectionController, 'destroy'])
      .as('connections.strava.destroy')
      .use(middleware.confirmed())
  })
  .use([middleware.auth(), middleware.verified()])
router.get('/webhooks/strava', [StravaWebhookController, 'verify']).as('webhooks.strava.verify')
router.post('/webhooks/strava', [StravaWebhookController, 'event']).as('webhooks.strava.event')

/*
| Billing: Stripe Checkout and Billing Portal (external redirects), cancel /
| resume / switch interval (password confirmed), the Stripe webhook
| (signature-verified, CSRF-exempt under /webhooks/stripe, see
| config/shield.ts); "download all my data" (queued, then a signed link)
*/
router
  .group(() => {
    router.post('/billing/checkout', [BillingController, 'checkout']).as('billing.checkout')
    router.get('/billing/portal', [BillingController, 'portal']).as('billing.portal')
    router
      .group(() => {
        router.post('/billing/cancel', [BillingController, 'cancel']).as('billing.cancel')
        router.post('/billing/resume', [BillingController, 'resume']).as('billing.resume')
        router.post('/billing/switch', [BillingController, 'switch']).as('billing.switch')
      })
      .use(middleware.confirmed())
    router.post('/profile/export', [DataExportController, 'store']).as('profile.export')
    router
      .get('/export/:id', [DataExportController, 'show'])
      .where('id', router.matchers.uuid())
      .as('export.download')
  })
  .use([middleware.auth(), middleware.verified()])
router.post('/webhooks/stripe', [StripeWebhookController, 'handle']).as('webhooks.stripe')

/*
| Weekly summary e-mail: one-click unsubscribe by a signed link (no session):
| GET from the mail's link, POST from the mail client (RFC 8058 List-Unsubscribe-Post;
| CSRF-exempt under /email/weekly-summary/, see config/shield.ts)
*/
router
  .get('/email/weekly-summary/unsubscribe', [WeeklySummaryController, 'unsubscribe'])
  .as('weekly_summary.unsubscribe')
router
  .post('/email/weekly-summary/unsubscribe', [WeeklySummaryController, 'oneClickUnsubscribe'])
  .as('weekly_summary.unsubscribe.one_click')

/*
| Development mailbox: the mails the log mailer "sent" (never in production)
*/
if (!app.inProduction) {
  router.get('/dev/mailbox', [DevMailboxController, 'index']).as('dev.mailbox')
  router.get('/dev/mailbox/:id', [DevMailboxController, 'show']).as('dev.mailbox.show')
}

/*
| Benchmarks only (BENCH_BARE_ROUTE=true, see bench/README.md): the framework's
| floor, a route through the same global and router middleware that does
| nothing, to compare signed-in page visits against.
*/
if (env.get('BENCH_BARE_ROUTE') === true) {
  router.get('/__bench/bare', () => 'ok').as('bench.bare')
}
