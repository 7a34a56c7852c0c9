import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ContactCard } from '../../components/contact-card';
import { PublicLayout } from '../../components/layout/public-layout';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Shown on wizard routes whose form is not built yet: never a blank page. */
export function WizardUnavailablePage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <Card className="flex flex-col items-start gap-4">
          <Wrench aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <h1 className="text-2xl font-bold text-brand-900">{t('wizardUnavailable.title')}</h1>
          <p className="text-slate-700">{t('wizardUnavailable.text')}</p>
          <Link href="/" className={buttonClass('primary')}>
            {t('common.backToHome')}
          </Link>
        </Card>
        <ContactCard />
      </div>
    </PublicLayout>
  );
}
