import type { ButtonHTMLAttributes } from 'react'
import { Link, type InertiaLinkProps } from '@inertiajs/react'

type Variant = 'primary' | 'secondary' | 'danger'

const styles: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
}

/** The classes of a button of the given variant, for the few controls that are not a Button. */
export function buttonClass(variant: Variant = 'primary', className = '') {
  return `inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed ${styles[variant]} ${className}`
}

/** A form or action button (submits unless `type` says otherwise). */
export function Button({
  variant = 'primary',
  className = '',
  type = 'submit',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}

/** A link to another page that looks like a button (an Inertia visit, not a form). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: InertiaLinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />
}
