import type { StaffMember } from '@protea/shared/schemas/staff';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { StaffAction } from './staff-actions';

const DANGEROUS: ReadonlySet<StaffAction> = new Set(['deactivate', 'disableTwoFactor', 'resetPassword']);

/** "Are you sure?" for one action on one staff member, in the action's own words. */
export function ConfirmStaffAction({
  action,
  member,
  isBusy,
  onConfirm,
  onCancel,
  fallbackFocus,
}: {
  action: StaffAction;
  member: StaffMember;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const vars = { name: member.displayName, username: member.username };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(`admin.staff.confirm.${action}.title`, vars)}
      description={t(`admin.staff.confirm.${action}.text`, vars)}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant={DANGEROUS.has(action) ? 'danger' : 'primary'} onClick={onConfirm} disabled={isBusy}>
          {isBusy ? t('admin.staff.working') : t(`admin.staff.actions.${action}`)}
        </Button>
      </div>
    </Dialog>
  );
}
