import type { PdfDocumentSpec } from './pdf-document-spec.js';
import { writePdf } from './pdf-writer.js';

// English only: one printed form for everyone, filled in by hand.
const FIELDS = [
  'Account holder name',
  'Protea Management account number',
  'Complex name and unit number',
  'Bank name',
  'Branch name',
  'Branch code',
  'Bank account number',
  'Account type (cheque / savings)',
  'Debit day of the month',
  'Cell phone number',
];

/** The debit order authority customers print, sign and return with their application. */
export function buildDebitOrderForm(contact: { phone: string; email: string; address: string }): Promise<Uint8Array> {
  const title = 'Debit Order Authority';
  // A fixed date: the form only changes with a release, and the same bytes cache well.
  const issued = new Date('2026-01-01T00:00:00Z');
  const spec: PdfDocumentSpec = {
    metadata: {
      title: `${title} - Protea Management`,
      author: 'Protea Management',
      language: 'en-ZA',
      createdAt: issued,
      modifiedAt: issued,
    },
    header: {
      company: 'Protea Management',
      title,
      subtitle: `${contact.address}  |  ${contact.phone}  |  ${contact.email}`,
    },
    sections: [
      {
        rows: [
          {
            kind: 'paragraph',
            text:
              'I/We hereby authorise Protea Management to draw against my/our bank account the amounts due for ' +
              'utility services (electricity, water and metering) supplied to the premises below, on the day of the ' +
              'month given, until this authority is cancelled in writing with 30 days notice.',
          },
        ],
      },
      { heading: 'Account details', rows: FIELDS.map((label) => ({ kind: 'write-in', label })) },
      {
        heading: 'Authority',
        rows: [
          { kind: 'write-in', label: 'Signature of account holder' },
          { kind: 'write-in', label: 'Date' },
          {
            kind: 'paragraph',
            text: 'Return the signed form with your application, or e-mail it to the address above.',
          },
        ],
      },
    ],
    footer: { text: `${title} - Protea Management`, pageLabel: (page, pages) => `Page ${page} of ${pages}` },
  };
  return writePdf(spec);
}
