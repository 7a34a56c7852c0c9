import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { BulletList, StepList } from './step-list';

export function InfoTab() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-semibold">{t('landing.info.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('landing.info.intro')}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold">{t('landing.info.residentialTitle')}</h3>
          <BulletList items={list('landing.info.residentialItems')} />
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{t('landing.info.businessTitle')}</h3>
          <BulletList items={list('landing.info.businessItems')} />
        </div>
      </div>
      <StepList title={t('landing.info.stepsTitle')} steps={list('landing.info.steps')} />
      <div>
        <Link href="/application/start" className={buttonClass('primary')}>
          {t('landing.info.start')}
        </Link>
      </div>
    </div>
  );
}
