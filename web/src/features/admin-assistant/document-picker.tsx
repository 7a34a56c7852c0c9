import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import { FileText, Loader2 } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../components/form/field-class';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { documentUrl } from '../../lib/document-url';
import { isTerminationReference, useRequestDocuments } from './api/request-documents';

const VIEWER_TITLES = new Set(['id', 'deedlease', 'cipc', 'vat']);
const TERMINATION_TITLES = new Set(['id', 'bank', 'manual', 'meter']);
/** A document's title as the review dialog of its kind names it. */
const titleKeyOf = (type: string, reference: string) =>
  isTerminationReference(reference)
    ? `admin.terminations.documents.viewerTitles.${TERMINATION_TITLES.has(type) ? type : 'other'}`
    : `admin.documents.viewerTitles.${type.startsWith('director') ? 'director' : VIEWER_TITLES.has(type) ? type : 'other'}`;

interface DocumentPickerProps {
  /** The chosen document's stored file name, or '' for none (pasted text is judged). */
  value: string;
  onChange: (fileName: string) => void;
}

/** Staff name a request by its reference and pick one of its uploaded documents, shown with thumbnails. */
export function DocumentPicker({ value, onChange }: DocumentPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [reference, setReference] = useState('');
  const documents = useRequestDocuments(reference);
  const canShow = typed.trim() !== '';
  const show = () => {
    if (!canShow) return;
    onChange('');
    setReference(typed.trim().toUpperCase());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter here looks the request up instead of running the analysis.
    if (event.key === 'Enter') {
      event.preventDefault();
      show();
    }
  };
  const notFound = documents.error instanceof ApiError && documents.error.status === 404;

  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('admin.assistant.picker.legend')}</legend>
      <label htmlFor={`${id}-reference`} className="text-sm font-semibold text-slate-800">
        {t('admin.assistant.picker.reference')}
      </label>
      <div className="grid gap-2">
        <input
          id={`${id}-reference`}
          className={fieldClass}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
        />
        <Button
          type="button"
          variant="secondary"
          aria-disabled={!canShow || undefined}
          onClick={show}
          className="justify-self-start aria-disabled:cursor-not-allowed aria-disabled:text-slate-600"
        >
          {t('admin.assistant.picker.show')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t(canShow ? 'admin.assistant.picker.hint' : 'admin.assistant.picker.needsReference')}
      </p>
      <div aria-live="polite">
        {documents.isFetching && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
            {t('admin.assistant.picker.loading')}
          </p>
        )}
        {documents.isError && (
          <p className="text-sm text-red-700">
            {notFound ? t('admin.assistant.picker.notFound', { reference }) : t('admin.assistant.picker.failed')}
          </p>
        )}
        {documents.data?.length === 0 && (
          <p className="text-sm text-slate-700">{t('admin.assistant.picker.none', { reference })}</p>
        )}
      </div>
      {documents.data && documents.data.length > 0 && (
        <div role="radiogroup" aria-label={t('admin.assistant.picker.list', { reference })} className="grid gap-2">
          {documents.data.map((document) => (
            <DocumentOption
              key={document.fileName}
              name={`${id}-document`}
              document={document}
              title={t(titleKeyOf(document.type, reference))}
              isChosen={value === document.fileName}
              onChoose={() => onChange(document.fileName)}
            />
          ))}
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input type="radio" name={`${id}-document`} checked={value === ''} onChange={() => onChange('')} />
            {t('admin.assistant.picker.pasted')}
          </label>
        </div>
      )}
    </fieldset>
  );
}

interface DocumentOptionProps {
  name: string;
  document: AdminDocument;
  title: string;
  isChosen: boolean;
  onChoose: () => void;
}

function DocumentOption({ name, document, title, isChosen, onChoose }: DocumentOptionProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border p-2',
        isChosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300',
      )}
    >
      <input type="radio" name={name} value={document.fileName} checked={isChosen} onChange={onChoose} />
      {document.contentType.startsWith('image/') ? (
        <img
          src={documentUrl(document.fileName)}
          alt=""
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded border border-slate-200 bg-slate-50">
          <FileText aria-hidden="true" className="h-7 w-7 text-slate-600" />
        </span>
      )}
      <span className="grid min-w-0 text-sm">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="wrap-anywhere text-slate-700">{document.originalName}</span>
      </span>
    </label>
  );
}
