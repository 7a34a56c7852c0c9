import type { AdminDocument } from '@protea/shared/schemas/case-detail';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

type BadgeKind = 'approved' | 'notApproved' | 'awaitingReview' | 'notUploaded' | 'notRequired';

const BADGE_CLASS: Record<BadgeKind, string> = {
  approved: 'border-green-300 bg-green-100 text-green-950',
  notApproved: 'border-red-300 bg-red-100 text-red-950',
  awaitingReview: 'border-blue-300 bg-blue-100 text-blue-950',
  notUploaded: 'border-slate-300 bg-slate-100 text-slate-900',
  notRequired: 'border-slate-300 bg-white text-slate-800',
};

/** Where a document stands: staff review every kind's documents one by one (issue 39). */
export function badgeKind(document: AdminDocument | undefined, isRequired: boolean): BadgeKind {
  if (!document) return isRequired ? 'notUploaded' : 'notRequired';
  if (document.isApproved === true) return 'approved';
  // Only an explicit false is a rejection; null means nobody has decided yet.
  if (document.isApproved === false) return 'notApproved';
  return 'awaitingReview';
}

export function DocumentBadge({ kind }: { kind: BadgeKind }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', BADGE_CLASS[kind])}
    >
      {t(`admin.documents.badges.${kind}`)}
    </span>
  );
}
