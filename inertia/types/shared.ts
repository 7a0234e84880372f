import type { SharedProps as ServerSharedProps } from '@adonisjs/inertia/types'

/**
 * Props every page receives (typed from config/inertia.ts on the server),
 * plus the always-present validation `errors`.
 */
export type SharedProps = ServerSharedProps & {
  errors: Record<string, string>
  [key: string]: unknown
}

export type PageProps<T = Record<string, never>> = SharedProps & T

export type AuthUser = NonNullable<SharedProps['auth']['user']>
