import type { SharedProps as ServerSharedProps } from '@adonisjs/inertia/types'

/**
 * Props every page receives, for `usePage<SharedProps>()` in layouts and components: the
 * shared props of config/inertia.ts (typed on the server), plus the always-present
 * validation `errors`. A page's own props come from its controller (InferPageProps).
 */
export type SharedProps = ServerSharedProps & {
  errors: Record<string, string>
  [key: string]: unknown
}
