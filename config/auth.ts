import { defineConfig } from '@adonisjs/auth'
import { versionedSessionGuard } from '#services/versioned_session_guard'
import { UserWithProfileProvider } from '#services/user_with_profile_provider'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    // The session guard plus per-account session versions (decision 018); the
    // user is read with their athlete profile, in one statement (decision 041).
    web: versionedSessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      provider: new UserWithProfileProvider({
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
