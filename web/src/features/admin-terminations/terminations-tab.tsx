import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../components/data-list/status-tabs';
import { useListParams } from '../../components/data-list/use-list-params';
import {
  TERMINATION_STATUS_TABS,
  TERMINATIONS_LIST,
  TERMINATIONS_LIST_TEXTS,
} from '../../lib/admin/terminations-list-definition';
import { useStatusLabel } from '../../lib/admin/use-status-label';
import { useTerminations } from './api/get-terminations';
import { TerminationDialog } from './termination-dialog';
import { TerminationsList } from './terminations-list';

interface Opened {
  id: string;
  title: string;
}

export function TerminationsTab() {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const { params, update } = useListParams(TERMINATIONS_LIST);
  const query = useTerminations(params);
  const [opened, setOpened] = useState<Opened | null>(null);
  const tabsId = useId();
  const activeStatusTab = () => document.getElementById(tabsId)?.querySelector<HTMLElement>('[aria-selected="true"]');

  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.terminations.title')}</h2>
      <StatusTabs
        id={tabsId}
        label={t(TERMINATIONS_LIST_TEXTS.statusTabsLabel)}
        statuses={TERMINATION_STATUS_TABS}
        value={params.status}
        onChange={(status) => update({ status })}
        statusLabel={statusLabel}
        // Live: the counts come with the page, under the same search and filters; none when a search matched more
        // than the server counts (its first 100 say nothing of how the rest divide).
        counts={query.data?.countsExact === false ? undefined : query.data?.counts}
      >
        <TerminationsList
          params={params}
          onChange={update}
          query={query}
          onView={(row) => setOpened({ id: row.id, title: row.accountNo ?? row.reference })}
        />
      </StatusTabs>
      {opened && (
        <TerminationDialog
          id={opened.id}
          title={opened.title}
          onClose={() => setOpened(null)}
          fallbackFocus={activeStatusTab}
        />
      )}
    </div>
  );
}
