import type { WaitingTimesAnalysis } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/admin/status-badge';
import { ChartFigure } from '../charts/chart-figure';
import { HistogramChart } from '../charts/lazy-charts';
import { Figure, ResultTable, TextSections, useCaseColumns } from './result-parts';
import { useResultFormat } from './use-result-format';

export function WaitingTimesResult({ analysis }: { analysis: WaitingTimesAnalysis }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const caseColumns = useCaseColumns<WaitingTimesAnalysis['outliers'][number]>();
  const k = (key: string) => t(`admin.assistant.results.waiting.${key}`);
  const bars = analysis.histogram.map((bucket) => ({
    label:
      bucket.toHours === null
        ? t('admin.assistant.results.waiting.bucketOpen', { from: format.number(bucket.fromHours) })
        : t('admin.assistant.results.waiting.bucketRange', {
            from: format.number(bucket.fromHours),
            to: format.number(bucket.toHours),
          }),
    count: bucket.count,
  }));
  const { start, end, timeZone, holidaysExcluded } = analysis.businessHours;

  return (
    <div className="grid gap-6">
      <TextSections summary={analysis.summary} issues={analysis.issues} recommendations={analysis.recommendations} />
      <p className="text-sm text-slate-700">
        {t('admin.assistant.results.waiting.businessHours', { start, end, timeZone, holidays: holidaysExcluded })}
      </p>
      <section className="grid gap-2">
        <h4 className="text-base font-semibold text-slate-900">{k('decision')}</h4>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Figure label={k('decided')} value={format.number(analysis.decision.count)} />
          <Figure label={k('median')} value={format.hours(analysis.decision.medianHours)} />
          <Figure label={k('p90')} value={format.hours(analysis.decision.p90Hours)} />
        </dl>
      </section>
      <ResultTable
        caption={k('statuses')}
        rows={analysis.statuses}
        rowKey={(row) => row.status}
        columns={[
          { header: t('admin.assistant.results.status'), cell: (row) => <StatusBadge status={row.status} /> },
          { header: k('measured'), cell: (row) => format.number(row.count), isNumeric: true },
          { header: k('median'), cell: (row) => format.hours(row.medianHours), isNumeric: true },
          { header: k('p90'), cell: (row) => format.hours(row.p90Hours), isNumeric: true },
          {
            header: k('target'),
            cell: (row) => (row.targetHours === null ? k('noTarget') : format.hours(row.targetHours)),
            isNumeric: true,
          },
          { header: k('withinTarget'), cell: (row) => format.share(row.withinTarget), isNumeric: true },
        ]}
      />
      <ChartFigure
        caption={k('histogram')}
        chart={<HistogramChart bars={bars} />}
        data={
          <ResultTable
            caption={t('admin.assistant.results.chartData')}
            isHidden
            rows={bars}
            rowKey={(row) => row.label}
            columns={[
              { header: k('bucket'), cell: (row) => row.label },
              { header: k('requests'), cell: (row) => format.number(row.count), isNumeric: true },
            ]}
          />
        }
      />
      <ResultTable
        caption={k('outliers')}
        rows={analysis.outliers}
        rowKey={(row) => row.reference}
        columns={[
          ...caseColumns,
          { header: k('waited'), cell: (row) => format.hours(row.businessHours), isNumeric: true },
        ]}
      />
    </div>
  );
}
