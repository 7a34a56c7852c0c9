import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** No inner padding, for content that brings its own (cn does not merge classes, so p-0 cannot undo p-5). */
  isFlush?: boolean;
}

export function Card({ className, isFlush = false, ...props }: CardProps) {
  return (
    <section
      className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', !isFlush && 'p-5', className)}
      {...props}
    />
  );
}
