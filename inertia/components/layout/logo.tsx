import type { ReactNode } from 'react'

/** A decorative 24 × 24 line icon drawn in the text colour. */
export function LineIcon({
  className,
  strokeWidth,
  children,
}: {
  className: string
  strokeWidth: string
  children: ReactNode
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  )
}

export function Logo({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-brand-800">
      <LineIcon className="h-6 w-6" strokeWidth="2.2">
        <path d="M3 17c3-6 6-9 9-9s4 3 6 3 3-2 3-2" strokeLinecap="round" />
        <circle cx="12" cy="8" r="1.5" fill="currentColor" />
      </LineIcon>
      {name}
    </span>
  )
}
