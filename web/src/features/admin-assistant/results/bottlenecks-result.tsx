import type { BottlenecksAnalysis } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../charts/chart-figure';
import { FunnelChart } from '../charts/lazy-charts';
import { Figure, ResultTable, TextSections, useCaseColumns } from './result-parts';
import { useResultFormat } from './use-result-format';

export function BottlenecksResult({ analysis }: { analysis: BottlenecksAnalysis }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const reworkColumns = useCaseColumns<BottlenecksAnalysis['rework']['cases'][number]>();
  const abandonedColumns = useCaseColumns<BottlenecksAnalysis['abandoned'][number]>();
  const k = (key: string) => t(`admin.assistant.results.bottlenecks.${key}`);
  const steps = analysis.funnel.map((step) => ({
    label: step.step,
    reached: step.reached,
    stoppedHere: step.stoppedHere,
  }));
  const { rework } = analysis;

  return (
    <div className="grid gap-6">
      <TextSections summary={analysis.summary} issues={analysis.issues} recommendations={analysis.recommendations} />
      <ChartFigure
        caption={k('funnel')}
        chart={<FunnelChart steps={steps} names={{ reached: k('reached'), stoppedHere: k('stoppedHere') }} />}
        data={
          <ResultTable
            caption={t('admin.assistant.results.chartData')}
            isCaptionHidden
            rows={steps}
            rowKey={(row) => row.label}
            columns={[
              { header: k('step'), cell: (row) => row.label },
              { header: k('reached'), cell: (row) => format.number(row.reached), isNumeric: true },
              { header: k('stoppedHere'), cell: (row) => format.number(row.stoppedHere), isNumeric: true },
            ]}
          />
        }
      />
      <section className="grid gap-2">
        <h4 className="text-base font-semibold text-slate-900">{k('rework')}</h4>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label={k('requests')} value={format.number(rework.requests)} />
          <Figure label={k('resubmitted')} value={format.number(rework.resubmitted)} />
          <Figure label={k('repeated')} value={format.number(rework.repeated)} />
          <Figure label={k('medianResubmit')} value={format.hours(rework.medianResubmitHours)} />
        </dl>
      </section>
      <ResultTable
        caption={k('reworkCases')}
        rows={rework.cases}
        rowKey={(row) => row.reference}
        columns={[...reworkColumns, { header: k('rounds'), cell: (row) => format.number(row.rounds), isNumeric: true }]}
      />
      <ResultTable
        caption={k('abandoned')}
        rows={analysis.abandoned}
        rowKey={(row) => row.reference}
        columns={[
          ...abandonedColumns,
          { header: k('step'), cell: (row) => row.step },
          { header: k('idle'), cell: (row) => format.number(row.idleBusinessDays), isNumeric: true },
        ]}
      />
    </div>
  );
}
