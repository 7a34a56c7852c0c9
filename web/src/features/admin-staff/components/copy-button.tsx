import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/admin/admin-toast';

/** Copies `text` to the clipboard; the button says so for a moment (read out, as the button's name changes). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      // Only over HTTPS or on localhost does the browser offer the clipboard.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toastError(t('admin.copy.failedTitle'), t('admin.copy.failedText'));
    }
  };

  return (
    <Button variant="secondary" className={className} onClick={() => void copy()}>
      {isCopied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {isCopied ? t('admin.copy.copied') : label}
    </Button>
  );
}
