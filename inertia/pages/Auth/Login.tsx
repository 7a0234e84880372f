import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Checkbox } from '~/components/ui/checkbox'

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
        <Field
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
          required
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
          required
        />
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
