import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-3 text-sm text-slate-600">{t('notFound.text')}</p>
        <Link href="/" className={buttonClass('primary', 'mt-6')}>
          {t('common.backToHome')}
        </Link>
      </div>
    </main>
  );
}
