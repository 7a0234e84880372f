import { defineConfig } from '@adonisjs/inertia'
import type { InferSharedProps } from '@adonisjs/inertia/types'
import type { HttpContext } from '@adonisjs/core/http'
import { appName } from '#config/app'
import { publicRealtimeConfig } from '#config/realtime'
import { UserDto, type AuthUserDto } from '#dtos/user'
import { signedInUser } from '#services/signed_in_user'
import { displayPreferences, type DisplayPreferences } from '#services/display_preferences'
import { formattingLocale } from '#services/formatting_locale'

/**
 * Shared props: on every page response, typed for the client through
 * InferSharedProps (the SharedProps augmentation below): InferPageProps adds
 * them to every page's props, and inertia/types/shared.ts types `usePage()`.
 */
const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',

  sharedData: {
    csrf_token: (ctx: HttpContext): string => ctx.request.csrfToken,
    auth: (ctx: HttpContext): { user: AuthUserDto | null } => {
      const user = signedInUser(ctx)
      return { user: user ? UserDto.forAuth(user) : null }
    },
    flash: (ctx: HttpContext): { success: string | null; error: string | null } => ({
      success: (ctx.session?.flashMessages.get('success') as string | undefined) ?? null,
      error: (ctx.session?.flashMessages.get('error') as string | undefined) ?? null,
    }),
    /**
     * Display preferences every page needs (units apply everywhere a number
     * is shown); null for guests.
     */
    preferences: async (ctx: HttpContext): Promise<DisplayPreferences | null> => {
      const user = signedInUser(ctx)
      return user ? displayPreferences(ctx, user.id) : null
    },
    /**
     * The locale every date and number is written in, on the server and in the browser alike
     * (the browser's language, from Accept-Language).
     */
    locale: (ctx: HttpContext): string => formattingLocale(ctx.request),
    /**
     * Public runtime configuration: one client build serves any deployment.
     */
    config: (): { appName: string; realtime: typeof publicRealtimeConfig } => ({
      appName,
      realtime: publicRealtimeConfig,
    }),
  },

  /**
   * Landing and the Dashboard (the page after signing in) are rendered on the
   * server, so that their content is in the first HTML and paints before the
   * JavaScript has loaded; the other signed-in pages render on the client.
   */
  ssr: {
    enabled: true,
    pages: ['Landing', 'Dashboard'],
  },
})

export default inertiaConfig

declare module '@adonisjs/inertia/types' {
  export interface SharedProps extends InferSharedProps<typeof inertiaConfig> {}
}
