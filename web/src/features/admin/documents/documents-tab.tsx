import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { APPLICATION_KIND } from '../review/application-kind';
import { findDocument, isVatRequired, slotsFor } from './document-types';
import { DocumentsGrid } from './documents-grid';

export function DocumentsTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const vatRequired = isVatRequired(application.business);
  const vatNote = (isUploaded: boolean) =>
    vatRequired ? (isUploaded ? undefined : t('admin.documents.vatMissing')) : t('admin.documents.vatNotRequired');
  return (
    <DocumentsGrid
      kind={APPLICATION_KIND}
      caseId={application.appReference}
      slots={slotsFor(application.isBusiness, application.documents).map((slot) => {
        const document = findDocument(application, slot);
        return {
          slot,
          document,
          isRequired: slot !== 'vat' || vatRequired,
          note: slot === 'vat' ? vatNote(document !== undefined) : undefined,
        };
      })}
    />
  );
}
