import * as ToastPrimitive from '@radix-ui/react-toast';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast-store';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

const actionClass = {
  default: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  success: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  destructive: 'bg-white text-red-800 hover:bg-red-50 focus-visible:outline-white',
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

/** What a toast must not cover: anything the customer may press or type in. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Where toasts may stand, in order of preference: full width on phones (where only top or bottom counts). */
const PLACEMENTS = [
  { v: 'bottom', h: 'right' },
  { v: 'top', h: 'right' },
  { v: 'bottom', h: 'left' },
  { v: 'top', h: 'left' },
] as const;

/**
 * Toasts stand where they cover no control on screen (issue 39: the code box on a phone, a document's Remove on a
 * desktop): the first corner of PLACEMENTS that is clear, checked again as the page scrolls or resizes. When none is
 * clear, the first; the focused field is then scrolled clear (useFocusedFieldClearOf).
 */
function usePlacementClearOfControls(viewport: RefObject<HTMLOListElement | null>, toastCount: number) {
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || toastCount === 0) return;
    // Radix wraps the list in a region with its own focus guards: none of that is a control to keep clear of.
    const notifications = element.closest('[role="region"]') ?? element;
    const place = () => {
      const controls = [...document.querySelectorAll(CONTROLS)]
        .filter((control) => !notifications.contains(control) && !control.closest('[aria-hidden="true"]'))
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
      const isClear = () =>
        [...element.querySelectorAll('li')].every((item) => {
          const box = item.getBoundingClientRect();
          return !controls.some((control) => overlaps(box, control));
        });
      for (const { v, h } of PLACEMENTS) {
        element.dataset.v = v;
        element.dataset.h = h;
        if (isClear()) return;
      }
      element.dataset.v = PLACEMENTS[0].v;
      element.dataset.h = PLACEMENTS[0].h;
    };
    place();
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [viewport, toastCount]);
}

/**
 * Radix toast viewport: F8 focuses it, swipe right (50 px) dismisses. Full width on phones, a corner from sm up; where
 * it stands is chosen so it covers no control (usePlacementClearOfControls).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  usePlacementClearOfControls(viewport, toasts.length);
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
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className={cn(
                  'mt-2 inline-flex min-h-11 w-fit items-center rounded-lg px-4 text-sm font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-offset-2',
                  actionClass[item.variant],
                )}
              >
                {item.action.label}
              </ToastPrimitive.Action>
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
        data-v="bottom"
        data-h="right"
        className={cn(
          'fixed inset-x-0 z-50 flex w-full flex-col gap-2 p-3 outline-none sm:max-w-sm sm:p-4',
          'data-[v=top]:top-0 data-[v=bottom]:bottom-0',
          'data-[v=bottom]:pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:data-[v=bottom]:pb-[max(1rem,env(safe-area-inset-bottom))]',
          'sm:data-[h=right]:left-auto sm:data-[h=left]:right-auto',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
