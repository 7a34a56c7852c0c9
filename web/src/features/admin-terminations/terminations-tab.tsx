import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseListTab } from '../../components/admin/case-list-tab';
import { CASE_LISTS } from '../../lib/admin/case-lists';
import { useTerminationColumns } from './termination-columns';
import { TerminationDialog } from './termination-dialog';

interface Opened {
  id: string;
  title: string;
}

export function TerminationsTab() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const columns = useTerminationColumns((row) => setOpened({ id: row.id, title: row.accountNo ?? row.reference }));

  return (
    <CaseListTab
      list={CASE_LISTS.terminations}
      title={t('admin.terminations.title')}
      columns={columns}
      dialogs={(activeStatusTab) =>
        opened && (
          <TerminationDialog
            id={opened.id}
            title={opened.title}
            onClose={() => setOpened(null)}
            fallbackFocus={activeStatusTab}
          />
        )
      }
    />
  );
}
