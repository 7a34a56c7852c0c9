import * as ToastPrimitive from '@radix-ui/react-toast';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast-store';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;

/**
 * A toast must never hide the field being typed in (on a phone the code box sits where a bottom toast
 * would be, above the keyboard): when a toast appears over the focused field, or a field under a toast
 * gets focus, the field is scrolled to the middle of the screen.
 */
function useFocusedFieldClearOf(viewport: RefObject<HTMLOListElement | null>, toastCount: number) {
  useEffect(() => {
    if (toastCount === 0) return;
    const keepClear = () => {
      const field = document.activeElement;
      if (!(field instanceof HTMLElement) || !field.matches('input, textarea, select')) return;
      const box = field.getBoundingClientRect();
      const items = viewport.current?.querySelectorAll('li') ?? [];
      if ([...items].some((item) => overlaps(item.getBoundingClientRect(), box))) {
        field.scrollIntoView({ block: 'center' });
      }
    };
    keepClear();
    document.addEventListener('focusin', keepClear);
    return () => document.removeEventListener('focusin', keepClear);
  }, [viewport, toastCount]);
}

/**
 * Radix toast viewport: F8 focuses it, swipe right (50 px) dismisses. At the bottom, full width on phones and bottom
 * right from sm up: on a phone the top holds the logo, the language picker and the sign-in, which a toast must not hide.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useFocusedFieldClearOf(viewport, toasts.length);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} label={t('common.notifications')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.durationMs}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variantClass[item.variant],
          )}
          data-testid="toast"
          data-variant={item.variant}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.dismiss')}
            className="absolute top-2 right-2 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* aria-live keeps the notifications out of the aria-hidden that a modal dialog puts on the rest of the
          page (aria-hidden's hideOthers spares live regions), so a toast raised from a dialog can be read and dismissed. */}
      <ToastPrimitive.Viewport
        ref={viewport}
        aria-live="off"
        hotkey={['F8']}
        label={`${t('common.notifications')} (F8)`}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex w-full flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none',
          'sm:right-0 sm:left-auto sm:max-w-sm sm:p-4 sm:pb-[max(1rem,env(safe-area-inset-bottom))]',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
