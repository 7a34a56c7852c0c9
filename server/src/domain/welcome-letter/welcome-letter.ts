import { isTerminationKind } from '@protea/shared/case-kinds';
import { joinNonEmpty } from '../../adapters/pdf/case-pdf-sections.js';
import type { PdfVerification } from '../../adapters/pdf/verification-header.js';
import { buildWelcomeLetterPdf } from '../../adapters/pdf/welcome-letter-document.js';
import type { Config } from '../../config/env.js';
import { resumeUrlOf, verifyUrlOf } from '../../config/resume-url.js';
import type { Database } from '../../db/client.js';
import { findAccountOpenedBy } from '../../db/repositories/account-repository.js';
import { findApplicationById } from '../../db/repositories/application-repository.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { asLanguage } from '../../i18n/translate.js';
import { AppError } from '../app-error.js';
import { issueCasePdf, type PdfRecipient } from '../issued-documents/issue-case-pdf.js';

/** What the letter reads besides the database: the links, the company's bank account and its contact details. */
export type WelcomeLetterConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PORT'
  | 'BASE_PATH'
  | 'BANK_NAME'
  | 'BANK_ACCOUNT_NAME'
  | 'BANK_ACCOUNT_NUMBER'
  | 'BANK_BRANCH_CODE'
  | 'CONTACT_PHONE'
  | 'CONTACT_EMAIL'
>;

export interface WelcomeLetterSources {
  db: Database;
  config: WelcomeLetterConfig;
}

/** A completed application's letter, ready to render with the verification code of the copy being issued. */
export interface WelcomeLetter {
  fileName: string;
  render: (verification: PdfVerification) => Promise<Uint8Array>;
}

/**
 * The welcome letter of a completed application. It exists once the completion opened the account: before that, or
 * for a termination (which closes one), a 409 `welcome_letter_not_ready`. Each copy is issued like every other PDF
 * (issue-case-pdf.ts, send-issued-pdf.ts): a fresh verification code, recorded with the SHA-256 of its bytes.
 */
export async function welcomeLetterOf(deps: WelcomeLetterSources, target: CaseRow): Promise<WelcomeLetter> {
  const opened = isTerminationKind(target.kind) ? undefined : await findAccountOpenedBy(deps.db, target.id);
  const application = opened && (await findApplicationById(deps.db, target.id));
  if (!opened || !application) throw new AppError('welcome_letter_not_ready');
  const { account, premise, complex } = opened;
  const { config } = deps;
  return {
    fileName: `Welcome_letter_${account.accountNumber}.pdf`,
    render: (verification) =>
      buildWelcomeLetterPdf({
        language: asLanguage(target.language),
        verification,
        reference: target.reference,
        accountNumber: account.accountNumber,
        openedOn: account.openedOn,
        holderName: account.holderName,
        // The register's unit when the account is on one; else the premises as the application gave them.
        premise: {
          complexName: complex?.name ?? application.complexName,
          unitNumber: premise?.unitNumber ?? application.unitNumber,
          address:
            premise?.address ??
            (joinNonEmpty([application.streetAddress, application.suburb, application.province], ', ') || null),
          code: premise?.premise ?? null,
        },
        depositCents: account.depositCents,
        bank: {
          name: config.BANK_NAME,
          accountName: config.BANK_ACCOUNT_NAME,
          accountNumber: config.BANK_ACCOUNT_NUMBER,
          branchCode: config.BANK_BRANCH_CODE,
        },
        contact: { phone: config.CONTACT_PHONE, email: config.CONTACT_EMAIL },
        terminationUrl: resumeUrlOf(config)('termination/start'),
      }),
  };
}

/** Issues one copy outside a request (the completion email): rendered, recorded, and returned with its file name. */
export async function issueWelcomeLetter(
  deps: WelcomeLetterSources,
  target: CaseRow,
  recipient: PdfRecipient,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const letter = await welcomeLetterOf(deps, target);
  const pdf = await issueCasePdf(deps.db, target, recipient, verifyUrlOf(deps.config), letter.render);
  return { fileName: letter.fileName, pdf };
}
