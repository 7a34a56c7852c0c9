import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/** "Are you sure?" for one action, in the action's own words: Cancel, and the action's button (red when it harms). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  isDanger,
  isBusy,
  onConfirm,
  onCancel,
  fallbackFocus,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  isDanger: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant={isDanger ? 'danger' : 'primary'} onClick={onConfirm} disabled={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
