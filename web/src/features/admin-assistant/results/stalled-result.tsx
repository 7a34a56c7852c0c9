import type { StalledAnalysis } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { ResultTable, TextSections, useCaseColumns } from './result-parts';
import { useResultFormat } from './use-result-format';

export function StalledResult({ analysis }: { analysis: StalledAnalysis }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const dates = useDateFormats();
  const caseColumns = useCaseColumns<StalledAnalysis['cases'][number]>();
  const k = (key: string) => t(`admin.assistant.results.stalled.${key}`);
  const oldestFirst = [...analysis.cases].sort((a, b) => a.lastActivityAt.localeCompare(b.lastActivityAt));

  return (
    <div className="grid gap-6">
      <TextSections summary={analysis.summary} issues={analysis.issues} recommendations={analysis.recommendations} />
      <p className="text-sm text-slate-700">
        {t('admin.assistant.results.stalled.threshold', { count: analysis.thresholdBusinessDays })}
      </p>
      <ResultTable
        caption={k('byStatus')}
        rows={analysis.byStatus}
        rowKey={(row) => row.status}
        columns={[
          { header: t('admin.assistant.results.status'), cell: (row) => <StatusBadge status={row.status} /> },
          { header: k('count'), cell: (row) => format.number(row.count), isNumeric: true },
        ]}
      />
      <ResultTable
        caption={k('cases')}
        rows={oldestFirst}
        rowKey={(row) => row.reference}
        columns={[
          ...caseColumns,
          { header: k('idle'), cell: (row) => format.number(row.idleBusinessDays), isNumeric: true },
          { header: k('lastActivity'), cell: (row) => dates.dateTime(row.lastActivityAt) },
        ]}
      />
    </div>
  );
}
