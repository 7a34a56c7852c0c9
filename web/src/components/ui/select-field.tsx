import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** A native select: keyboard, screen readers and mobile pickers work without help. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, className)} {...props} />;
}
