import type { ComplexRecord } from '@protea/shared/schemas/reference-data';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t(`admin.reference.complexes.confirm.${action}.title`, vars)}
      description={t(`admin.reference.complexes.confirm.${action}.text`, vars)}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant={complex.isActive ? 'danger' : 'primary'} onClick={onConfirm} disabled={isBusy}>
          {isBusy ? t('admin.reference.saving') : t(`admin.reference.complexes.actions.${action}`)}
        </Button>
      </div>
    </Dialog>
  );
}
