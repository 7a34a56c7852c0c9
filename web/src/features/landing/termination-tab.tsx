import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { BulletList, StepList } from './step-list';

export function TerminationTab() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-semibold">{t('landing.termination.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('landing.termination.intro')}</p>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t('landing.termination.requirementsTitle')}</h3>
        <BulletList items={list('landing.termination.items')} />
      </div>
      <StepList title={t('landing.termination.stepsTitle')} steps={list('landing.termination.steps')} />
      <div>
        <Link href="/termination/start" className={buttonClass('primary')}>
          {t('landing.termination.start')}
        </Link>
      </div>
    </div>
  );
}
