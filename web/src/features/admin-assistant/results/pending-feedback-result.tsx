import type { PendingFeedbackAnalysis } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { ResultTable, TextSections, useCaseColumns } from './result-parts';
import { useResultFormat } from './use-result-format';

export function PendingFeedbackResult({ analysis }: { analysis: PendingFeedbackAnalysis }) {
  const { t } = useTranslation();
  const format = useResultFormat();
  const dates = useDateFormats();
  const caseColumns = useCaseColumns<PendingFeedbackAnalysis['cases'][number]>();
  const k = (key: string) => t(`admin.assistant.results.pending.${key}`);

  return (
    <div className="grid gap-6">
      <TextSections summary={analysis.summary} issues={analysis.issues} recommendations={analysis.recommendations} />
      <ResultTable
        caption={k('cases')}
        rows={analysis.cases}
        rowKey={(row) => row.reference}
        columns={[
          ...caseColumns,
          { header: k('requestedAt'), cell: (row) => dates.dateTime(row.requestedAt) },
          { header: k('waiting'), cell: (row) => format.number(row.businessDaysWaiting), isNumeric: true },
          { header: k('reminder'), cell: (row) => format.yesNo(row.reminderSent) },
          { header: k('request'), cell: (row) => row.request },
        ]}
      />
    </div>
  );
}
