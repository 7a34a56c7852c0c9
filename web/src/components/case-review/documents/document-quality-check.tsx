import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { Gauge, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { buttonClass } from '../../ui/button';
import { useCheckDocumentQuality } from './api/check-document-quality';

const LEVEL_CLASS = { good: 'text-brand-800', fair: 'text-amber-800', poor: 'text-red-700' } as const;

/** "Check quality" on a document card: the assistant's verdict on the stored file, with its reasons, shown in place. */
export function DocumentQualityCheck({ fileName, title }: { fileName: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const check = useCheckDocumentQuality();
  const analysis = check.data?.analysis;
  const failure =
    check.error instanceof ApiError && check.error.status > 0
      ? check.error.message
      : t('admin.documents.quality.failed');
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={cn(buttonClass('secondary', 'min-h-10 px-3 py-1.5 text-xs'), 'justify-self-start')}
        aria-describedby={analysis || check.isError ? `${id}-result` : undefined}
        aria-busy={check.isPending || undefined}
        onClick={() => {
          if (!check.isPending) check.mutate(fileName);
        }}
      >
        {check.isPending ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
        ) : (
          <Gauge aria-hidden="true" className="h-4 w-4" />
        )}
        {t(check.isPending ? 'admin.documents.quality.checking' : 'admin.documents.quality.check')}
        <span className="sr-only"> {title}</span>
      </button>
      <div id={`${id}-result`} role="status" aria-live="polite">
        {analysis && <QualityVerdict analysis={analysis} />}
        {check.isError && <p className="text-sm text-red-700">{failure}</p>}
      </div>
    </div>
  );
}

function QualityVerdict({ analysis }: { analysis: DocumentQuality }) {
  const { t } = useTranslation();
  const reasons = analysis.issues.length > 0 ? analysis.issues : analysis.recommendations;
  return (
    <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-semibold">
        {t('admin.documents.quality.verdict')}{' '}
        <span className={LEVEL_CLASS[analysis.level]}>
          {t('admin.documents.quality.level', { quality: analysis.quality, score: Math.round(analysis.score) })}
        </span>
      </p>
      <ul className="list-disc ps-5">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {analysis.issues.length > 0 && (
        <p>
          {t('admin.documents.quality.advice')} {analysis.recommendations.join(' ')}
        </p>
      )}
      {analysis.notChecked.map((note) => (
        <p key={note} className="text-slate-700">
          {note}
        </p>
      ))}
    </div>
  );
}
