/**
 * "Saved." after a successful submit, for the 2 s that useForm's
 * `recentlySuccessful` stays true.
 */
export function SavedMessage({ show }: { show: boolean }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-gray-600">
      {show ? 'Saved.' : ''}
    </p>
  )
}
