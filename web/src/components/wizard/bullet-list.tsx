import { cn } from '../../lib/cn';

/** A list of sentences from the texts (next steps, reminders, a declaration's terms). */
export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid list-disc pl-5 text-slate-800', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
