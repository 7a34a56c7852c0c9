import type { Language } from '@protea/shared/constants';
import { translate } from '../../i18n/translate.js';
import type { PdfFieldRow, PdfHeader } from './pdf-document-spec.js';

/** The copy being handed out: its code as printed (`K7QM-2XPA-9HWD`), the page that checks it, and when. */
export interface PdfVerification {
  code: string;
  url: string;
  issuedAt: Date;
}

const labels =
  (language: Language) =>
  (key: string, vars?: Record<string, string>): string =>
    translate(language, `pdf.verification.${key}`, vars);

/** The first page's header: the code as a row, and the QR code of the address that checks it with a line saying so. */
export function verificationHeader(
  language: Language,
  verification: PdfVerification,
): { row: PdfFieldRow; qr: NonNullable<PdfHeader['qr']> } {
  const t = labels(language);
  return {
    row: { kind: 'field', label: t('code'), value: verification.code },
    qr: { data: verification.url, note: t('check', { url: verification.url }) },
  };
}

/** The footer's text: the document's title and its verification code, on every page. */
export const footerWithCode = (language: Language, title: string, verification: PdfVerification) =>
  labels(language)('footer', { title, code: verification.code });
