import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

const tabClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

interface StatusTabsProps<S extends string> {
  id?: string;
  /** The tab list's accessible name. */
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  statusLabel: (status: S) => string;
  /** Each status's count, shown on its tab once known; the feature keeps them current. */
  counts: Partial<Record<S, number>> | undefined;
  /** The panel of the chosen status. */
  children: ReactNode;
}

/** One tab per status with its count; the chosen status's panel below. */
export function StatusTabs<S extends string>(props: StatusTabsProps<S>) {
  const { id, label, statuses, value, onChange, statusLabel, counts, children } = props;
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as S)} activationMode="manual">
      <Tabs.List id={id} aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {statuses.map((status) => (
          <Tabs.Trigger key={status} value={status} className={tabClass}>
            {statusLabel(status)}
            {counts?.[status] !== undefined && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {counts[status]}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {statuses.map((status) => (
        <Tabs.Content
          key={status}
          value={status}
          className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {status === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
