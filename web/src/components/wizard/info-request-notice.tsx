import { useTranslation } from 'react-i18next';

interface InfoRequestNoticeProps {
  /** What staff asked for, in the customer's language. */
  message: string;
  /** Translation keys: the notice's heading and what the customer should do. */
  titleKey: string;
  hintKey: string;
}

/** Staff's request for more information, shown where the customer makes the changes. */
export function InfoRequestNotice({ message, titleKey, hintKey }: InfoRequestNoticeProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mb-5 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t(titleKey)}</p>
      <p className="mt-1 whitespace-pre-line">{message}</p>
      <p className="mt-2 text-sm">{t(hintKey)}</p>
    </div>
  );
}
