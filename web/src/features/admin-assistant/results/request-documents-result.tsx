import type { RequestDocumentsQuality } from '@protea/shared/schemas/assistant-ask';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentQualityResult } from './document-quality-result';

/** Each of a request's documents with its quality judged, under the document's name. */
export function RequestDocumentsResult({ answer }: { answer: RequestDocumentsQuality }) {
  const { t } = useTranslation();
  const id = useId();
  if (answer.documents.length === 0) return <p className="text-slate-700">{answer.message}</p>;
  return (
    <div className="grid gap-6">
      {answer.documents.map((document, index) => (
        <section
          key={`${document.type}-${document.name}`}
          aria-labelledby={`${id}-${index}`}
          className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
        >
          <h4 id={`${id}-${index}`} className="text-base font-semibold text-slate-900">
            {t(`admin.assistant.documentTypes.${document.type}`, { defaultValue: document.type })}
            <span className="font-normal text-slate-600"> · {document.name}</span>
          </h4>
          <DocumentQualityResult analysis={document.analysis} />
        </section>
      ))}
    </div>
  );
}
