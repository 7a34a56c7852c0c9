import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { LOGIN_NAME_TYPING } from '../../../components/form/typing';

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
      {...LOGIN_NAME_TYPING}
    />
  );
}
