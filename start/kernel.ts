/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
|
| The global middleware stacks and the named middleware that routes use.
|
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/*
| Runs on every request, even when no route matches.
*/
server.use([
  () => import('#middleware/request_id_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
])

/*
| Runs on every request that matched a route.
*/
router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/refuse_multipart_middleware'),
  () => import('#middleware/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/inertia_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  verified: () => import('#middleware/verified_middleware'),
  admin: () => import('#middleware/admin_middleware'),
  confirmed: () => import('#middleware/password_confirmed_middleware'),
  stateless: () => import('#middleware/stateless_middleware'),
  uploads: () => import('#middleware/uploads_middleware'),
})
