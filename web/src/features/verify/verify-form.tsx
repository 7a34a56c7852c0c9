import { formatVerificationCode, normalizeVerificationCode } from '@protea/shared/verification-code';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { fieldClass } from '../../components/form/field-class';
import { CODE_TYPING } from '../../components/form/typing';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CODE_EXAMPLE } from './code-example';

/** Type a code (any case, with or without dashes) and open its page. */
export function VerifyForm({ initial = '', title }: { initial?: string; title?: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(initial);
  const [isInvalid, setIsInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeVerificationCode(typed);
    setIsInvalid(code === null);
    if (code) navigate(`/verify/${formatVerificationCode(code)}`);
  };

  return (
    <Card>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('verify.form.label')}
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={isInvalid ? `${errorId} ${hintId}` : hintId}
            aria-invalid={isInvalid}
            {...CODE_TYPING}
            className={`${fieldClass} max-w-xs font-mono uppercase tracking-wider`}
          />
          <p id={hintId} className="text-sm text-slate-600">
            {t('verify.form.hint', { example: CODE_EXAMPLE })}
          </p>
          {isInvalid && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {t('verify.form.invalid', { example: CODE_EXAMPLE })}
            </p>
          )}
        </div>
        <div>
          <Button type="submit">{t('verify.form.submit')}</Button>
        </div>
      </form>
    </Card>
  );
}
