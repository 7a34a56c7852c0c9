import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface AddressConfirmationProps {
  lines: string[];
  headingRef?: Ref<HTMLHeadingElement>;
  onChange: () => void;
}

/** The chosen address, read back to the applicant before they go on. */
export function AddressConfirmation({ lines, headingRef, onChange }: AddressConfirmationProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-600 bg-brand-50 p-4">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-brand-900 outline-none">
            {t('wizard.property.confirmedTitle')}
          </h3>
          <address className="mt-1 not-italic text-slate-800" data-testid="confirmed-address">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <Button variant="secondary" onClick={onChange}>
        {t('wizard.property.changeAddress')}
      </Button>
    </div>
  );
}
