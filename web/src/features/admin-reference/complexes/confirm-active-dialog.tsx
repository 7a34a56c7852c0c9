import type { ComplexRecord } from '@protea/shared/schemas/reference-data';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** "Deactivate Irene Glen?" or "Reactivate it?": what customers will and will not see afterwards. */
export function ConfirmActiveDialog({
  complex,
  isBusy,
  onConfirm,
  onCancel,
  fallbackFocus,
}: {
  complex: ComplexRecord;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const action = complex.isActive ? 'deactivate' : 'reactivate';
  const vars = { name: complex.name, suburb: complex.suburb };
  return (
    <ConfirmDialog
      title={t(`admin.reference.complexes.confirm.${action}.title`, vars)}
      description={t(`admin.reference.complexes.confirm.${action}.text`, vars)}
      confirmLabel={t(`admin.reference.complexes.actions.${action}`)}
      busyLabel={t('admin.reference.saving')}
      isDanger={complex.isActive}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      fallbackFocus={fallbackFocus}
    />
  );
}
