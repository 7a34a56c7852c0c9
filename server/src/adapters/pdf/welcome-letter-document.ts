import type { Language } from '@protea/shared/constants';
import { formatRand } from '@protea/shared/money';
import { translate } from '../../i18n/translate.js';
import { caseDocumentFrame, field, type Vars } from './case-pdf-sections.js';
import type { PdfDocumentSpec, PdfRow, PdfSection } from './pdf-document-spec.js';
import { writePdf } from './pdf-writer.js';
import type { PdfVerification } from './verification-header.js';

/** Everything the welcome letter prints; gathered by the domain (domain/welcome-letter) from the opened account. */
export interface WelcomeLetterData {
  language: Language;
  verification: PdfVerification;
  reference: string;
  accountNumber: string;
  /** The day the account opened (YYYY-MM-DD, South African date). */
  openedOn: string;
  holderName: string;
  premise: { complexName: string | null; unitNumber: string | null; address: string | null; code: string | null };
  depositCents: number;
  /** The company's account the deposit is paid into (BANK_* settings). */
  bank: { name: string; accountName: string; accountNumber: string; branchCode: string };
  contact: { phone: string; email: string };
  /** Where the customer starts a termination later. */
  terminationUrl: string;
}

/**
 * The letter a customer receives when their application completes, in their language: the account number, the
 * premises, the deposit and how to pay it, how to terminate later, and a debit order form on a page of its own to
 * print, sign and return. Its verification code and QR code in the header, as on every issued PDF.
 */
export function welcomeLetterDocument(data: WelcomeLetterData): PdfDocumentSpec {
  const t = (key: string, vars?: Vars) => translate(data.language, `pdf.welcome.${key}`, vars);
  const { accountNumber: accountNo, premise, bank } = data;
  const title = t('documentTitle', { accountNo });
  const deposit: PdfRow[] =
    data.depositCents > 0
      ? [
          field(t('depositAmount'), formatRand(data.depositCents)),
          { kind: 'paragraph', text: t('depositDue', { amount: formatRand(data.depositCents), accountNo }) },
          field(t('bankName'), bank.name),
          field(t('bankAccountName'), bank.accountName),
          field(t('bankAccountNumber'), bank.accountNumber),
          field(t('branchCode'), bank.branchCode),
          field(t('paymentReference'), accountNo),
        ]
      : [field(t('depositAmount'), formatRand(0)), { kind: 'paragraph', text: t('noDeposit') }];
  const sections: PdfSection[] = [
    {
      rows: [
        { kind: 'paragraph', text: t('greeting', { name: data.holderName }) },
        { kind: 'paragraph', text: t('intro', { reference: data.reference, accountNo }) },
      ],
    },
    {
      heading: t('account'),
      rows: [
        field(t('holder'), data.holderName),
        field(t('accountNumber'), accountNo),
        field(t('openedOn'), data.openedOn),
      ],
    },
    {
      heading: t('premises'),
      rows: [
        field(t('complex'), premise.complexName),
        field(t('unit'), premise.unitNumber),
        field(t('address'), premise.address),
        field(t('premiseCode'), premise.code),
      ],
    },
    { heading: t('deposit'), rows: deposit },
    {
      heading: t('terminate'),
      rows: [
        { kind: 'paragraph', text: t('terminateText', { url: data.terminationUrl, accountNo }) },
        { kind: 'paragraph', text: t('contact', data.contact) },
      ],
    },
    debitOrderSection(data, t),
  ];
  return {
    ...caseDocumentFrame(
      // The letter's dates are its issue's: the same code gives the same bytes.
      { ...data, createdAt: data.verification.issuedAt, submittedAt: null },
      {
        title,
        subject: t('title'),
        subtitle: data.holderName,
        rows: [
          { kind: 'field', label: t('accountNumber'), value: accountNo },
          { kind: 'field', label: t('reference'), value: data.reference },
        ],
      },
    ),
    sections,
  };
}

/** The form the customer fills in by hand: the Protea account printed, their bank's details on lines to write on. */
function debitOrderSection(data: WelcomeLetterData, t: (key: string, vars?: Vars) => string): PdfSection {
  const writeIn = (key: string): PdfRow => ({ kind: 'write-in', label: t(key) });
  return {
    heading: t('debitOrder'),
    startsNewPage: true,
    rows: [
      { kind: 'paragraph', text: t('debitOrderIntro', { email: data.contact.email, accountNo: data.accountNumber }) },
      field(t('accountNumber'), data.accountNumber),
      field(t('holder'), data.holderName),
      writeIn('debitAccountHolder'),
      writeIn('debitBank'),
      writeIn('debitBranchCode'),
      writeIn('debitAccountNumber'),
      writeIn('debitAccountType'),
      writeIn('debitDay'),
      writeIn('debitSignature'),
      writeIn('debitDate'),
    ],
  };
}

export function buildWelcomeLetterPdf(data: WelcomeLetterData): Promise<Uint8Array> {
  return writePdf(welcomeLetterDocument(data));
}
