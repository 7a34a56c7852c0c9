import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { StaffMember, StaffWithPassword } from '@protea/shared/schemas/staff';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useDeactivateStaff } from '../api/deactivate-staff';
import { useDisableStaffTwoFactor } from '../api/disable-staff-two-factor';
import { useStaff } from '../api/get-staff';
import { useReactivateStaff } from '../api/reactivate-staff';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { AddStaffDialog } from './add-staff-dialog';
import { ConfirmStaffAction } from './confirm-staff-action';
import { EmailDialog } from './email-dialog';
import { PasswordDialog, type ShownPassword } from './password-dialog';
import { isConfirmed, type StaffAction } from './staff-actions';
import { StaffCard } from './staff-card';

interface Pending {
  action: StaffAction;
  member: StaffMember;
}

/** Administrators add staff, change roles, reset passwords, turn off two-factor, deactivate and reactivate. */
export function StaffTab({ me }: { me: AdminProfile }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const changeRole = useChangeStaffRole();
  const resetPassword = useResetStaffPassword();
  const disableTwoFactor = useDisableStaffTwoFactor();
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();
  const [isAdding, setAdding] = useState(false);
  const [editingEmail, setEditingEmail] = useState<StaffMember | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const addButtonId = useId();
  // After a dialog opened from a dialog (a reset's password), focus goes back to Add staff.
  const focusAdd = () => document.getElementById(addButtonId);

  const run = ({
    action,
    member,
  }: Pending): Promise<StaffWithPassword | { staff: StaffMember } | { success: true }> => {
    switch (action) {
      case 'makeAdministrator':
        return changeRole.mutateAsync({ id: member.id, role: 'administrator' });
      case 'makeReviewer':
        return changeRole.mutateAsync({ id: member.id, role: 'reviewer' });
      case 'resetPassword':
        return resetPassword.mutateAsync(member.id);
      case 'disableTwoFactor':
        return disableTwoFactor.mutateAsync(member.id);
      case 'deactivate':
        return deactivate.mutateAsync(member.id);
      case 'reactivate':
        return reactivate.mutateAsync(member.id);
    }
  };

  const act = (pending: Pending) => {
    setBusyId(pending.member.id);
    return settle(run(pending), {
      onSuccess: (result) => {
        setBusyId(null);
        setConfirming(null);
        if ('password' in result) {
          setShownPassword({ member: result.staff, password: result.password, reason: 'reset' });
        } else {
          toastSuccess(t(`admin.staff.done.${pending.action}`, { name: pending.member.displayName }));
        }
      },
      onError: (error) => {
        setBusyId(null);
        setConfirming(null);
        toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
      },
    });
  };

  const onAction = (action: StaffAction, member: StaffMember) =>
    isConfirmed(action) ? setConfirming({ action, member }) : void act({ action, member });

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('admin.staff.title')}</h2>
          <p className="text-sm text-slate-700">{t('admin.staff.intro')}</p>
        </div>
        <Button id={addButtonId} onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('admin.staff.add.open')}
        </Button>
      </div>
      {staff.isPending ? (
        <Spinner label={t('admin.staff.loading')} />
      ) : staff.isError ? (
        <p className="text-red-700">{t('admin.staff.loadFailed')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('admin.staff.listLabel')}>
          {staff.data.map((member) => (
            <StaffCard
              key={member.id}
              member={member}
              meId={me.id}
              busyId={busyId}
              onAction={onAction}
              onEditEmail={setEditingEmail}
            />
          ))}
        </ul>
      )}
      {isAdding && (
        <AddStaffDialog
          onClose={() => setAdding(false)}
          onAdded={({ staff: member, password }) => {
            setAdding(false);
            setShownPassword({ member, password, reason: 'created' });
          }}
        />
      )}
      {editingEmail && <EmailDialog member={editingEmail} onClose={() => setEditingEmail(null)} />}
      {confirming && (
        <ConfirmStaffAction
          action={confirming.action}
          member={confirming.member}
          isBusy={busyId === confirming.member.id}
          onConfirm={() => void act(confirming)}
          onCancel={() => setConfirming(null)}
          fallbackFocus={focusAdd}
        />
      )}
      {shownPassword && (
        <PasswordDialog shown={shownPassword} onClose={() => setShownPassword(null)} fallbackFocus={focusAdd} />
      )}
    </div>
  );
}
