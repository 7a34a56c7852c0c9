import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/**
 * Cancel and the submit button of a dialog's form (staff, reference data), which says it is busy while the call runs.
 * Without `onCancel` there is nothing to leave (a form that stays open under a list), and only the submit button shows.
 */
export function FormButtons({
  onCancel,
  isPending,
  submit,
  submitting,
}: {
  onCancel?: () => void;
  isPending: boolean;
  submit: string;
  submitting: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" disabled={isPending}>
        {isPending ? submitting : submit}
      </Button>
    </div>
  );
}
