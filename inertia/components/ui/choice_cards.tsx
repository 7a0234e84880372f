/** One card of a ChoiceCards group: the value sent, its title and a line under it. */
export interface ChoiceCard<V extends string> {
  value: V
  label: string
  hint: string
}

/**
 * One answer among a few, each a radio in a card with a title and a hint, the chosen card
 * outlined: what a new plan is for (race or base) and what came up when adapting one.
 */
export function ChoiceCards<V extends string>({
  name,
  legend,
  legendHidden = false,
  value,
  options,
  onChange,
  gridClassName,
  tight = false,
}: {
  name: string
  legend: string
  legendHidden?: boolean
  value: V
  options: readonly ChoiceCard<V>[]
  onChange: (value: V) => void
  gridClassName: string
  /** A narrower gap between radio and text, for grids of many small cards. */
  tight?: boolean
}) {
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-semibold text-gray-900'}>
        {legend}
      </legend>
      <div className={gridClassName}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start ${tight ? 'gap-2' : 'gap-3'} rounded-md p-3 ring-1 ${
              value === option.value
                ? 'bg-brand-50 ring-2 ring-brand-700'
                : 'bg-white ring-gray-300 hover:bg-gray-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{option.label}</span>
              <span className="block text-xs text-gray-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
