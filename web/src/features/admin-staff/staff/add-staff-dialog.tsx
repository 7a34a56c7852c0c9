import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateStaffInput,
  createStaffSchema,
  STAFF_ROLES,
  type StaffWithPassword,
} from '@protea/shared/schemas/staff';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormButtons } from '../../../components/form/form-buttons';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { LOGIN_NAME_TYPING } from '../../../components/form/typing';
import { Dialog } from '../../../components/ui/dialog';
import { settle } from '../../../lib/admin/settle';
import { showFormErrors } from '../../../lib/admin/show-form-errors';
import { useCreateStaff } from '../api/create-staff';
import { StaffEmailField } from './staff-form-parts';
import { useRoleLabel } from './staff-labels';

/** Name, username, role and (optional) email of a new staff member; the server makes the password. */
export function AddStaffDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (added: StaffWithPassword) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const create = useCreateStaff();
  const form = useForm<CreateStaffInput, unknown, z.output<typeof createStaffSchema>>({
    resolver: zodResolver(createStaffSchema),
    defaultValues: { displayName: '', username: '', role: 'reviewer', email: '' },
  });

  const onValid = (input: z.output<typeof createStaffSchema>) =>
    settle(create.mutateAsync(input), {
      onSuccess: onAdded,
      onError: (error) => showFormErrors(form.setError, error, t),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.staff.add.title')}
      description={t('admin.staff.add.intro')}
      closeLabel={t('common.close')}
    >
      <FormProvider {...form}>
        <form className="mt-4 grid gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
          <TextField<CreateStaffInput>
            name="displayName"
            label={t('admin.staff.fields.displayName')}
            autoComplete="off"
          />
          <TextField<CreateStaffInput>
            name="username"
            label={t('admin.staff.fields.username')}
            hint={t('admin.staff.add.usernameHint')}
            {...LOGIN_NAME_TYPING}
          />
          <SelectField<CreateStaffInput>
            name="role"
            label={t('admin.staff.fields.role')}
            placeholder={t('admin.staff.add.rolePlaceholder')}
            options={STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          />
          <p className="text-sm text-slate-700">{t('admin.staff.add.rolesExplained')}</p>
          <StaffEmailField hint={t('admin.staff.add.emailHint')} />
          <FormButtons
            onCancel={onClose}
            isPending={create.isPending}
            submit={t('admin.staff.add.submit')}
            submitting={t('admin.staff.add.submitting')}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
