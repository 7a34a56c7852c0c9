import {
  MAX_UPLOAD_BYTES,
  RESIDENTIAL_DOCUMENT_TYPES,
  type ResidentialDocumentType,
  UPLOAD_EXTENSIONS,
} from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { DocumentSlot } from '../../../components/documents/document-slot';
import { documentSlotTexts } from '../../../components/documents/document-slot-texts';
import type { UploadedDocument } from '../../../components/documents/uploaded-document';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { documentUrl } from '../../../lib/document-url';
import type { ErrorText } from '../../../lib/use-api-error';
import { deleteDocument } from '../api/delete-document';
import { uploadDocument } from '../api/upload-document';
import type { DocumentMap } from '../wizard-state';

const FILE_RULES = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES };
const TEXTS = documentSlotTexts('wizard.documents');

interface DocumentUploadStepProps {
  applicationNumber: string;
  isOwner: boolean;
  documents: DocumentMap;
  isBusy: boolean;
  onDocumentChange: (type: ResidentialDocumentType, document: UploadedDocument | undefined) => void;
  onError: (error: unknown, text: ErrorText) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function DocumentUploadStep(props: DocumentUploadStepProps) {
  const { applicationNumber, isOwner, documents, isBusy, onDocumentChange, onError, onBack, onContinue } = props;
  const { t } = useTranslation();
  // The ID copy, and the lease (tenants) or the deed or offer to purchase (owners).
  const slots: Record<ResidentialDocumentType, { title: string; description: string }> = {
    id: { title: t('wizard.documents.idTitle'), description: t('wizard.documents.idText') },
    deedlease: isOwner
      ? { title: t('wizard.documents.deedTitle'), description: t('wizard.documents.deedText') }
      : { title: t('wizard.documents.leaseTitle'), description: t('wizard.documents.leaseText') },
  };
  return (
    <div>
      <StepHeading intro={t('wizard.documents.intro')}>{t('wizard.steps.document_upload')}</StepHeading>
      <div className="grid gap-4">
        {RESIDENTIAL_DOCUMENT_TYPES.map((type) => (
          <DocumentSlot
            key={type}
            testId={`document-${type}`}
            {...slots[type]}
            document={documents[type]}
            rules={FILE_RULES}
            texts={TEXTS}
            documentHref={(document) => documentUrl(document.fileName)}
            upload={(file, control) => uploadDocument({ applicationNumber, documentType: type, file, ...control })}
            remove={(document) =>
              deleteDocument({ applicationNumber, fileName: document.fileName, documentType: type })
            }
            onChange={(document) => onDocumentChange(type, document)}
            onError={onError}
          />
        ))}
      </div>
      <StepActions onBack={onBack} isBusy={isBusy}>
        <ContinueButton isBusy={isBusy} onClick={onContinue} />
      </StepActions>
    </div>
  );
}
