import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../../lib/upload-file';
import { useReloadAfterChange } from '../../api/use-reload-after-change';
import type { DocumentSlot } from '../document-types';

export interface UploadAdminDocumentInput {
  reference: string;
  documentType: DocumentSlot;
  file: File;
}

/** An admin's upload to any document of an application, through the one upload client. */
export const uploadAdminDocument = ({ reference, documentType, file }: UploadAdminDocumentInput) =>
  uploadFile<unknown>({
    path: '/upload-document',
    fields: { applicationId: reference, documentType },
    fileField: 'file',
    file,
  });

export function useUploadAdminDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: uploadAdminDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
