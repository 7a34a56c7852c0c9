import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type FocusEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children?: ReactNode;
  /** Width and height limits of the panel, e.g. 'max-w-6xl'. */
  className?: string;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A button that turns disabled while its action runs (Save Note, Approve), or leaves with it, drops the focus to the
 * page's body, where Radix lets it be: keyboard users lost their place, and Escape no longer reached the dialog. The
 * focus goes back to the dialog itself instead.
 */
function keepFocusInside(event: FocusEvent<HTMLDivElement>) {
  if (event.relatedTarget !== null) return;
  const dialog = event.currentTarget;
  requestAnimationFrame(() => {
    if (dialog.isConnected && (document.activeElement === document.body || document.activeElement === null)) {
      dialog.focus({ preventScroll: true });
    }
  });
}

/**
 * Modal dialog (Radix): role=dialog, aria-modal, labelled by its title, focus trapped inside and
 * returned to the opener on close, Escape closes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  className,
  fallbackFocus,
}: DialogProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from ordinary buttons, so remember
  // what had focus when the dialog opened (read during render, before the dialog takes focus).
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement as HTMLElement | null;
  wasOpen.current = open;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <DialogPrimitive.Content
          aria-modal="true"
          onBlur={keepFocusInside}
          onCloseAutoFocus={(event) => {
            const target = opener.current?.isConnected ? opener.current : fallbackFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-40 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            className ?? 'max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <DialogPrimitive.Title className="text-xl font-bold text-brand-900">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="text-sm text-slate-700">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
