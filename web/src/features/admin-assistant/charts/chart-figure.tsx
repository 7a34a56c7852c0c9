import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart with its caption. The drawing is for the eye only; its numbers are in the table given as
 * `data` (visible or not), which screen readers read instead.
 */
export function ChartFigure({
  caption,
  chart,
  data,
  isTall = false,
}: {
  caption: string;
  chart: ReactNode;
  data: ReactNode;
  /** For a chart of many labelled bars. */
  isTall?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <figure aria-labelledby={id} className="grid gap-2">
      <figcaption id={id} className="text-base font-semibold text-slate-900">
        {caption}
      </figcaption>
      <div aria-hidden="true" className={isTall ? 'h-96 w-full min-w-0' : 'h-64 w-full min-w-0'} data-testid="chart">
        <Suspense fallback={<p className="text-sm text-slate-600">{t('admin.assistant.results.chartLoading')}</p>}>
          {chart}
        </Suspense>
      </div>
      {data}
    </figure>
  );
}
