import { REFERENCE_EXAMPLE } from '@protea/shared/constants';
import { parseTrackReference, trackReferenceText } from '@protea/shared/request-reference';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CODE_TYPING } from '../../components/form/typing';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';

export function ContinueTab({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const inputId = useId();
  const [reference, setReference] = useState('');
  const isBlank = reference.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlank) {
      toast({
        variant: 'destructive',
        title: t('landing.continue.referenceRequiredTitle'),
        description: t('landing.continue.referenceRequiredText'),
      });
      return;
    }
    const parsed = parseTrackReference(reference);
    if (!parsed) {
      toast({
        variant: 'destructive',
        title: t('landing.continue.invalidTitle'),
        description: t('landing.continue.invalidText'),
      });
      return;
    }
    // The Track page asks for the code (the customer pressed Continue) and says when nothing is found.
    navigate(`/track?${new URLSearchParams({ ref: trackReferenceText(parsed), send: '1' })}`);
  };

  return (
    <form className="grid max-w-lg gap-4" onSubmit={submit} noValidate>
      <div>
        <h2 className="text-xl font-semibold">{t('landing.continue.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('landing.continue.intro')}</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('landing.continue.label')}
        </label>
        <input
          id={inputId}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          onKeyDown={(event) => {
            // With the button disabled the browser would swallow Enter; say why nothing happens.
            if (event.key === 'Enter' && isBlank) submit(event);
          }}
          placeholder={t('landing.continue.placeholder', { example: REFERENCE_EXAMPLE })}
          {...CODE_TYPING}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-base uppercase placeholder:normal-case"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isBlank}>
          {t('landing.continue.submit')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('common.goBack')}
        </Button>
      </div>
    </form>
  );
}
