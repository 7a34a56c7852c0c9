import type { DecisionText } from '@protea/shared/case-events';
import { formatRand } from '@protea/shared/money';
import type { TimelineEntry } from '@protea/shared/schemas/case-detail';
import {
  ArrowRightLeft,
  CalendarClock,
  Download,
  FileText,
  type LucideIcon,
  Mail,
  MessageSquare,
  PencilLine,
  Play,
  ShieldAlert,
  ShieldQuestion,
  StickyNote,
  Trash2,
  UserCheck,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { useStatusLabel } from '../../../lib/admin/use-status-label';
import { useGuardText } from '../actions/guard-texts';
import type { AdminCaseKind } from '../case-kind';

const ICONS: Partial<Record<TimelineEntry['kind'], LucideIcon>> = {
  created: Play,
  status: ArrowRightLeft,
  note: StickyNote,
  message: MessageSquare,
  notification: Mail,
  deposit_approved: Wallet,
  document_uploaded: FileText,
  document_deleted: FileText,
  document_approved: FileText,
  document_rejected: FileText,
  document_replaced: FileText,
  correction_requested: PencilLine,
  data_exported: Download,
  documents_removed: Trash2,
  guard_overridden: ShieldAlert,
  early_disconnection: CalendarClock,
  assigned: UserCheck,
  holder_answered: ShieldQuestion,
  refund_released: Wallet,
};

/** The event's heading and its details in the reader's language: the server stores kinds and values only. */
function useEventText({ documents, timelineTexts: words }: AdminCaseKind) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  const guardText = useGuardText();
  const dates = useDateFormats();
  const documentTitle = (type: string) => t(`${documents.texts.titles}.${type}`, { defaultValue: type });
  // A listed reason with staff's own words added (a termination's rejection, a refused document) shows both.
  const reasonDetail = (reason: DecisionText | undefined) => {
    const words = [reason?.key ? t(reason.key) : null, reason?.text].filter(Boolean);
    return words.length > 0 ? words.join('\n') : null;
  };
  return (entry: TimelineEntry): { heading: string; detail?: string | null } => {
    switch (entry.kind) {
      case 'created':
        return { heading: t(words.created, { version: entry.data.termsVersion }) };
      case 'status': {
        const { from, to, reason } = entry.data;
        const heading = from
          ? t('admin.review.timeline.statusChanged', { from: label(from), to: label(to) })
          : t('admin.review.timeline.statusSet', { to: label(to) });
        return { heading, detail: reasonDetail(reason) };
      }
      case 'note':
        return { heading: t('admin.review.timeline.kinds.note'), detail: entry.data.text };
      case 'message':
        return {
          heading: t(words.message, {
            channel: t(`admin.review.timeline.channels.${entry.data.channel}`),
          }),
          detail: entry.data.text,
        };
      case 'notification':
        return {
          heading: t(words.notification, {
            channel: t(`admin.review.timeline.channels.${entry.data.channel}`),
            purpose: t(`admin.review.timeline.purposes.${entry.data.purpose}`, { defaultValue: entry.data.purpose }),
          }),
        };
      case 'document_uploaded':
      case 'document_deleted':
      case 'document_approved':
      case 'document_replaced':
        return {
          heading: t(`admin.review.timeline.events.${entry.kind}`, { document: documentTitle(entry.data.type) }),
        };
      case 'document_rejected':
        return {
          heading: t('admin.review.timeline.events.document_rejected', { document: documentTitle(entry.data.type) }),
          detail: reasonDetail(entry.data.reason),
        };
      case 'deposit_approved':
        return {
          heading: t('admin.review.timeline.events.deposit_approved', { amount: formatRand(entry.data.amountCents) }),
        };
      case 'complex_confirmed':
        return { heading: t('admin.review.timeline.events.complex_confirmed', { name: entry.data.complexName }) };
      case 'unit_confirmed':
        return {
          heading: t('admin.review.timeline.events.unit_confirmed', { premise: entry.data.premise }),
          detail: entry.data.address,
        };
      case 'account_opened':
      case 'account_closed':
        return {
          heading: t(`admin.review.timeline.events.${entry.kind}`, { accountNumber: entry.data.accountNumber }),
        };
      case 'correction_requested':
        return { heading: t('admin.review.timeline.events.correction_requested'), detail: entry.data.text };
      case 'data_exported':
        return { heading: t('admin.review.timeline.events.data_exported', { count: entry.data.documents }) };
      case 'guard_overridden':
        return {
          heading: t('admin.review.timeline.events.guard_overridden', {
            action: t(`decisions.guards.actions.${entry.data.action}`, { defaultValue: entry.data.action }),
            reasons: entry.data.blockers.map(guardText).join(', '),
          }),
          detail: entry.data.reason,
        };
      case 'early_disconnection':
        return {
          heading: t('admin.review.timeline.events.early_disconnection', {
            date: dates.calendarDate(entry.data.date),
            scheduled: dates.calendarDate(entry.data.scheduledDate),
          }),
          detail: entry.data.reason,
        };
      case 'assigned': {
        const { from, to } = entry.data;
        if (!to) return { heading: t('admin.review.timeline.events.unassigned', { name: from?.displayName ?? '' }) };
        return from
          ? { heading: t('admin.review.timeline.events.reassigned', { from: from.displayName, to: to.displayName }) }
          : { heading: t('admin.review.timeline.events.assigned', { name: to.displayName }) };
      }
      case 'holder_answered':
        return { heading: t(`admin.review.timeline.events.holder_${entry.data.answer}`) };
      case 'refund_released':
        return {
          heading: t('admin.review.timeline.events.refund_released', {
            date: dates.calendarDate(entry.data.refundDueDate),
          }),
        };
      case 'documents_removed':
        return {
          heading: t('admin.review.timeline.events.documents_removed', {
            count: entry.data.count,
            days: entry.data.afterDays,
          }),
        };
    }
  };
}

export function TimelineEntryItem({ kind, entry }: { kind: AdminCaseKind; entry: TimelineEntry }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const text = useEventText(kind)(entry);
  const Icon = ICONS[entry.kind] ?? StickyNote;
  const actor =
    entry.actorType === 'admin'
      ? (entry.adminName ?? 'admin')
      : entry.actorType === 'customer'
        ? t(kind.timelineTexts.customer)
        : t(`admin.review.timeline.actors.${entry.actorType}`);
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-slate-900">
          {text.heading}
          {entry.delivery && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800">
              {t(`admin.review.timeline.delivery.${entry.delivery.status}`)}
            </span>
          )}
        </p>
        {text.detail && <p className="whitespace-pre-line wrap-anywhere text-slate-800">{text.detail}</p>}
        {entry.delivery?.reason && (
          <p className="wrap-anywhere text-sm text-red-800">
            {t('admin.review.timeline.delivery.reason', { reason: entry.delivery.reason })}
          </p>
        )}
        <p className="text-xs text-slate-700">
          {t('admin.review.timeline.byAt', { actor })} <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
        </p>
      </div>
    </li>
  );
}
