import type { ChangeEvent } from 'react'

/** The part of Inertia's useForm that binding a text field needs. */
interface TextForm<K extends string> {
  data: Record<K, string | number>
  errors?: Partial<Record<K, string>>
  setData(key: K, value: string): void
}

/**
 * The value, change handler and server error of one useForm field, spread on a Field,
 * SelectField or TextareaField: `<Field label="Name" {...bindField(form, 'name')} />`. An
 * `error` written after the spread replaces the form's own.
 */
export function bindField<K extends string>(form: TextForm<NoInfer<K>>, key: K) {
  return {
    value: form.data[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setData(key, event.target.value),
    error: form.errors?.[key],
  }
}
