import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClass } from './field-class';

/** A native select outside a form (list filters): keyboard, screen readers and mobile pickers work without help. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, className)} {...props} />;
}
