import { isTerminationKind } from '@protea/shared/case-kinds';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@protea/shared/constants';
import type { RequestStatus } from '@protea/shared/schemas/request-status';
import { METER_PHOTO_EXTENSIONS, TERMINATION_UPLOAD_EXTENSIONS } from '@protea/shared/termination-constants';
import { useTranslation } from 'react-i18next';
import { DocumentSlot } from '../../../components/documents/document-slot';
import { documentSlotTexts, terminationSlotTexts } from '../../../components/documents/document-slot-texts';
import { useApiError } from '../../../lib/use-api-error';
import { replaceDocument, replacedDocumentUrl } from '../api/replace-document';

const TEXTS = documentSlotTexts('wizard.documents');

/** The files each slot takes, as in the wizard the request came from. */
function slotRules(status: RequestStatus, type: string) {
  if (!isTerminationKind(status.kind)) return { rules: UPLOAD_EXTENSIONS, texts: TEXTS };
  const rules = type === 'meter' ? METER_PHOTO_EXTENSIONS : TERMINATION_UPLOAD_EXTENSIONS;
  return { rules, texts: terminationSlotTexts(type) };
}

/**
 * The documents staff refused, each with why, and a slot to send a new file (issue 39). Once sent, the status is read
 * again: the document leaves this list and the timeline shows the new file.
 */
export function RejectedDocuments({ status, onReplaced }: { status: RequestStatus; onReplaced: () => void }) {
  const { t } = useTranslation();
  const onError = useApiError(onReplaced);
  if (status.rejectedDocuments.length === 0) return null;
  return (
    <section aria-labelledby="track-rejected" className="mt-6 grid gap-3">
      <h3 id="track-rejected" className="font-semibold text-slate-900">
        {t('track.rejected.title')}
      </h3>
      <p className="text-slate-800">{t('track.rejected.intro')}</p>
      {status.rejectedDocuments.map((refused) => {
        const { rules, texts } = slotRules(status, refused.type);
        return (
          <DocumentSlot
            key={refused.type}
            testId={`rejected-${refused.type}`}
            title={refused.name}
            description={refused.reason ? t('track.rejected.reason', { reason: refused.reason }) : ''}
            document={undefined}
            rules={{ extensions: rules, maxBytes: MAX_UPLOAD_BYTES }}
            texts={texts}
            documentHref={(document) => replacedDocumentUrl(status, document.fileName)}
            upload={(file, control) => replaceDocument(status, refused.type, file, control)}
            // A refused file is never shown here to be removed: the new one replaces it on the server.
            remove={async () => undefined}
            onChange={(document) => document && onReplaced()}
            onError={onError}
          />
        );
      })}
    </section>
  );
}
