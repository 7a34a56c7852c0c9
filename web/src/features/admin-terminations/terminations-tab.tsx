import { useTranslation } from 'react-i18next';
import { CaseListTab } from '../../components/admin/case-list-tab';
import { CASE_LISTS } from '../../lib/admin/case-lists';
import { useCasePage } from '../../lib/admin/case-page';
import { useTerminationColumns } from './termination-columns';
import { TerminationDialog } from './termination-dialog';

export function TerminationsTab() {
  const { t } = useTranslation();
  // The termination open is the page's: /admin/terminations/{reference}.
  const opened = useCasePage('terminations');
  const columns = useTerminationColumns((row) => opened.open(row.reference));

  return (
    <CaseListTab
      list={CASE_LISTS.terminations}
      title={t('admin.terminations.title')}
      columns={columns}
      dialogs={(activeStatusTab) =>
        opened.reference && (
          <TerminationDialog reference={opened.reference} onClose={opened.close} fallbackFocus={activeStatusTab} />
        )
      }
    />
  );
}
