import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinner with its text, announced politely. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-slate-700', className)}>
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {label}
    </p>
  );
}
