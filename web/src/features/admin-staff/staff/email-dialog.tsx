import { zodResolver } from '@hookform/resolvers/zod';
import { changeStaffEmailSchema, type StaffMember } from '@protea/shared/schemas/staff';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form/form-buttons';
import { Dialog } from '../../../components/ui/dialog';
import { toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { showFormErrors } from '../../../lib/admin/show-form-errors';
import { useChangeStaffEmail } from '../api/change-staff-email';
import { StaffEmailField } from './staff-form-parts';

type EmailInput = z.input<typeof changeStaffEmailSchema>;

/** A member's email address (where the morning digest goes), changed or removed (left blank). */
export function EmailDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeStaffEmail();
  const form = useForm<EmailInput, unknown, z.output<typeof changeStaffEmailSchema>>({
    resolver: zodResolver(changeStaffEmailSchema),
    defaultValues: { email: member.email ?? '' },
  });

  const onValid = ({ email }: z.output<typeof changeStaffEmailSchema>) =>
    settle(change.mutateAsync({ id: member.id, email }), {
      onSuccess: () => {
        toastSuccess(t('admin.staff.emailDialog.saved'));
        onClose();
      },
      onError: (error) => showFormErrors(form.setError, error, t),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.staff.emailDialog.title', { name: member.displayName })}
      description={t('admin.staff.add.emailHint')}
      closeLabel={t('common.close')}
    >
      <FormProvider {...form}>
        <form className="mt-4 grid gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
          <StaffEmailField />
          <FormButtons
            onCancel={onClose}
            isPending={change.isPending}
            submit={t('admin.staff.emailDialog.submit')}
            submitting={t('admin.staff.working')}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
