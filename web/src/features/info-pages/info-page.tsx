import { useTranslation } from 'react-i18next';
import { ContactCard } from '../../components/contact-card';
import { PublicLayout } from '../../components/layout/public-layout';
import { Card } from '../../components/ui/card';

/** The footer's privacy and terms pages: a title, a few paragraphs, and how to reach the offices. */
export function InfoPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const paragraphs = t(`pages.${page}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <Card>
          <h1 className="text-2xl font-bold text-brand-900">{t(`pages.${page}.title`)}</h1>
          <div className="mt-4 grid gap-3 text-slate-700">
            {paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Card>
        <ContactCard />
      </div>
    </PublicLayout>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('pages.contact.title')}</h1>
          <p className="mt-1 text-slate-700">{t('pages.contact.intro')}</p>
        </div>
        <ContactCard />
      </div>
    </PublicLayout>
  );
}
