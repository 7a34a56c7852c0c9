import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { findDocument, isVatRequired, slotsFor } from '../../../components/case-review/documents/document-types';
import { DocumentsGrid } from '../../../components/case-review/documents/documents-grid';
import { APPLICATION_KIND } from './application-kind';

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
