import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '../ui/button';

interface WizardHeaderProps {
  title: string;
  /** Under the title, e.g. the reference once the case exists. */
  subtitle?: ReactNode;
  /** Beside the title, e.g. Edit Details. */
  action?: ReactNode;
  /** Below the title: the progress. */
  children?: ReactNode;
}

/** Back to home, the wizard's title (the page's h1) and its progress. */
export function WizardHeader({ title, subtitle, action, children }: WizardHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-5 grid gap-4">
      <div>
        <Link href="/" className={buttonClass('ghost', '-ml-3')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('common.backToHome')}
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-700">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
