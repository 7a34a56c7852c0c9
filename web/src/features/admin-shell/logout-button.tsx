import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';
import { useAdminLogout } from './api/admin-logout';

/** Signs the staff member out and leads to the back office's sign-in form, where the next one signs in. */
export function LogoutButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useAdminLogout();

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/admin'),
      onError: () =>
        toast({
          variant: 'destructive',
          title: t('admin.dashboard.logoutFailedTitle'),
          description: t('admin.dashboard.logoutFailedText'),
        }),
    });

  return (
    <Button variant="secondary" onClick={onLogout} disabled={logout.isPending}>
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {logout.isPending ? t('admin.dashboard.loggingOut') : t('admin.dashboard.logout')}
    </Button>
  );
}
