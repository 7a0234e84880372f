import { router } from '@inertiajs/react'
import { useId, useRef, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

/**
 * The plan's secret calendar feed (ICS): the URL to subscribe to with a copy button, and
 * "Reset link" (confirmed) that replaces it; the old one stops working.
 */
export default function CalendarFeed({ icsUrl, version }: { icsUrl: string; version: number }) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [processing, setProcessing] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(icsUrl)
      setCopied('Copied.')
    } catch {
      input.current?.select()
      setCopied('Select the link and copy it (Ctrl+C or ⌘C).')
    }
  }

  const reset = () => {
    setProcessing(true)
    router.post(
      route('plan.ics.reset'),
      { version },
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => {
          setOpen(false)
          setCopied('A new link was made; subscribe to it again.')
        },
        onFinish: () => setProcessing(false),
      }
    )
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
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button type="button" variant="secondary">
              Reset link
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
            <Dialog.Content className="fixed left-1/2 top-1/2 z-[1001] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
              <Dialog.Title className="text-lg font-semibold text-gray-900">
                Reset the calendar link?
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-gray-600">
                A new secret link is made and the current one stops working at once. Calendars
                subscribed to the old link stop updating until you subscribe again.
              </Dialog.Description>
              <div className="mt-4 flex justify-end gap-3">
                <Dialog.Close asChild>
                  <Button type="button" variant="secondary">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="button" variant="danger" disabled={processing} onClick={reset}>
                  Reset link
                </Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-gray-600">
        {copied}
      </p>
    </Card>
  )
}
