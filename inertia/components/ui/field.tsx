import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

/** What a control needs from its frame to be read with its label, hint and error. */
export interface ControlIds {
  'id': string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * The label, hint and error around one control (input, select, textarea), tied together for
 * screen readers (aria-invalid, aria-describedby).
 */
export function FieldFrame({
  label,
  hint,
  error,
  className = '',
  children,
}: {
  label: ReactNode
  hint?: string
  error?: string
  className?: string
  children: (ids: ControlIds) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children({
        'id': id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** An error read out as soon as it appears, under a field or a group of fields. */
export function FieldError({
  message,
  id,
  className = 'mt-1',
}: {
  message?: string | null
  id?: string
  className?: string
}) {
  if (!message) return null
  return (
    <p id={id} role="alert" className={`${className} text-sm text-red-700`.trim()}>
      {message}
    </p>
  )
}

/** The border of a text control: red when its value was refused. */
export function controlBorder(error: string | undefined) {
  return error ? 'border-red-500' : 'border-gray-300'
}

/** A labelled text input with its hint and error. */
export function Field({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <input
          {...ids}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm sm:text-sm ${controlBorder(
            error
          )} focus:border-brand-700 disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-100 disabled:text-gray-500 disabled:shadow-none`}
          {...input}
        />
      )}
    </FieldFrame>
  )
}

/** A labelled multi-line text box with its hint and error. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <textarea
          {...ids}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm sm:text-sm"
          {...textarea}
        />
      )}
    </FieldFrame>
  )
}
