import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { ReviewDialogTexts } from './review-dialog-texts';
import type { ReviewPanel } from './review-panel';

const tabClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

interface ReviewTabsProps<T> {
  record: T;
  panels: readonly ReviewPanel<T>[];
  initialPanel: string;
  texts: ReviewDialogTexts;
}

/** The panels as tabs, with Back and Next (no Back on the first, no Next on the last). */
export function ReviewTabs<T>({ record, panels, initialPanel, texts }: ReviewTabsProps<T>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(initialPanel);
  const index = panels.findIndex((panel) => panel.id === current);
  const go = (step: number) => setCurrent(panels[index + step]?.id ?? current);

  return (
    <Tabs.Root value={current} onValueChange={setCurrent} className="mt-4 grid gap-4">
      <Tabs.List aria-label={t(texts.sectionsLabel)} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {panels.map((panel) => (
          <Tabs.Trigger key={panel.id} value={panel.id} className={tabClass}>
            {panel.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panels.map((panel) => (
        // Kept mounted while hidden, so a typed note or a calculated deposit survives a look at another tab.
        <Tabs.Content
          key={panel.id}
          value={panel.id}
          forceMount
          className="focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=inactive]:hidden"
        >
          {panel.render(record)}
        </Tabs.Content>
      ))}
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-4">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t(texts.back)}
          </Button>
        ) : (
          <span />
        )}
        {index < panels.length - 1 && (
          <Button onClick={() => go(1)}>
            {t(texts.next)}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
    </Tabs.Root>
  );
}
