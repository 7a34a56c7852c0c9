import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast-store';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/** Radix toast viewport: F8 focuses it, swipe right (50 px) dismisses. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
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
        aria-live="off"
        hotkey={['F8']}
        label={`${t('common.notifications')} (F8)`}
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
