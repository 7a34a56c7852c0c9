import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface CancelRequestProps {
  onConfirm: () => Promise<void>;
}

/** 'Cancel this request', asked again in a dialog: a cancelled request cannot be brought back. */
export function CancelRequest({ onConfirm }: CancelRequestProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const confirm = async () => {
    setIsCancelling(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } finally {
      setIsCancelling(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t('termination.cancel.open')}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('termination.cancel.title')}
        description={t('termination.cancel.text')}
        closeLabel={t('common.close')}
      >
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setIsOpen(false)} disabled={isCancelling}>
            {t('termination.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isCancelling}>
            {isCancelling ? t('termination.cancel.cancelling') : t('termination.cancel.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
