import { parseTrackReference, trackReferenceText } from '@protea/shared/request-reference';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { FormField } from '../../../components/form/form-field';
import { CODE_TYPING } from '../../../components/form/typing';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface ReferenceFormProps {
  initial: string;
  isSending: boolean;
  /** Why the last reference found nothing (the server's words), shown at the box. */
  refusal: string | null;
  /** A well-formed reference: ask for a code for it. */
  onSubmit: (reference: string) => void;
}

/** The reference or account number, checked for its form here and for its existence by the server. */
export function ReferenceForm({ initial, isSending, refusal, onSubmit }: ReferenceFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTrackReference(value);
    if (!parsed) {
      setError(value.trim() === '' ? t('track.referenceRequired') : t('track.referenceInvalid'));
      return;
    }
    setError(null);
    onSubmit(trackReferenceText(parsed));
  };

  return (
    <form className="grid max-w-lg gap-4" onSubmit={submit} noValidate>
      <FormField
        label={t('track.referenceField')}
        hint={t('track.referenceHint')}
        error={error ?? refusal ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...CODE_TYPING}
            className={cn(fieldClass, 'uppercase placeholder:normal-case')}
            placeholder={t('track.referencePlaceholder')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={isSending}>
          {isSending ? t('track.sending') : t('track.sendCode')}
        </Button>
      </div>
    </form>
  );
}
