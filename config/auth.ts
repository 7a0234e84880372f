import { defineConfig } from '@adonisjs/auth'
import { configProvider } from '@adonisjs/core'
import { versionedSessionGuard } from '#services/versioned_session_guard'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    // The session guard plus per-account session versions (decision 018).
    web: versionedSessionGuard({
      useRememberMeTokens: true,
      rememberMeTokensAge: '30 days',
      // The user and their athlete profile in one read (decision 046).
      provider: configProvider.create(async () => {
        const { UserWithProfileProvider } = await import('#services/user_with_profile_provider')
        return new UserWithProfileProvider()
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
