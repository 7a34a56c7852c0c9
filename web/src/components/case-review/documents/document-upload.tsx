import { Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { acceptOf, checkFile } from '../../../lib/file-checks';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import type { AdminCaseKind } from '../case-kind';
import { useUploadAdminDocument } from './api/upload-admin-document';
import { acceptedExtensions, type DocumentSlot, fileRuleOf } from './document-types';

interface DocumentUploadProps {
  kind: AdminCaseKind;
  caseId: string;
  slot: DocumentSlot;
  title: string;
}

/** A file picker that uploads as soon as a file is chosen. */
export function DocumentUpload({ kind, caseId, slot, title }: DocumentUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadAdminDocument(kind);
  const offerRetry = useRetryOffer();
  const extensions = acceptedExtensions(slot);
  const texts = kind.documents.texts;
  const rule = fileRuleOf(slot);
  const [hint, invalidType] =
    rule === 'manual'
      ? [texts.manualHint, texts.invalidTypeManual]
      : rule === 'image'
        ? [texts.imageHint, texts.invalidTypeImage]
        : [texts.uploadHint, texts.invalidTypeText];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (checkFile(file, { extensions }) !== 'ok') {
      toastError(t('admin.documents.invalidTypeTitle'), t(invalidType));
      return;
    }
    send(file);
  };

  /** Sends the file; one that meets a failure of the moment is offered again (the chosen file is kept for it). */
  const send = (file: File) =>
    settle(upload.mutateAsync({ caseId, documentType: slot, file }), {
      onSuccess: () =>
        toastSuccess(t('admin.documents.uploadedTitle'), t('admin.documents.uploadedText', { name: file.name })),
      onError: (error) => {
        const text = {
          title: t('admin.documents.uploadErrorTitle'),
          description: rule === 'manual' ? t(texts.uploadErrorManual) : t(texts.uploadErrorText, { title }),
        };
        if (offerRetry(error, { ...text, retry: () => void send(file) })) return;
        toastError(text.title, errorText(error, text.description));
      },
    });

  return (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-file`} className="flex items-center gap-2 text-sm font-medium">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {t('admin.documents.upload', { title })}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={acceptOf(extensions)}
        disabled={upload.isPending}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {upload.isPending ? t('admin.documents.uploading') : t(hint)}
      </p>
    </div>
  );
}
