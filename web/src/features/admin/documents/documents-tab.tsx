import type { AdminApplicationDetail, AdminDocument } from '@protea/shared/schemas/admin-application-detail';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentCard } from './document-card';
import { findDocument, isVatRequired, slotsFor } from './document-types';
import { DocumentViewer } from './document-viewer';

export function DocumentsTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AdminDocument | null>(null);
  const vatRequired = isVatRequired(application.business);
  return (
    <div className="grid gap-4">
      <h3 className="sr-only">{t('admin.review.tabs.documents')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {slotsFor(application.isBusiness).map((slot) => {
          const document = findDocument(application, slot);
          const vatNote =
            slot !== 'vat'
              ? undefined
              : vatRequired
                ? document
                  ? undefined
                  : t('admin.documents.vatMissing')
                : t('admin.documents.vatNotRequired');
          return (
            <DocumentCard
              key={slot}
              reference={application.appReference}
              slot={slot}
              document={document}
              isRequired={slot !== 'vat' || vatRequired}
              note={vatNote}
              onView={setViewing}
            />
          );
        })}
      </div>
      {viewing && <DocumentViewer document={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
