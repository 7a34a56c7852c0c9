import type { StaffMember } from '@protea/shared/schemas/staff';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={t(`admin.staff.confirm.${action}.title`, vars)}
      description={t(`admin.staff.confirm.${action}.text`, vars)}
      confirmLabel={t(`admin.staff.actions.${action}`)}
      busyLabel={t('admin.staff.working')}
      isDanger={DANGEROUS.has(action)}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      fallbackFocus={fallbackFocus}
    />
  );
}
