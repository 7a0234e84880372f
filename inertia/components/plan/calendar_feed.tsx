import { router } from '@inertiajs/react'
import { useId, useRef, useState } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/dialog'

/**
 * The plan's secret calendar feed (ICS): the URL to subscribe to with a copy button, and
 * "Reset link" (confirmed) that replaces it; the old one stops working.
 */
export default function CalendarFeed({ icsUrl, version }: { icsUrl: string; version: number }) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<string | null>(null)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(icsUrl)
      setCopied('Copied.')
    } catch {
      input.current?.select()
      setCopied('Select the link and copy it (Ctrl+C or ⌘C).')
    }
  }

  return (
    <Card
      title="Calendar feed"
      description="Subscribe in Google Calendar, Apple Calendar or Outlook: your workouts appear there and update when the plan changes. Keep the link private."
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        Calendar link (ICS)
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={icsUrl}
          onFocus={(event) => event.target.select()}
          className="block w-full min-w-0 rounded-md border border-gray-300 bg-gray-50 sm:w-auto sm:flex-1 px-3 py-2 font-mono text-xs text-gray-800"
        />
        <Button type="button" variant="secondary" onClick={copy}>
          Copy link
        </Button>
        <ConfirmDialog
          triggerLabel="Reset link"
          title="Reset the calendar link?"
          description="A new secret link is made and the current one stops working at once. Calendars subscribed to the old link stop updating until you subscribe again."
          confirmLabel="Reset link"
          visit={(callbacks) =>
            router.post(
              route('plan.ics.reset'),
              { version },
              { preserveScroll: true, preserveState: true, ...callbacks }
            )
          }
          onDone={() => setCopied('A new link was made; subscribe to it again.')}
        />
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-gray-600">
        {copied}
      </p>
    </Card>
  )
}
