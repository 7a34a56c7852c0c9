import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex items-center gap-3 rounded-lg">
          <Logo />
          <span className="leading-tight">
            <span className="block text-lg font-bold text-brand-800">{t('common.appName')}</span>
            <span className="block text-xs text-slate-600">{t('common.tagline')}</span>
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Link href="/admin" className={buttonClass('secondary')}>
            {t('common.adminLogin')}
          </Link>
        </div>
      </div>
    </header>
  );
}
