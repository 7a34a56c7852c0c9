import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../lib/base-path';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { linkClass } from '../wizard/privacy-link-class';

/** The privacy policy over the form (leaving the page would lose what has been typed); loaded on first use. */
export function PrivacyPolicyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const paragraphs = t('pages.privacy.paragraphs', { returnObjects: true }) as string[];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('pages.privacy.title')} closeLabel={t('common.close')}>
      <div className="mt-4 grid gap-3 text-slate-700">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={`${basePath}/privacy`} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('wizard.privacy.openFullPage')}
          <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
        </a>
        <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}
