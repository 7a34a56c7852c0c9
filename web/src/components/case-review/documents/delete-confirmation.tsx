import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../ui/button';

interface DeleteConfirmationProps {
  title: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const small = 'min-h-10 px-3 py-1.5 text-xs';

/** Asks once more before a document is deleted; focus starts on the safe choice. */
export function DeleteConfirmation({ title, isDeleting, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="grid gap-2 rounded-lg border border-red-300 bg-red-50 p-3">
      <p className="text-sm text-red-950">{t('admin.documents.deleteConfirm', { title })}</p>
      <div className="flex flex-wrap gap-1.5">
        <Button variant="danger" className={small} disabled={isDeleting} onClick={onConfirm}>
          {t('admin.documents.deleteYes')}
          <span className="sr-only"> {title}</span>
        </Button>
        <button type="button" ref={cancel} className={buttonClass('secondary', small)} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
