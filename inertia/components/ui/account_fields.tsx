import { Field } from '~/components/ui/field'

/*
 * The account's own fields (e-mail address, present password, new password), shared by the
 * sign-in, sign-up and reset pages and the Profile tab's account forms.
 */

/** The part of Inertia's useForm these fields read and write. */
interface AccountForm<K extends string> {
  data: Record<K, string>
  errors: Partial<Record<K, string>>
  setData(key: K, value: string): void
}

/** The e-mail address: `username` when it signs in, `email` when it is (re)registered. */
export function EmailField({
  form,
  autoComplete = 'email',
  autoFocus,
  error,
}: {
  form: AccountForm<'email'>
  autoComplete?: 'email' | 'username'
  autoFocus?: boolean
  /** Shown instead of the field's own error (a reset token's error is the address's). */
  error?: string
}) {
  return (
    <Field
      label="E-mail address"
      type="email"
      name="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={form.data.email}
      onChange={(e) => form.setData('email', e.target.value)}
      error={error ?? form.errors.email}
      required
    />
  )
}

/** The account's present password, asked to sign in or before a sensitive change. */
export function CurrentPasswordField<N extends 'password' | 'current_password'>({
  form,
  name,
  label = 'Password',
  hint,
  autoFocus,
}: {
  form: AccountForm<NoInfer<N>>
  name: N
  label?: string
  hint?: string
  autoFocus?: boolean
}) {
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete="current-password"
      autoFocus={autoFocus}
      hint={hint}
      value={form.data[name]}
      onChange={(e) => form.setData(name, e.target.value)}
      error={form.errors[name]}
      required
    />
  )
}

/** A new password and its confirmation (`password`, `password_confirmation`). */
export function NewPasswordFields({
  form,
  labels = { password: 'Password', confirmation: 'Confirm password' },
  hint,
  autoFocus,
}: {
  form: AccountForm<'password' | 'password_confirmation'>
  labels?: { password: string; confirmation: string }
  hint?: string
  autoFocus?: boolean
}) {
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        name="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={hint}
        value={form.data.password}
        onChange={(e) => form.setData('password', e.target.value)}
        error={form.errors.password}
        required
      />
      <Field
        label={labels.confirmation}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={form.data.password_confirmation}
        onChange={(e) => form.setData('password_confirmation', e.target.value)}
        error={form.errors.password_confirmation}
        required
      />
    </>
  )
}
