/**
 * The `Error` page's props: the exception handler renders it for an Inertia visit that fails
 * (no controller does, so the page cannot infer them from one).
 */
export interface ErrorPageProps {
  status: number
  message: string
}
