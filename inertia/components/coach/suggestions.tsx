/**
 * Questions the coach answers well, as chips: a click fills the composer and sends.
 */
export function Suggestions({
  suggestions,
  disabled,
  onPick,
  className = '',
}: {
  suggestions: string[]
  disabled: boolean
  onPick: (question: string) => void
  className?: string
}) {
  if (suggestions.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Suggested questions">
      {suggestions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(question)}
            className="rounded-full bg-white px-3 py-1.5 text-left text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-400"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  )
}
