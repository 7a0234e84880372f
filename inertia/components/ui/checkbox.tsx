import { useId, type InputHTMLAttributes } from 'react'

export function Checkbox({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 rounded border-gray-300 accent-brand-700"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-gray-700">
        {label}
      </label>
    </div>
  )
}
