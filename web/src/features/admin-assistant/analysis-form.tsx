import { Loader2 } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../components/form/field-class';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import {
  ANALYSIS_TYPES,
  type AnalysisInput,
  DOCUMENT_TYPES,
  isAnalysisType,
  needsApplicationId,
} from './analysis-options';
import { DocumentPicker } from './document-picker';
import type { useAssistant } from './use-assistant';

/** The part of the assistant's state the form shows and changes. */
type AnalysisState = Pick<
  ReturnType<typeof useAssistant>,
  'type' | 'setType' | 'input' | 'setInput' | 'isRunning' | 'run'
>;

const labelClass = 'text-sm font-semibold text-slate-800';
const hintClass = 'text-sm text-slate-600';

/** Spec 3 section 2, left column: the analysis, the inputs it needs and Run Analysis. */
export function AnalysisForm({ assistant }: { assistant: AnalysisState }) {
  const { type, setType, input, setInput, isRunning, run } = assistant;
  const { t } = useTranslation();
  const id = useId();
  const change = (name: keyof AnalysisInput) => (event: { target: { value: string } }) =>
    setInput({ ...input, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('admin.assistant.form.heading')}
      </h2>
      <div className="grid gap-1">
        <label htmlFor={`${id}-type`} className={labelClass}>
          {t('admin.assistant.form.type')}
        </label>
        <select
          id={`${id}-type`}
          className={fieldClass}
          value={type}
          onChange={(event) => setType(isAnalysisType(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('admin.assistant.form.placeholder')}</option>
          {ANALYSIS_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.assistant.options.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {needsApplicationId(type) && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-application`} className={labelClass}>
            {t('admin.assistant.form.applicationId')}
          </label>
          <input
            id={`${id}-application`}
            className={fieldClass}
            value={input.applicationId}
            onChange={change('applicationId')}
            aria-describedby={`${id}-application-hint`}
            autoComplete="off"
            spellCheck={false}
          />
          <p id={`${id}-application-hint`} className={hintClass}>
            {t('admin.assistant.form.applicationIdHint')}
          </p>
        </div>
      )}
      {type === 'document-quality' && (
        <>
          <DocumentPicker value={input.documentId} onChange={(documentId) => setInput({ ...input, documentId })} />
          <div className="grid gap-1">
            <label htmlFor={`${id}-document-type`} className={labelClass}>
              {t('admin.assistant.form.documentType')}
            </label>
            <select
              id={`${id}-document-type`}
              className={fieldClass}
              value={input.documentType}
              onChange={change('documentType')}
            >
              <option value="">{t('admin.assistant.form.documentTypeAny')}</option>
              {DOCUMENT_TYPES.map((documentType) => (
                <option key={documentType} value={documentType}>
                  {t(`admin.assistant.documentTypes.${documentType}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-content`} className={labelClass}>
              {t('admin.assistant.form.documentContent')}
            </label>
            <textarea
              id={`${id}-content`}
              className={cn(fieldClass, 'min-h-[150px] py-2')}
              value={input.documentContent}
              onChange={change('documentContent')}
              aria-describedby={`${id}-content-hint`}
            />
            <p id={`${id}-content-hint`} className={hintClass}>
              {t('admin.assistant.form.documentContentHint')}
            </p>
          </div>
        </>
      )}
      {/* With nothing chosen the button is only marked disabled: it stays reachable and says why (spec 3 section 5). */}
      <Button
        type="submit"
        disabled={isRunning}
        aria-disabled={type === '' || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 aria-disabled:hover:bg-slate-400"
      >
        {isRunning && <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />}
        {t(isRunning ? 'admin.assistant.form.running' : 'admin.assistant.form.run')}
      </Button>
    </form>
  );
}
