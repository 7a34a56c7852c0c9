import type { ApprovalLikelihood } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../charts/chart-figure';
import { FactorsChart } from '../charts/lazy-charts';
import { LinkedText } from './linked-text';
import { Figure, ResultTable, subheadingClass, TextSections } from './result-parts';
import { useResultFormat } from './use-result-format';

const signed = (value: string, effect: number) => (effect > 0 ? `+${value}` : value);

export function LikelihoodResult({ likelihood }: { likelihood: ApprovalLikelihood }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const k = (key: string) => t(`admin.assistant.results.likelihood.${key}`);
  const bars = likelihood.factors.map((factor) => ({ label: factor.label, effect: factor.effect }));

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label={k('score')}
          value={t('admin.assistant.results.likelihood.scoreValue', { score: format.number(likelihood.score) })}
        />
        <Figure
          label={k('confidence')}
          value={t('admin.assistant.results.percent', { value: Math.round(likelihood.confidence) })}
        />
      </dl>
      <section className="grid gap-1">
        <h4 className={subheadingClass}>{k('rationale')}</h4>
        <p className="text-slate-800">
          <LinkedText text={likelihood.rationale} />
        </p>
      </section>
      <ChartFigure
        caption={k('factors')}
        isTall
        chart={<FactorsChart factors={bars} />}
        data={
          <ResultTable
            caption={t('admin.assistant.results.chartData')}
            isCaptionHidden
            rows={likelihood.factors}
            rowKey={(row) => row.factor}
            columns={[
              { header: k('factor'), cell: (row) => row.label },
              { header: k('value'), cell: (row) => row.value },
              { header: k('effect'), cell: (row) => signed(format.number(row.effect), row.effect), isNumeric: true },
            ]}
          />
        }
      />
      <TextSections recommendations={likelihood.recommendations} />
      <p className="text-sm text-slate-700">
        {t('admin.assistant.results.trainedOn', { count: likelihood.trainedOn })}
      </p>
    </div>
  );
}
