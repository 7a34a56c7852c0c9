import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface ContinueButtonProps {
  isBusy: boolean;
  /** `submit` for a step that is a form; otherwise the click does the step's work. */
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/** A step's Continue; reads "Saving..." while the step is being saved. */
export function ContinueButton({ isBusy, type = 'button', onClick }: ContinueButtonProps) {
  const { t } = useTranslation();
  return (
    <Button type={type} onClick={onClick} disabled={isBusy}>
      {isBusy ? t('wizard.common.saving') : t('common.continue')}
    </Button>
  );
}
