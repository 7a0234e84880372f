import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { CurrentPasswordField, EmailField } from '~/components/ui/account_fields'

/** Sign-in: e-mail address, password and "remember me". */
export default function Login() {
  const form = useForm({ email: '', password: '', remember: false })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('login.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Sign in" />
      <h1 className="mb-4 text-xl font-semibold">Sign in</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <EmailField form={form} autoComplete="username" autoFocus />
        <CurrentPasswordField form={form} name="password" />
        <Checkbox
          label="Remember me"
          name="remember"
          checked={form.data.remember}
          onChange={(e) => form.setData('remember', e.target.checked)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            href={route('password.request')}
            className="text-sm text-gray-600 underline hover:text-gray-900"
          >
            Forgot your password?
          </Link>
          <Button disabled={form.processing}>Sign in</Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600">
        New here?{' '}
        <Link href={route('register')} prefetch className="font-medium text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </>
  )
}
