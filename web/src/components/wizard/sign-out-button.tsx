import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client';
import { basePath } from '../../lib/base-path';
import { toast } from '../../lib/toast-store';
import { Button } from '../ui/button';

/**
 * The wizards' Sign out (issue 28): the server ends the session (and forgets what was typed before an application
 * existed), then the landing page opens afresh, so the next person on a shared phone finds nothing of it.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const signOut = async () => {
    setIsBusy(true);
    try {
      await apiRequest<{ success: boolean }>('/customer/sign-out', { method: 'POST' });
    } catch {
      setIsBusy(false);
      toast({
        variant: 'destructive',
        title: t('wizard.signOut.failedTitle'),
        description: t('wizard.signOut.failedText'),
      });
      return;
    }
    // A full load: nothing of the request stays in the page's memory.
    window.location.assign(`${basePath}/?signedOut=1`);
  };
  return (
    <div className="mt-4 flex justify-end">
      <Button variant="secondary" onClick={() => void signOut()} disabled={isBusy}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t('wizard.signOut.button')}
      </Button>
    </div>
  );
}
