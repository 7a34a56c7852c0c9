import { useTranslation } from 'react-i18next';
import { translateMessage } from './translate-message';

/** A field's error in the reader's language; its id ties it to the field (aria-describedby). */
export function ErrorText({ id, message }: { id?: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {translateMessage(t, message)}
    </p>
  );
}
