import { lazy, Suspense, useRef } from 'react';
import { useToasts } from '../../lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The toaster (Radix toast) loads with the first toast and stays: most visits to the landing page show none. */
export function LazyToaster() {
  const toasts = useToasts();
  const isNeeded = useRef(false);
  if (toasts.length > 0) isNeeded.current = true;
  if (!isNeeded.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
