import { useState, type ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '~/components/ui/button'

/**
 * A modal dialog: dimmed overlay, a centred panel with its title and description, focus kept
 * inside (Radix Dialog). `triggerLabel` names the button that opens it (none: opened by its
 * owner). `layered` puts it above the plan calendar's and the maps' layers.
 */
export function ModalDialog({
  open,
  onOpenChange,
  triggerLabel,
  triggerVariant = 'secondary',
  title,
  description,
  descriptionClassName = 'mt-2 text-sm text-gray-600',
  layered = true,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerLabel?: string
  triggerVariant?: 'secondary' | 'danger'
  title: ReactNode
  description: ReactNode
  descriptionClassName?: string
  layered?: boolean
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {triggerLabel && (
        <Dialog.Trigger asChild>
          <Button type="button" variant={triggerVariant}>
            {triggerLabel}
          </Button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${layered ? 'z-[1000] ' : ''}bg-gray-900/50`} />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 ${layered ? 'z-[1001] ' : ''}w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The dialog's "Cancel" (or another label): closes it and does nothing else. */
export function CloseButton({ children = 'Cancel' }: { children?: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <Button type="button" variant="secondary">
        {children}
      </Button>
    </Dialog.Close>
  )
}

/** The callbacks an Inertia visit reports to a ConfirmDialog through. */
export interface VisitCallbacks {
  onStart: () => void
  onFinish: () => void
  onSuccess: () => void
}

/**
 * A secondary button that asks before a destructive visit: the dialog says what will happen,
 * "Cancel" keeps everything, the red button runs `visit` and the dialog closes once it succeeds.
 */
export function ConfirmDialog({
  triggerLabel,
  title,
  description,
  confirmLabel,
  visit,
  onDone,
  layered,
}: {
  triggerLabel: string
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  visit: (callbacks: VisitCallbacks) => void
  onDone?: () => void
  layered?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [processing, setProcessing] = useState(false)
  const confirm = () =>
    visit({
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
      onSuccess: () => {
        setOpen(false)
        onDone?.()
      },
    })
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      layered={layered}
      triggerLabel={triggerLabel}
      title={title}
      description={description}
    >
      <div className="mt-4 flex justify-end gap-3">
        <CloseButton />
        <Button type="button" variant="danger" disabled={processing} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
