import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'

/**
 * The underlined link at the end of a card or a notice that leads to the page saying more
 * ("See your progress", "All activities").
 */
export function MoreLink({
  href,
  className = 'mt-2 text-sm font-medium',
  children,
}: {
  href: string
  /** Spacing and type size; the colour and underline stay. */
  className?: string
  children: ReactNode
}) {
  return (
    <Link href={href} className={`${className} inline-block text-brand-700 underline`}>
      {children}
    </Link>
  )
}
