import { useId } from 'react';
import { cn } from '../../../lib/cn';

const boxClass =
  'w-full rounded-lg border border-slate-400 bg-slate-50 px-3 font-mono text-base tracking-wide text-slate-900';

/**
 * A value the server made for the reader to copy (a password, a key): read-only, selected whole on focus, in
 * monospace. `isLong` wraps it over lines instead of scrolling it out of a phone's narrow field.
 */
export function SecretField({
  label,
  value,
  isLong = false,
  className,
}: {
  label: string;
  value: string;
  isLong?: boolean;
  className?: string;
}) {
  const id = useId();
  const common = {
    id,
    readOnly: true,
    value,
    spellCheck: false,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
  };
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {isLong ? (
        <textarea {...common} rows={2} className={cn(boxClass, 'resize-none py-2 leading-7')} />
      ) : (
        <input {...common} autoComplete="off" className={cn(boxClass, 'min-h-11')} />
      )}
    </div>
  );
}
