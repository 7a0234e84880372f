import { Field } from '~/components/ui/field'

/*
 * The account's own fields (name, e-mail address, present password, new password), shared by
 * the sign-in, sign-up and reset pages and the Profile tab's account forms.
 */

/** The part of Inertia's useForm these fields read and write. */
interface AccountForm<K extends string> {
  data: Record<K, string>
  errors: Partial<Record<K, string>>
  setData(key: K, value: string): void
}

type TextProps = {
  label: string
  autoComplete: string
  type?: 'text' | 'email' | 'password'
  autoFocus?: boolean
  hint?: string
  error?: string
}

/** One required text field of the account, named, bound and showing its error. */
function AccountField<K extends string>({
  form,
  name,
  error,
  ...props
}: TextProps & { form: AccountForm<K>; name: K }) {
  return (
    <Field
      {...props}
      name={name}
      value={form.data[name]}
      onChange={(e) => form.setData(name, e.target.value)}
      error={error ?? form.errors[name]}
      required
    />
  )
}

/** The athlete's name. */
export function NameField({ form, autoFocus }: { form: AccountForm<'name'>; autoFocus?: boolean }) {
  return (
    <AccountField form={form} name="name" label="Name" autoComplete="name" autoFocus={autoFocus} />
  )
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
    <AccountField
      form={form}
      name="email"
      type="email"
      label="E-mail address"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={error}
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
    <AccountField
      form={form}
      name={name}
      type="password"
      label={label}
      autoComplete="current-password"
      autoFocus={autoFocus}
      hint={hint}
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
      <AccountField
        form={form}
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={hint}
      />
      <AccountField
        form={form}
        name="password_confirmation"
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  )
}
