import type { ReferralClassification } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { LinkedText } from './linked-text';
import { Figure, ResultTable, subheadingClass } from './result-parts';
import { useResultFormat } from './use-result-format';

export function ReferralResult({ classification }: { classification: ReferralClassification }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const k = (key: string) => t(`admin.assistant.results.referral.${key}`);

  return (
    <div className="grid gap-6">
      <dl className="grid gap-2 sm:grid-cols-2">
        <Figure label={k('primary')} value={classification.primaryReason} />
        {classification.confidence !== null && (
          <Figure label={k('confidence')} value={format.share(classification.confidence)} />
        )}
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-sm text-slate-700">{k('secondary')}</dt>
          <dd className="font-semibold text-slate-900">
            {classification.secondaryReasons.length > 0
              ? classification.secondaryReasons.join('; ')
              : t('admin.assistant.results.none')}
          </dd>
        </div>
      </dl>
      {classification.notSure && (
        <section className="grid gap-1">
          <h4 className={subheadingClass}>{k('closest')}</h4>
          <ul className="list-disc ps-5 text-slate-800">
            {classification.closest.map((option) => (
              <li key={option.reason}>
                {option.label} ({format.share(option.score)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="grid gap-1">
        <h4 className={subheadingClass}>{k('explanation')}</h4>
        <p className="text-slate-800">
          <LinkedText text={classification.explanation} />
        </p>
      </section>
      <section className="grid gap-1">
        <h4 className={subheadingClass}>{k('evidence')}</h4>
        {classification.evidence.length === 0 ? (
          <p className="text-slate-700">{t('admin.assistant.results.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {classification.evidence.map((word) => (
              <li
                key={word}
                className="rounded-full border border-slate-300 bg-white px-3 py-0.5 text-sm text-slate-800"
              >
                {word}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ResultTable
        caption={k('scores')}
        rows={classification.scores}
        rowKey={(row) => row.reason}
        columns={[
          { header: k('reason'), cell: (row) => row.label },
          { header: k('score'), cell: (row) => format.share(row.score), isNumeric: true },
        ]}
      />
      <p className="text-sm text-slate-700">
        {t('admin.assistant.results.trainedOn', { count: classification.trainedOn })}
      </p>
    </div>
  );
}
