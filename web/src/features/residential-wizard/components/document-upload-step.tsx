import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@protea/shared/constants';
import { MAX_FURTHER_DIRECTORS } from '@protea/shared/schemas/business-application';
import { Plus, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSlot } from '../../../components/documents/document-slot';
import { documentSlotTexts } from '../../../components/documents/document-slot-texts';
import type { UploadedDocument } from '../../../components/documents/uploaded-document';
import { Button } from '../../../components/ui/button';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { documentUrl } from '../../../lib/document-url';
import type { ErrorText } from '../../../lib/use-api-error';
import { deleteDocument } from '../api/delete-document';
import { uploadDocument } from '../api/upload-document';
import { documentSlots, documentTexts } from '../document-titles';
import type { WizardKind } from '../wizard-kind';
import { type DocumentMap, type DocumentType, directorDocument } from '../wizard-state';

const FILE_RULES = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES };
const TEXTS = documentSlotTexts('wizard.documents');
const NOT_REQUIRED_TEXTS = documentSlotTexts('wizard.documents', { required: 'wizard.business.documents.notRequired' });

interface DocumentUploadStepProps {
  kind: WizardKind;
  applicationNumber: string;
  isOwner: boolean;
  /** A business's VAT number: only with one is the VAT registration required. */
  vatNumber: string | undefined;
  /** How many further directors' ID slots are shown (business). */
  directorSlots: number;
  documents: DocumentMap;
  isBusy: boolean;
  onDocumentChange: (type: DocumentType, document: UploadedDocument | undefined) => void;
  onAddDirector: () => void;
  onRemoveDirector: () => void;
  onError: (error: unknown, text: ErrorText) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function DocumentUploadStep(props: DocumentUploadStepProps) {
  const { kind, applicationNumber, isOwner, vatNumber, directorSlots, documents, isBusy } = props;
  const { onDocumentChange, onAddDirector, onRemoveDirector, onError, onBack, onContinue } = props;
  const { t } = useTranslation();
  const [isRemovingDirector, setIsRemovingDirector] = useState(false);
  const lastDirector = directorSlots > 0 ? directorDocument(directorSlots) : null;

  const removeLastDirector = async () => {
    const document = lastDirector ? documents[lastDirector] : undefined;
    if (lastDirector && document) {
      setIsRemovingDirector(true);
      try {
        await deleteDocument({ applicationNumber, fileName: document.fileName, documentType: lastDirector });
      } catch (error) {
        onError(error, {
          title: t('wizard.documents.deleteErrorTitle'),
          description: t('wizard.documents.deleteErrorText'),
        });
        return;
      } finally {
        setIsRemovingDirector(false);
      }
    }
    onRemoveDirector();
  };

  return (
    <div>
      <StepHeading intro={t(kind === 'business' ? 'wizard.business.documents.intro' : 'wizard.documents.intro')}>
        {t('wizard.steps.document_upload')}
      </StepHeading>
      <div className="grid gap-4">
        {documentSlots(kind, directorSlots).map((type) => (
          <div key={type} className="grid gap-2">
            <DocumentSlot
              testId={`document-${type}`}
              {...documentTexts(t, kind, type, isOwner)}
              document={documents[type]}
              rules={FILE_RULES}
              texts={type === 'vat' && !vatNumber ? NOT_REQUIRED_TEXTS : TEXTS}
              documentHref={(document) => documentUrl(document.fileName)}
              upload={(file, control) => uploadDocument({ applicationNumber, documentType: type, file, ...control })}
              remove={(document) =>
                deleteDocument({ applicationNumber, fileName: document.fileName, documentType: type })
              }
              onChange={(document) => onDocumentChange(type, document)}
              onError={onError}
            />
            {type === lastDirector && (
              <div>
                <Button variant="ghost" onClick={removeLastDirector} disabled={isRemovingDirector}>
                  <UserMinus aria-hidden="true" className="h-4 w-4" />
                  {t('wizard.business.documents.removeDirector', { number: directorSlots + 1 })}
                </Button>
              </div>
            )}
            {kind === 'business' && type === (lastDirector ?? 'id') && directorSlots < MAX_FURTHER_DIRECTORS && (
              <div>
                <Button variant="secondary" onClick={onAddDirector}>
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t('wizard.business.documents.addDirector')}
                </Button>
              </div>
            )}
          </div>
        ))}
      </div>
      <StepActions onBack={onBack} isBusy={isBusy}>
        <ContinueButton isBusy={isBusy} onClick={onContinue} />
      </StepActions>
    </div>
  );
}
