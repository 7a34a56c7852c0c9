import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseList } from '../../lib/admin/define-case-list';
import { caseListExportUrl, useCaseList } from '../../lib/admin/use-case-list';
import { useReloadAfterChange } from '../../lib/admin/use-reload-after-change';
import { useStatusLabel } from '../../lib/admin/use-status-label';
import { DataList } from '../data-list/data-list';
import type { Column } from '../data-list/data-table';
import { StatusTabs } from '../data-list/status-tabs';
import { useListParams } from '../data-list/use-list-params';

interface CaseListTabProps<S extends string, K extends string, Response, Row> {
  list: CaseList<S, K, Response, Row>;
  title: string;
  columns: readonly Column<Row, K>[];
  /** The dialogs a row opens; given where the focus goes back to when one closes without a place of its own. */
  dialogs: (activeStatusTab: () => HTMLElement | null | undefined) => ReactNode;
}

/** A dashboard tab listing the cases of one kind: its status tabs over the list, paged and sorted on the server. */
export function CaseListTab<S extends string, K extends string, Response, Row extends { id: string }>(
  props: CaseListTabProps<S, K, Response, Row>,
) {
  const { list, title, columns, dialogs } = props;
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const { params, update } = useListParams(list);
  const query = useCaseList(list, params);
  const reload = useReloadAfterChange(list.caseKeys);
  const tabsId = useId();
  const activeStatusTab = () => document.getElementById(tabsId)?.querySelector<HTMLElement>('[aria-selected="true"]');

  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <StatusTabs
        id={tabsId}
        label={t(list.texts.statusTabsLabel)}
        statuses={list.statuses}
        value={params.status}
        onChange={(status) => update({ status })}
        statusLabel={statusLabel}
        // Live (docs/overview-figures.md): the counts come with the page, under the same search and filters, and equal
        // the overview's without them; none when a search matched more than the server counts (its first 100 say
        // nothing of how the rest divide).
        counts={query.data?.countsExact === false ? undefined : query.data?.counts}
      >
        <DataList
          params={params}
          onChange={update}
          texts={list.texts}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          // The pending badge and the overview come from the statistics: they refresh too.
          onRefresh={() => reload()}
          exportHref={caseListExportUrl(list.path, params)}
        />
      </StatusTabs>
      {dialogs(activeStatusTab)}
    </div>
  );
}
