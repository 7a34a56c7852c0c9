import type { ResidentialDocumentType } from '@protea/shared/constants';
import { FileCheck2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { apiBase } from '../../../lib/base-path';
import { toast } from '../../../lib/toast-store';
import { useDeleteDocument } from '../api/delete-document';
import { useUploadDocument } from '../api/upload-document';
import { checkFile, formatFileSize, UPLOAD_ACCEPT } from '../file-checks';
import type { UploadedDocument } from '../wizard-state';
import { UploadProgress } from './upload-progress';

interface DocumentSlotProps {
  applicationNumber: string;
  type: ResidentialDocumentType;
  title: string;
  description: string;
  document: UploadedDocument | undefined;
  onChange: (document: UploadedDocument | undefined) => void;
  onError: (error: unknown, fallback: { title: string; description: string }) => void;
}

export function DocumentSlot({
  applicationNumber,
  type,
  title,
  description,
  document,
  onChange,
  onError,
}: DocumentSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);

  const onFile = async (file: File) => {
    const check = checkFile(file);
    if (check !== 'ok') {
      const key = check === 'too-large' ? 'tooLarge' : 'wrongType';
      toast({
        variant: 'destructive',
        title: t(`wizard.documents.${key}Title`),
        description: t(`wizard.documents.${key}Text`),
      });
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      const result = await upload.mutateAsync({
        applicationNumber,
        documentType: type,
        file,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      onChange({ fileName: result.fileName, originalName: result.originalName, size: result.size });
      toast({
        variant: 'success',
        title: t('wizard.documents.uploadedTitle'),
        description: t('wizard.documents.uploadedText', { file: file.name }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        toast({ variant: 'destructive', title: t('wizard.documents.tooLargeTitle'), description: error.message });
        return;
      }
      onError(error, {
        title: t('wizard.documents.uploadErrorTitle'),
        description: t('wizard.documents.uploadErrorText', { file: file.name }),
      });
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    if (!document) return;
    try {
      await remove.mutateAsync({ applicationNumber, fileName: document.fileName, documentType: type });
      onChange(undefined);
      toast({
        title: t('wizard.documents.deletedTitle'),
        description: t('wizard.documents.deletedText', { file: document.originalName }),
      });
    } catch (error) {
      onError(error, {
        title: t('wizard.documents.deleteErrorTitle'),
        description: t('wizard.documents.deleteErrorText', { file: document.originalName }),
      });
    }
  };

  const isBusy = progress !== null || remove.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4"
      data-testid={`document-${type}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {!document && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t('wizard.documents.required')}
          </span>
        )}
      </div>
      {document && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 p-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-brand-900">
            <FileCheck2 aria-hidden="true" className="h-5 w-5 shrink-0" />
            <a
              href={`${apiBase}/documents/${encodeURIComponent(document.fileName)}`}
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
            aria-label={t('wizard.documents.removeLabel', { document: title })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {remove.isPending ? t('wizard.documents.removing') : t('wizard.documents.remove')}
          </Button>
        </div>
      )}
      {progress ? (
        <UploadProgress name={progress.name} fraction={progress.fraction} />
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            {document
              ? t('wizard.documents.replace', { document: title })
              : t('wizard.documents.choose', { document: title })}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
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
            {t('wizard.documents.types')}
          </p>
        </div>
      )}
    </section>
  );
}
