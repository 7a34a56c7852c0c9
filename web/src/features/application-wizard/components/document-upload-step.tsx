import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { DocumentSlot } from '../../../components/documents/document-slot';
import { documentSlotTexts } from '../../../components/documents/document-slot-texts';
import type { UploadedDocument } from '../../../components/documents/uploaded-document';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { documentUrl } from '../../../lib/document-url';
import type { HandleError } from '../../../lib/use-api-error';
import { deleteDocument } from '../api/delete-document';
import { uploadDocument } from '../api/upload-document';
import { documentSlots, documentTexts } from '../document-titles';
import type { WizardKind } from '../wizard-kind';
import type { BusinessDetails } from '../wizard-schemas';
import type { DocumentMap, DocumentType } from '../wizard-state';

const FILE_RULES = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES };
const TEXTS = documentSlotTexts('wizard.documents');
const NOT_REQUIRED_TEXTS = documentSlotTexts('wizard.documents', { required: 'wizard.business.documents.notRequired' });

interface DocumentUploadStepProps {
  kind: WizardKind;
  applicationNumber: string;
  isOwner: boolean;
  /** A business: its VAT number (only with one is the VAT registration required) and the further directors, one ID slot each. */
  business: Partial<BusinessDetails> | null;
  documents: DocumentMap;
  isBusy: boolean;
  onDocumentChange: (type: DocumentType, document: UploadedDocument | undefined) => void;
  onError: HandleError;
  onBack: () => void;
  onContinue: () => void;
}

export function DocumentUploadStep(props: DocumentUploadStepProps) {
  const { kind, applicationNumber, isOwner, business, documents, isBusy } = props;
  const { onDocumentChange, onError, onBack, onContinue } = props;
  const { t } = useTranslation();

  return (
    <div>
      <StepHeading intro={t(kind === 'business' ? 'wizard.business.documents.intro' : 'wizard.documents.intro')}>
        {t('wizard.steps.document_upload')}
      </StepHeading>
      <div className="grid gap-4">
        {documentSlots(kind, business).map((type) => (
          <DocumentSlot
            key={type}
            testId={`document-${type}`}
            {...documentTexts(t, kind, type, isOwner, business)}
            document={documents[type]}
            rules={FILE_RULES}
            texts={type === 'vat' && !business?.vatNumber ? NOT_REQUIRED_TEXTS : TEXTS}
            isOptional={type === 'vat' && !business?.vatNumber}
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
      {kind === 'business' && (
        <p className="mt-4 text-sm text-slate-600">{t('wizard.business.documents.directorsHint')}</p>
      )}
      <StepActions onBack={onBack} isBusy={isBusy}>
        <ContinueButton isBusy={isBusy} onClick={onContinue} />
      </StepActions>
    </div>
  );
}
