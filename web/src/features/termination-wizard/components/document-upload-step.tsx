import {
  METER_PHOTO_EXTENSIONS,
  REQUIRED_TERMINATION_DOCUMENTS,
  TERMINATION_UPLOAD_EXTENSIONS,
  type TerminationDocumentRecord,
  type TerminationDocumentType,
} from '@protea/shared/schemas/termination';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { terminationSlotTexts } from '../../../components/documents/document-slot-texts';
import { Button } from '../../../components/ui/button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { formatDateTime } from '../../../lib/format-date';
import type { HandleError } from '../../../lib/use-api-error';
import type { DocumentMap } from '../termination-state';
import { TerminationDocumentSlot } from './termination-document-slot';

const DOCUMENT_TEXTS = terminationSlotTexts('id');
const METER_TEXTS = terminationSlotTexts('meter', { required: 'wizard.documents.optional' });

interface DocumentUploadStepProps {
  documents: DocumentMap;
  onDocumentChange: (type: TerminationDocumentType, record: TerminationDocumentRecord | undefined) => void;
  onError: HandleError;
  onBack: () => void;
  onContinue: () => void;
}

export function DocumentUploadStep({
  documents,
  onDocumentChange,
  onError,
  onBack,
  onContinue,
}: DocumentUploadStepProps) {
  const { t } = useTranslation();
  const isComplete = REQUIRED_TERMINATION_DOCUMENTS.every((type) => documents[type]);
  const capturedAt = documents.meter?.capturedAt;
  const slot = { onChange: onDocumentChange, onError };
  return (
    <div>
      <StepHeading intro={t('termination.documents.intro')}>{t('termination.steps.document-upload')}</StepHeading>
      <div className="grid gap-4">
        {REQUIRED_TERMINATION_DOCUMENTS.map((type) => (
          <TerminationDocumentSlot
            key={type}
            type={type}
            extensions={TERMINATION_UPLOAD_EXTENSIONS}
            texts={DOCUMENT_TEXTS}
            record={documents[type]}
            {...slot}
          />
        ))}
      </div>

      <section aria-labelledby="meter-reading-title" className="mt-6 grid gap-3">
        <h3 id="meter-reading-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Camera aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('termination.meter.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('termination.meter.intro')}</p>
        <TerminationDocumentSlot
          type="meter"
          extensions={METER_PHOTO_EXTENSIONS}
          texts={METER_TEXTS}
          record={documents.meter}
          {...slot}
        />
        {documents.meter && (
          <p className="text-sm text-slate-700" data-testid="meter-captured-at">
            {capturedAt
              ? t('termination.meter.capturedAt', {
                  time: formatDateTime(capturedAt, { na: '', invalid: capturedAt }),
                })
              : t('termination.meter.noCaptureTime')}
          </p>
        )}
      </section>

      {!isComplete && (
        <p className="mt-4 text-sm text-slate-700" id="documents-missing">
          {t('termination.documents.continueHint')}
        </p>
      )}
      <StepActions onBack={onBack}>
        <Button
          onClick={onContinue}
          disabled={!isComplete}
          aria-describedby={isComplete ? undefined : 'documents-missing'}
        >
          {t('common.continue')}
        </Button>
      </StepActions>
    </div>
  );
}
