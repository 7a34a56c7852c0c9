import { useTranslation } from 'react-i18next';

/** The number on the tab; screen readers hear "3 pending" as part of the tab's name. */
export function PendingBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <span aria-hidden="true" className="rounded-full bg-protea px-2 py-0.5 text-xs font-bold text-white">
        {count}
      </span>
      <span className="sr-only"> {t('admin.dashboard.pendingBadge', { count })}</span>
    </>
  );
}
