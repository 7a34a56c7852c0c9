import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';

/** An account with no request under way: the Track page says so (the server's words) and offers to start one. */
export function StartTermination() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 grid max-w-lg gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
      <p>{t('track.noRequest.text')}</p>
      <div>
        <Link href="/termination/start" className={buttonClass('primary')}>
          {t('track.noRequest.start')}
        </Link>
      </div>
    </div>
  );
}
