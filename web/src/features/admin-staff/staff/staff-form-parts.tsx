import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';

/** A member's optional email address (where the morning digest goes), as adding and changing it ask for it. */
export function StaffEmailField({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  return (
    <TextField<{ email?: string }>
      name="email"
      type="email"
      label={t('admin.staff.fields.email')}
      hint={hint}
      isOptional
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/** Cancel and the submit button of a staff dialog's form, which says it is busy while the call runs. */
export function StaffFormButtons({
  onCancel,
  isPending,
  submit,
  submitting,
}: {
  onCancel: () => void;
  isPending: boolean;
  submit: string;
  submitting: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? submitting : submit}
      </Button>
    </div>
  );
}
