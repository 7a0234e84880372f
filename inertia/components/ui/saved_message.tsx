import { Button } from '~/components/ui/button'

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

/** A settings form's submit button with "Saved." beside it once the save went through. */
export function SaveRow({
  disabled,
  saved,
  label = 'Save',
}: {
  disabled: boolean
  saved: boolean
  label?: string
}) {
  return (
    <div className="flex items-center gap-4">
      <Button disabled={disabled}>{label}</Button>
      <SavedMessage show={saved} />
    </div>
  )
}
