import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { Logo } from '../../components/layout/logo';
import { buttonClass } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('signin.headerSubtitle'), t('common.appName'));
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Link href="/" className="rounded-full">
              <Logo />
            </Link>
            <p className="leading-tight">
              <span className="block text-lg font-bold">{t('signin.headerTitle')}</span>
              <span className="block text-xs text-brand-100">{t('signin.headerSubtitle')}</span>
            </p>
          </div>
          <div className="flex items-center gap-2 text-slate-900">
            <LanguageSwitcher tone="dark" />
            <Link href="/" className={buttonClass('secondary')}>
              {t('common.backToHome')}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-600">
          © {new Date().getFullYear()} · {t('signin.footer')}
        </p>
      </footer>
    </div>
  );
}
