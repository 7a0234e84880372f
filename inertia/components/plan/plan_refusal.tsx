import type { FlashedRefusal } from '#exceptions/field_refused_exception'
import { Button } from '~/components/ui/button'

/**
 * What would work instead of a refused plan, under the field the refusal is on: the earliest
 * date that works (with a button to use it) and the alternatives as a list. Nothing when the
 * refusal is on another field or says nothing more than its message.
 */
export default function PlanRefusalHelp({
  refusal,
  fields,
  currentDate,
  onUseDate,
}: {
  refusal: FlashedRefusal | null
  /** The form fields this block stands under. */
  fields: string[]
  /** The date now in the form: no button when it already is the earliest. */
  currentDate?: string
  onUseDate?: (dateIso: string) => void
}) {
  if (!refusal || !fields.includes(refusal.field)) return null
  const earliest = refusal.earliestDateIso
  const alternatives = refusal.alternatives ?? []
  if (!earliest && alternatives.length === 0) return null
  return (
    <div
      className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      data-testid="plan-refusal"
    >
      {earliest && (
        <p>
          The earliest race date that works: <span className="font-semibold">{earliest}</span>.
        </p>
      )}
      {earliest && onUseDate && earliest !== currentDate && (
        <Button
          type="button"
          variant="secondary"
          className="mt-2"
          onClick={() => onUseDate(earliest)}
        >
          Use {earliest}
        </Button>
      )}
      {alternatives.length > 0 && (
        <>
          <p className={earliest ? 'mt-2' : undefined}>What would work instead:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label="What would work instead">
            {alternatives.map((alternative) => (
              <li key={alternative}>{alternative}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
