import type { PhotoProblem } from '@protea/shared/constants';
import { FileCheck2, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { acceptOf, checkFile, type FileRules, formatFileSize } from '../../lib/file-checks';
import { toast } from '../../lib/toast-store';
import { isAbortError } from '../../lib/upload-file';
import type { HandleError } from '../../lib/use-api-error';
import { Button } from '../ui/button';
import type { DocumentSlotTexts } from './document-slot-texts';
import { PhotoWarning } from './photo-warning';
import { UploadProgress } from './upload-progress';
import type { UploadAnswer, UploadedDocument } from './uploaded-document';
import { type UploadControl, useDocumentUpload } from './use-document-upload';

interface DocumentSlotProps {
  title: string;
  description: string;
  document: UploadedDocument | undefined;
  rules: FileRules;
  texts: DocumentSlotTexts;
  /** Where the uploaded file opens (a link in the slot). */
  documentHref: (document: UploadedDocument) => string;
  /** Sends the file; the answer may say the photo looks too dark or blurry (the slot then offers to take it again). */
  upload: (file: File, control: UploadControl) => Promise<UploadAnswer>;
  remove: (document: UploadedDocument) => Promise<unknown>;
  onChange: (document: UploadedDocument | undefined) => void;
  /** A failure of the moment is offered a retry: the chosen file is sent again. */
  onError: HandleError;
  testId?: string;
  /** Not needed here (a business without a VAT number): the tag is grey, not the amber of a required one. */
  isOptional?: boolean;
}

/**
 * One document: a 'Required' tag (grey 'Not Required' when optional) until uploaded; then its name, Remove and
 * Replace; progress and Cancel while sending; a photo that looks too dark or blurry is kept, with the offer to take it
 * again.
 */
export function DocumentSlot(props: DocumentSlotProps) {
  const { title, description, document, rules, texts, documentHref, onChange, onError, testId, isOptional } = props;
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const slot = useDocumentUpload({ upload: props.upload, remove: props.remove });
  // What the quality check saw in the file just uploaded, until it is kept, replaced or removed.
  const [photoWarning, setPhotoWarning] = useState<{ fileName: string; problems: PhotoProblem[] } | null>(null);

  const onFile = async (file: File) => {
    const check = checkFile(file, rules);
    if (check !== 'ok') {
      const [heading, text] =
        check === 'too-large' ? [texts.tooLargeTitle, texts.tooLargeText] : [texts.wrongTypeTitle, texts.wrongTypeText];
      toast({ variant: 'destructive', title: t(heading), description: t(text) });
      return;
    }
    try {
      const { photoProblems = [], ...uploaded } = await slot.upload(file);
      setPhotoWarning(photoProblems.length > 0 ? { fileName: uploaded.fileName, problems: photoProblems } : null);
      onChange(uploaded);
      toast({
        variant: 'success',
        title: t(texts.uploadedTitle),
        description: t(texts.uploadedText, { file: file.name }),
      });
    } catch (error) {
      if (isAbortError(error)) {
        fileInput.current?.focus();
        return;
      }
      if (error instanceof ApiError && error.status === 413) {
        toast({ variant: 'destructive', title: t(texts.tooLargeTitle), description: error.message });
        return;
      }
      onError(
        error,
        { title: t(texts.uploadErrorTitle), description: t(texts.uploadErrorText, { file: file.name }) },
        { retry: () => void onFile(file) },
      );
    }
  };

  const onRemove = async () => {
    if (!document) return;
    try {
      await slot.remove(document);
      onChange(undefined);
      toast({ title: t(texts.deletedTitle), description: t(texts.deletedText, { file: document.originalName }) });
    } catch (error) {
      onError(
        error,
        { title: t(texts.deleteErrorTitle), description: t(texts.deleteErrorText, { file: document.originalName }) },
        { retry: () => void onRemove() },
      );
    }
  };

  const isBusy = slot.progress !== null || slot.isRemoving;
  const keepPhoto = () => {
    setPhotoWarning(null);
    fileInput.current?.focus();
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {!document && (
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              isOptional ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-900',
            )}
          >
            {t(texts.required)}
          </span>
        )}
      </div>
      {document && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 p-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-brand-900">
            <FileCheck2 aria-hidden="true" className="h-5 w-5 shrink-0" />
            <a
              href={documentHref(document)}
              target="_blank"
              rel="noopener"
              className="block min-w-0 truncate py-3 font-medium underline underline-offset-2"
            >
              {document.originalName}
            </a>
            {document.size > 0 && <span className="shrink-0 text-slate-600">({formatFileSize(document.size)})</span>}
          </p>
          <Button
            variant="secondary"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={t(texts.removeLabel, { document: title })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {slot.isRemoving ? t(texts.removing) : t(texts.remove)}
          </Button>
        </div>
      )}
      {document && photoWarning?.fileName === document.fileName && !isBusy && (
        <PhotoWarning
          problems={photoWarning.problems}
          texts={texts}
          onRetake={() => fileInput.current?.click()}
          onKeep={keepPhoto}
        />
      )}
      {slot.progress ? (
        <div className="grid gap-2">
          <UploadProgress label={t(texts.uploading, { file: slot.progress.name })} fraction={slot.progress.fraction} />
          <div>
            <Button variant="secondary" onClick={slot.cancel}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t(texts.cancelUpload)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            {document ? t(texts.replace, { document: title }) : t(texts.choose, { document: title })}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={acceptOf(rules.extensions)}
            disabled={isBusy}
            aria-describedby={`${id}-types`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onFile(file);
            }}
            className="min-h-11 w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
          />
          <p id={`${id}-types`} className="text-xs text-slate-600">
            {t(texts.types)}
          </p>
        </div>
      )}
    </section>
  );
}
