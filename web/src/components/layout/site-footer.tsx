import { APP_VERSION } from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
    { to: '/contact', label: t('footer.contact') },
  ];
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          {t('footer.copyright', { year: new Date().getFullYear() })} · {t('footer.version', { version: APP_VERSION })}
        </p>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="flex flex-wrap gap-4">
            {links.map((link) => (
              <li key={link.to}>
                <Link href={link.to} className="underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
