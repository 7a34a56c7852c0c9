import { MAX_UPLOAD_BYTES } from '@protea/shared/constants';
import type { TerminationDocumentRecord, TerminationDocumentType } from '@protea/shared/schemas/termination';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSlot } from '../../../components/documents/document-slot';
import type { DocumentSlotTexts } from '../../../components/documents/document-slot-texts';
import type { UploadedDocument } from '../../../components/documents/uploaded-document';
import type { HandleError } from '../../../lib/use-api-error';
import {
  deleteTerminationDocument,
  terminationDocumentUrl,
  uploadTerminationDocument,
} from '../api/termination-documents';

interface TerminationDocumentSlotProps {
  type: TerminationDocumentType;
  extensions: readonly string[];
  texts: DocumentSlotTexts;
  record: TerminationDocumentRecord | undefined;
  onChange: (type: TerminationDocumentType, record: TerminationDocumentRecord | undefined) => void;
  onError: HandleError;
}

/** The spec's file record keeps the size in KB as text; the slot shows bytes. */
const shownAs = (record: TerminationDocumentRecord): UploadedDocument => ({
  fileName: record.fileName,
  originalName: record.originalName,
  size: Math.round(Number.parseFloat(record.size) * 1024) || 0,
});

/** One document of the termination in the documents kit's slot, kept as the spec's file record. */
export function TerminationDocumentSlot({
  type,
  extensions,
  texts,
  record,
  onChange,
  onError,
}: TerminationDocumentSlotProps) {
  const { t } = useTranslation();
  // What the last upload answered, by stored name: the slot hands back only what it shows.
  const uploaded = useRef(new Map<string, TerminationDocumentRecord>());
  return (
    <DocumentSlot
      testId={`document-${type}`}
      title={t(`termination.documents.${type}Title`)}
      description={t(`termination.documents.${type}Text`)}
      document={record && shownAs(record)}
      rules={{ extensions, maxBytes: MAX_UPLOAD_BYTES }}
      texts={texts}
      documentHref={(document) => terminationDocumentUrl(document.fileName)}
      upload={async (file, control) => {
        const { record, photoProblems } = await uploadTerminationDocument(type, file, control);
        uploaded.current.set(record.fileName, record);
        return { ...shownAs(record), photoProblems };
      }}
      remove={(document) => deleteTerminationDocument({ fileName: document.fileName, type })}
      onChange={(document) => onChange(type, document && uploaded.current.get(document.fileName))}
      onError={onError}
    />
  );
}
