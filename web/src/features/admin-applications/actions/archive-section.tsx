import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/admin/info-list';
import { useConfirmDecision } from '../../../components/case-review/assignment/held-decision';
import { Button } from '../../../components/ui/button';
import { useDirectActions } from './use-direct-actions';

/** Completed and rejected applications leave the working lists; the same action as the list's Archive Application. */
export function ArchiveSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const direct = useDirectActions();
  const confirmDecision = useConfirmDecision();
  return (
    <Section title={t('admin.applications.actions.archive')}>
      <p className="mb-3 text-sm text-slate-700">{t('admin.actions.archiveIntro')}</p>
      <Button
        variant="secondary"
        onClick={async () => (await confirmDecision()) && direct.onArchive(application)}
        disabled={direct.busyReference === application.appReference}
      >
        <Archive aria-hidden="true" className="h-4 w-4" />
        {t('admin.applications.actions.archive')}
      </Button>
    </Section>
  );
}
