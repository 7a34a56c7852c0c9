import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { AdminGate } from './admin-page';

export default function AssistantPage() {
  const { t } = useTranslation();
  return (
    <AdminGate>
      {() => (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Bot aria-hidden="true" className="h-7 w-7" />
              </span>
              <div>
                <h1 className="text-2xl font-bold text-brand-900">{t('admin.assistant.title')}</h1>
                <p className="text-sm text-slate-600">{t('admin.assistant.subtitle')}</p>
              </div>
            </div>
            <Link href="/admin" className={buttonClass('secondary')}>
              {t('admin.assistant.backToAdmin')}
            </Link>
          </div>
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            {t('admin.assistant.unavailable')}
          </p>
        </div>
      )}
    </AdminGate>
  );
}
