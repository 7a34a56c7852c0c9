import { cn } from '../../../lib/cn';

/** Active or inactive, open or closed: the grey one is the one no longer in use. */
export function StateBadge({ label, isCurrent }: { label: string; isCurrent: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        isCurrent ? 'border-green-200 bg-green-50 text-green-900' : 'border-slate-400 bg-slate-200 text-slate-900',
      )}
    >
      {label}
    </span>
  );
}
