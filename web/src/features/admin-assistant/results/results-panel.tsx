import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import type { AnalysisAnswer } from '../api/run-analysis';
import { AnalysisResult } from './analysis-result';
import { CaseButton } from './case-button';

/** The numbers, charts and requests behind the answer chosen in the chat (the latest by default). */
export function ResultsPanel({ result }: { result: AnalysisAnswer | null }) {
  const { t } = useTranslation();
  const id = useId();
  const application = result && 'application' in result.answer ? result.answer.application : null;
  return (
    <Card aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('admin.assistant.results.heading')}
      </h2>
      {result ? (
        <article aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4" data-analysis={result.type}>
          <header className="grid gap-1">
            <h3 id={`${id}-title`} className="text-xl font-bold text-brand-900">
              {t(`admin.assistant.options.${result.type}`)}
            </h3>
            {application && (
              <p className="flex flex-wrap items-center gap-2 text-slate-700">
                <span>{t('admin.assistant.results.application')}:</span>
                <CaseButton target={application} />
                <span>{application.name}</span>
              </p>
            )}
            <p className="text-slate-700">{result.answer.message}</p>
          </header>
          <AnalysisResult result={result} />
        </article>
      ) : (
        <p className="text-slate-700">{t('admin.assistant.results.empty')}</p>
      )}
    </Card>
  );
}
