import { useForm, usePage } from '@inertiajs/react'
import type { FormEvent } from 'react'
import type { SharedProps } from '~/types/shared'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { SavedMessage } from '~/components/ui/saved_message'

export default function UpdateProfileInformationForm() {
  const user = usePage<SharedProps>().props.auth.user!
  const form = useForm({ name: user.name, email: user.email })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.patch(route('profile.update'), { preserveScroll: true })
  }

  return (
    <Card
      title="Profile information"
      description="Your name and e-mail address. A new address must be verified again."
    >
      <form onSubmit={submit} className="space-y-4" noValidate aria-label="Profile information">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          error={form.errors.name}
          required
        />
        <Field
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="email"
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
          required
        />
        <div className="flex items-center gap-4">
          <Button disabled={form.processing || !form.isDirty}>Save</Button>
          <SavedMessage show={form.recentlySuccessful} />
        </div>
      </form>
    </Card>
  )
}
