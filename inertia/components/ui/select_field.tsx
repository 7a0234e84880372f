import type { SelectHTMLAttributes } from 'react'
import { controlBorder, FieldFrame } from '~/components/ui/field'

/** One entry of a select: the value sent and the label shown. */
export interface SelectOption {
  value: string
  label: string
}

/** A labelled select with its hint and error, tied together for screen readers. */
export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  error?: string
  hint?: string
  options: readonly SelectOption[]
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <select
          {...ids}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm sm:text-sm ${controlBorder(error)}`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
