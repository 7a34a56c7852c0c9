import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** Cancel and the submit button of a dialog's form (staff, reference data), which says it is busy while the call runs. */
export function FormButtons({
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
