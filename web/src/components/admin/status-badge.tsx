import { useStatusLabel } from '../../lib/admin/use-status-label';
import { cn } from '../../lib/cn';
import { statusClass } from './status-styles';

/** The status as text on its colour: the colour helps, the words carry the meaning. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusClass(status),
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
