import { useForm, usePage } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Card } from '~/components/ui/card'
import { CurrentPasswordField, EmailField, NameField } from '~/components/ui/account_fields'
import { SaveRow } from '~/components/ui/saved_message'

/**
 * Name and e-mail address. A new address needs the current password and becomes the
 * sign-in address only once its link is followed; until then it is shown as pending.
 */
export default function UpdateProfileInformationForm() {
  const user = usePage<SharedProps>().props.auth.user!
  const form = useForm({ name: user.name, email: user.email, current_password: '' })
  const changingEmail = form.data.email.trim().toLowerCase() !== user.email

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) =>
      changingEmail ? data : { name: data.name, email: data.email.trim() || user.email }
    )
    form.patch(route('profile.update'), {
      preserveScroll: true,
      // The field shows the sign-in address again; a requested one is shown as pending.
      onSuccess: (page) => {
        const current = (page.props as unknown as SharedProps).auth.user!
        const fresh = { name: current.name, email: current.email, current_password: '' }
        form.setDefaults(fresh)
        form.setData(fresh)
      },
      onError: () => form.reset('current_password'),
    })
  }

  return (
    <Card
      title="Profile information"
      description="Your name and e-mail address. A new address is used once you confirm it from your inbox."
    >
      <form onSubmit={submit} className="space-y-4" noValidate aria-label="Profile information">
        <NameField form={form} />
        <EmailField form={form} />
        {user.pendingEmail && (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
            data-testid="pending-email"
          >
            Pending: <strong>{user.pendingEmail}</strong>, check your inbox. Until you follow the
            link, you sign in with {user.email}.
          </p>
        )}
        {changingEmail && (
          <CurrentPasswordField
            form={form}
            name="current_password"
            label="Current password"
            hint="Needed to change your e-mail address."
          />
        )}
        <SaveRow disabled={form.processing || !form.isDirty} saved={form.recentlySuccessful} />
      </form>
    </Card>
  )
}
