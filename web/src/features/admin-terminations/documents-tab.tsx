import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import type { DocumentSlot } from '../../components/case-review/documents/document-types';
import { DocumentsGrid } from '../../components/case-review/documents/documents-grid';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { TERMINATION_KIND } from './termination-kind';

/** The customer's ID and bank letter, the office's manual termination document and the meter photo. */
const SLOTS: { slot: DocumentSlot; isRequired: boolean }[] = [
  { slot: 'id', isRequired: true },
  { slot: 'bank', isRequired: true },
  { slot: 'manual', isRequired: false },
  { slot: 'meter', isRequired: false },
];

export function DocumentsTab({ termination }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  return (
    <DocumentsGrid
      kind={TERMINATION_KIND}
      caseId={termination.reference}
      slots={SLOTS.map(({ slot, isRequired }) => {
        const document = termination.documents.find((d) => d.type === slot);
        const note =
          slot === 'meter' && document
            ? document.capturedAt
              ? t('admin.terminations.documents.capturedAt', { at: dates.dateTime(document.capturedAt) })
              : t('admin.terminations.documents.captureUnknown')
            : undefined;
        return { slot, document, isRequired, note };
      })}
    />
  );
}
