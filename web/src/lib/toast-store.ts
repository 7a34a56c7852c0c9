import { useSyncExternalStore } from 'react';

/** A button in the toast (Retry): it does its work and closes the toast. */
export interface ToastAction {
  label: string;
  /** What a screen reader says instead of the button: another way to do the same (Radix asks for one). */
  altText: string;
  onClick: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'success';
  /** Infinity: until it is dismissed, acted on or replaced. */
  durationMs: number;
  action?: ToastAction;
}

const TOAST_LIMIT = 1;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast; at most one is on screen, the newest wins (spec: limit 1, 5000 ms default). */
export function toast(message: Omit<ToastMessage, 'id' | 'variant' | 'durationMs'> & Partial<ToastMessage>) {
  const entry: ToastMessage = { variant: 'default', durationMs: 5000, ...message, id: nextId++ };
  toasts = [entry, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return entry.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Withdraws the toasts that offer an action (Retry): the work they would do again has moved on. */
export function dismissActionToasts() {
  if (!toasts.some((t) => t.action)) return;
  toasts = toasts.filter((t) => !t.action);
  emit();
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
