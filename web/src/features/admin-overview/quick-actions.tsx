import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { applicationsHref } from '../../lib/admin/admin-links';
import { CASE_LISTS } from '../../lib/admin/case-lists';
import { useStatusLabel } from '../../lib/admin/use-status-label';
import { countByStatus } from './count-by-status';

export function QuickActions({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  return (
    <Card>
      <h3 className="text-base font-semibold text-brand-900">{t('admin.overview.quickActions')}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {CASE_LISTS.applications.statuses.map((status) => (
          <li key={status}>
            <Link href={applicationsHref(status)} className={buttonClass('secondary')}>
              {t('admin.overview.quickAction', { status: label(status), count: countByStatus(stats, status) })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
