import { Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkFile } from '../../../lib/file-checks';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { settle } from '../settle';
import { useUploadAdminDocument } from './api/upload-admin-document';
import { acceptedExtensions, type DocumentSlot } from './document-types';

interface DocumentUploadProps {
  reference: string;
  slot: DocumentSlot;
  title: string;
}

/** A file picker that uploads as soon as a file is chosen. */
export function DocumentUpload({ reference, slot, title }: DocumentUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadAdminDocument();
  const extensions = acceptedExtensions(slot);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (checkFile(file, { extensions }) !== 'ok') {
      toastError(
        t('admin.documents.invalidTypeTitle'),
        t(slot === 'manual' ? 'admin.documents.invalidTypeManual' : 'admin.documents.invalidTypeText'),
      );
      return;
    }
    settle(upload.mutateAsync({ reference, documentType: slot, file }), {
      onSuccess: () =>
        toastSuccess(t('admin.documents.uploadedTitle'), t('admin.documents.uploadedText', { name: file.name })),
      onError: (error) =>
        toastError(
          t('admin.documents.uploadErrorTitle'),
          errorText(
            error,
            slot === 'manual'
              ? t('admin.documents.uploadErrorManual')
              : t('admin.documents.uploadErrorText', { title }),
          ),
        ),
    });
  };

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
        {upload.isPending
          ? t('admin.documents.uploading')
          : t(slot === 'manual' ? 'admin.documents.manualHint' : 'admin.documents.uploadHint')}
      </p>
    </div>
  );
}
