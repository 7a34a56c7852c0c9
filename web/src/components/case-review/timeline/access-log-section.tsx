import type { AccessLogEntry } from '@protea/shared/access-log';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { Section } from '../../admin/info-list';
import { Spinner } from '../../ui/spinner';
import type { AdminCaseKind } from '../case-kind';
import { type DocumentSlot, slotTitle } from '../documents/document-types';
import { useAccessLog } from './api/get-access-log';

/** 'Viewed by Thandi Mokoena, 14:02' and the like: every staff read of the case, newest first (issue 13, POPIA). */
export function AccessLogSection({ kind, caseId }: { kind: AdminCaseKind; caseId: string }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const log = useAccessLog(kind, caseId);
  const documentTitle = (type: string) => {
    const [key, values] = slotTitle(kind.documents.texts.titles, type as DocumentSlot);
    return t(key, { ...values, defaultValue: type });
  };
  const line = (entry: AccessLogEntry) =>
    t(`admin.review.access.${entry.what}`, {
      name: entry.by?.displayName ?? t('admin.review.access.formerStaff'),
      document: entry.document ? documentTitle(entry.document.type) : '',
      time: dates.dateTime(entry.at),
    });
  return (
    <Section title={t('admin.review.access.title')}>
      <p className="mb-3 text-sm text-slate-700">{t('admin.review.access.intro')}</p>
      {log.isPending ? (
        <Spinner label={t('admin.review.access.loading')} />
      ) : log.isError ? (
        <p className="text-red-800">{t('admin.review.access.failed')}</p>
      ) : log.data.entries.length === 0 ? (
        <p className="text-slate-700">{t('admin.review.access.empty')}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1">
              <span className="text-slate-900">{line(entry)}</span>
              {entry.ip && (
                <span className="text-slate-700">{t('admin.review.access.from', { address: entry.ip })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
