import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'

const CONTENT = {
  narrow:
    'fixed left-1/2 top-1/2 z-[1001] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
  // A form: as tall as the viewport at most, scrolling inside.
  wide: 'fixed left-1/2 top-1/2 z-[1001] max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl',
}

/**
 * A dialog opened by its trigger button (Radix Dialog: focus kept inside, Escape closes):
 * a dimmed page, a centred panel with a title, a description and the content.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'narrow',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  size?: keyof typeof CONTENT
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-gray-900/50" />
        <Dialog.Content className={CONTENT[size]}>
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description
            className={`${size === 'wide' ? 'mt-1' : 'mt-2'} text-sm text-gray-600`}
          >
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A button that closes the dialog it is in. */
export const ModalClose = Dialog.Close
