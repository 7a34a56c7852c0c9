import type { StaffRole } from '@protea/shared/schemas/staff';
import { useTranslation } from 'react-i18next';

export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: StaffRole) => t(`admin.staff.roles.${role}`);
}
