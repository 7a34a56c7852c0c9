import { useTranslation } from 'react-i18next';

/** The id Submit names in `aria-describedby` while the list shows. */
export const SUBMIT_WAITS_FOR_ID = 'submit-waits-for';

export interface WaitingItem {
  key: string;
  text: string;
}

/** A wizard's last step: what Submit still waits for (a box to tick, the signature), until nothing is missing. */
export function SubmitWaitsFor({ items }: { items: WaitingItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div id={SUBMIT_WAITS_FOR_ID} data-testid="submit-waits-for" className="mt-5 text-sm text-slate-700">
      <p>{t('wizard.signature.waitsFor.intro')}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}
