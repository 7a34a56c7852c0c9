import type { StaffMember } from '@protea/shared/schemas/staff';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CopyButton } from '../components/copy-button';
import { SecretField } from '../components/secret-field';

export interface ShownPassword {
  member: StaffMember;
  password: string;
  reason: 'created' | 'reset';
}

/** The password the server generated, shown this once: the administrator passes it on. */
export function PasswordDialog({
  shown,
  onClose,
  fallbackFocus,
}: {
  shown: ShownPassword;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const { member, password, reason } = shown;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reason === 'created' ? t('admin.staff.password.createdTitle') : t('admin.staff.password.resetTitle')}
      description={t('admin.staff.password.intro', { name: member.displayName })}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-4 grid gap-4">
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('admin.staff.password.warning')}
        </p>
        <SecretField label={t('admin.staff.fields.username')} value={member.username} />
        <SecretField label={t('admin.staff.password.label')} value={password} />
        <div className="flex flex-wrap justify-end gap-2">
          <CopyButton text={password} label={t('admin.staff.password.copy')} />
          <Button onClick={onClose}>{t('admin.staff.password.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
