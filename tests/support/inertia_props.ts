import type { ApiResponse } from '@japa/api-client'
import type { InferPageProps, SharedProps } from '@adonisjs/inertia/types'

/**
 * The props of a page as its controller sends them, typed the way the page itself is typed
 * (`InferPageProps<Controller, 'method'>`, docs/decisions/023-page-props-typed-from-the-server.md),
 * plus the validation `errors` the Inertia middleware adds. A test that reads a prop its
 * controller does not send fails `npm run typecheck`, as a page would.
 */
export type PagePropsOf<Controller, Method extends keyof Controller> = InferPageProps<
  Controller,
  Method
> & { errors: Record<string, string> }

/** The props every page gets (config/inertia.ts `sharedData`), for pages of any controller. */
export type AnyPageProps = SharedProps & { errors: Record<string, string> }

/**
 * The props of an Inertia response (a 200 rendering `component`), typed from the controller
 * method that renders it: `inertiaProps<ProfileController, 'show'>(response, 'Profile')`.
 */
export function inertiaProps<Controller, Method extends keyof Controller>(
  response: ApiResponse,
  component: string
): PagePropsOf<Controller, Method> {
  response.assertStatus(200)
  response.assertInertiaComponent(component)
  return response.body().props
}

/** The shared props of an Inertia response, whichever page it renders. */
export function sharedProps(response: ApiResponse): AnyPageProps {
  response.assertStatus(200)
  if (typeof response.body().component !== 'string') {
    throw new Error(`Not an Inertia page response: ${response.text().slice(0, 200)}`)
  }
  return response.body().props
}
