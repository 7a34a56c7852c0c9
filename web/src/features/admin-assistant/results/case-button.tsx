import type { CaseRef } from '@protea/shared/schemas/assistant';
import { useTranslation } from 'react-i18next';
import { useOpenCase } from './open-case';

/** A request an analysis names: its reference opens it in the review dialog. */
export function CaseButton({ target }: { target: CaseRef }) {
  const { t } = useTranslation();
  const open = useOpenCase();
  return (
    <button
      type="button"
      onClick={() => open(target)}
      title={t('admin.assistant.results.openCase', { reference: target.reference })}
      className="rounded font-mono font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {target.reference}
    </button>
  );
}
