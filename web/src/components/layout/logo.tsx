import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label={t('common.logoAlt')}
      className={cn('h-10 w-10 shrink-0', className)}
    >
      <circle cx="32" cy="32" r="30" fill="#0f5132" />
      <path
        d="M32 12c5 8 5 16 0 24-5-8-5-16 0-24zm-14 8c8 2 13 8 14 16-8-1-13-7-14-16zm28 0c-1 9-6 15-14 16 1-8 6-14 14-16z"
        fill="#f4a3b5"
      />
      <path d="M22 40h20l-3 10H25z" fill="#7fc8a9" />
    </svg>
  );
}
