import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCaseKind } from '../case-kind';
import { DocumentCard } from './document-card';
import type { DocumentSlot } from './document-types';
import { DocumentViewer } from './document-viewer';

export interface DocumentCardSlot {
  slot: DocumentSlot;
  document: AdminDocument | undefined;
  isRequired?: boolean;
  note?: string;
}

interface DocumentsGridProps {
  kind: AdminCaseKind;
  caseId: string;
  slots: DocumentCardSlot[];
}

/** A case's documents as cards (view, download, delete, upload when absent) and the viewer over them. */
export function DocumentsGrid({ kind, caseId, slots }: DocumentsGridProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<AdminDocument | null>(null);
  return (
    <div className="grid gap-4">
      <h3 className="sr-only">{t('admin.review.tabs.documents')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {slots.map((card) => (
          <DocumentCard key={card.slot} kind={kind} caseId={caseId} onView={setViewing} {...card} />
        ))}
      </div>
      {viewing && <DocumentViewer kind={kind} document={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
