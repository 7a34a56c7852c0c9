import { RESIDENTIAL_DOCUMENT_TYPES, type ResidentialDocumentType } from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ErrorText } from '../use-api-error';
import type { DocumentMap, UploadedDocument } from '../wizard-state';
import { DocumentSlot } from './document-slot';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

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

/** The name of each document slot: the ID copy, and the lease (tenants) or the deed or offer to purchase (owners). */
export function useDocumentTitles(isOwner: boolean): Record<ResidentialDocumentType, string> {
  const { t } = useTranslation();
  return {
    id: t('wizard.documents.idTitle'),
    deedlease: isOwner ? t('wizard.documents.deedTitle') : t('wizard.documents.leaseTitle'),
  };
}

export function DocumentUploadStep(props: DocumentUploadStepProps) {
  const { applicationNumber, isOwner, documents, isBusy, onDocumentChange, onError, onBack, onContinue } = props;
  const { t } = useTranslation();
  const titles = useDocumentTitles(isOwner);
  const descriptions: Record<ResidentialDocumentType, string> = {
    id: t('wizard.documents.idText'),
    deedlease: isOwner ? t('wizard.documents.deedText') : t('wizard.documents.leaseText'),
  };
  return (
    <div>
      <StepHeading intro={t('wizard.documents.intro')}>{t('wizard.steps.document_upload')}</StepHeading>
      <div className="grid gap-4">
        {RESIDENTIAL_DOCUMENT_TYPES.map((type) => (
          <DocumentSlot
            key={type}
            applicationNumber={applicationNumber}
            type={type}
            title={titles[type]}
            description={descriptions[type]}
            document={documents[type]}
            onChange={(document) => onDocumentChange(type, document)}
            onError={onError}
          />
        ))}
      </div>
      <StepActions onBack={onBack} isBusy={isBusy}>
        <Button onClick={onContinue} disabled={isBusy}>
          {isBusy ? t('wizard.common.saving') : t('common.continue')}
        </Button>
      </StepActions>
    </div>
  );
}
