import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { isPlausibleAccountNumber, SA_BANK_NAMES } from '../sa-banks.js';
import { addDays, saDateOf } from '../sa-time.js';
import {
  ACCOUNT_NUMBER_PATTERN,
  ACCOUNT_TYPES,
  DISCONNECTION_MAX_DAYS_AHEAD,
  PROVINCE_SLUGS,
  TERMINATION_TITLES,
  TERMINATION_WIZARD_KINDS,
  type TerminationDocumentType,
  type TerminationStep,
  type TerminationWizardKind,
} from '../termination-constants.js';
import { businessFields } from './business.js';
import {
  drawnSignatureData,
  idOrPassportNumber,
  isoDate,
  mobile,
  optionalEmail,
  optionalText,
  personNameFields,
  requiredText,
  typedSignatureData,
} from './fields.js';
import { text } from './text.js';

export {
  ACCOUNT_NUMBER_PATTERN,
  ACCOUNT_TYPES,
  DEPOSIT_REFUND_DAYS,
  DISCONNECTION_MAX_DAYS_AHEAD,
  METER_PHOTO_EXTENSIONS,
  PROVINCE_SLUGS,
  REQUIRED_TERMINATION_DOCUMENTS,
  TERMINATION_DOCUMENT_TYPES,
  TERMINATION_NOTICE_DAYS,
  TERMINATION_PENALTY_DAYS,
  TERMINATION_STEPS,
  TERMINATION_TITLES,
  TERMINATION_UPLOAD_EXTENSIONS,
  TERMINATION_WIZARD_KINDS,
  type TerminationDocumentType,
  type TerminationStep,
  type TerminationWizardKind,
} from '../termination-constants.js';

const accountNumber = text('validation.accountNumberRequired')
  .trim()
  .min(1, 'validation.accountNumberRequired')
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => ACCOUNT_NUMBER_PATTERN.test(v), 'validation.accountNumberInvalid');

const email = text('validation.emailValid')
  .trim()
  .max(254, 'validation.tooLong')
  .refine((v) => z.email().safeParse(v).success, 'validation.emailValid')
  .transform((v) => v.toLowerCase());

const optionalMobile = text()
  .trim()
  .max(30, 'validation.tooLong')
  .optional()
  .transform((v) => v || undefined);

/** Spec 1 'Termination (residential) personal details'. */
export const terminationPersonalSchema = z.object({
  title: z.enum(TERMINATION_TITLES, { error: 'validation.titleRequired' }),
  ...personNameFields,
  proteaAccountNumber: accountNumber,
  idNumber: idOrPassportNumber('validation.idPassportRequired', 1),
  cellPhone: mobile('validation.cellPhoneMinCharacters'),
  email,
  refName: requiredText('validation.refNameRequired'),
  refRelation: optionalText(100),
  refAddress: optionalText(200),
  refCellNo: mobile('validation.refCellPhoneMinCharacters'),
});

/** The business termination's first step: the business and its representative (form type 5). */
export const businessTerminationPersonalSchema = terminationPersonalSchema.extend(businessFields);

/** A disconnection date: a real date, not in the past (South African today), within a year. */
export const disconnectionDate = isoDate('validation.disconnectionDateRequired')
  .refine((v) => v >= saDateOf(new Date()), 'validation.disconnectionDatePast')
  .refine(
    (v) => v <= addDays(saDateOf(new Date()), DISCONNECTION_MAX_DAYS_AHEAD),
    'validation.disconnectionDateTooFar',
  );

const province = z.enum(PROVINCE_SLUGS, { error: 'validation.provinceRequired' });

/** Spec 1 'Termination property info'. */
export const terminationPropertySchema = z.object({
  isOwner: z.boolean({ error: 'validation.ownerOrTenantSelect' }),
  complexName: requiredText('validation.complexBuildingRequired', 120),
  unitNumber: requiredText('validation.unitNumberRequired', 20),
  streetName: requiredText('validation.streetNameRequired', 120),
  streetNumber: requiredText('validation.streetNumberRequired', 20),
  suburb: requiredText('validation.suburbRequired'),
  province,
  disconnectionDate,
  ownerName: optionalText(120),
  ownerCellPhone: optionalMobile,
  ownerEmail: optionalEmail('validation.emailValid'),
});

/** A final meter reading: up to 9 digits and an optional decimal part. */
export const METER_READING_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

const depositFields = z.object({
  bank: z.enum(SA_BANK_NAMES, { error: 'validation.bankRequired' }),
  branch: requiredText('validation.branchRequired'),
  accountNumber: text('validation.bankAccountNumberRequired')
    .trim()
    .min(1, 'validation.bankAccountNumberRequired')
    .transform((v) => v.replace(/[\s-]+/g, '')),
  branchCode: text('validation.branchCodeRequired')
    .trim()
    .min(1, 'validation.branchCodeRequired')
    .refine((v) => /^\d{6}$/.test(v), 'validation.branchCodeFormat'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'validation.accountTypeSelect' }),
  bankAccountName: requiredText('validation.bankAccountNameRequired', 120),
  // The new address may be a freestanding house: complex and unit are optional, the city is asked instead.
  newComplexName: optionalText(120),
  newUnitNumber: optionalText(20),
  newStreetName: requiredText('validation.streetNameRequired', 120),
  newStreetNumber: requiredText('validation.streetNumberRequired', 20),
  newSuburb: requiredText('validation.suburbRequired'),
  newCity: requiredText('validation.cityRequired', 120),
  newProvince: province,
  finalMeterReading: text()
    .trim()
    .refine((v) => v === '' || METER_READING_PATTERN.test(v), 'validation.meterReadingFormat')
    .optional()
    .transform((v) => (v ? v.replace(',', '.') : undefined)),
});

/** The account number is checked against the bank as soon as both are right on their own, whatever else is wrong. */
const bankCheckOptions = {
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some(
      (issue) => !issue.path?.length || issue.path[0] === 'bank' || issue.path[0] === 'accountNumber',
    ),
};

const checkBankAccount = <T extends { bank?: string; accountNumber?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.bank && value.accountNumber && !isPlausibleAccountNumber(value.bank, value.accountNumber)) {
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.bankAccountNumberInvalid' });
  }
};

/** Spec 1 'Termination deposit and declaration': the refund account and the new address for the final account. */
export const terminationDepositSchema = depositFields.superRefine(checkBankAccount, bankCheckOptions);

export const signatureSchema = z.discriminatedUnion('signatureType', [
  z.object({ signatureType: z.literal('typed'), signature: typedSignatureData() }),
  z.object({ signatureType: z.literal('drawn'), signature: drawnSignatureData() }),
]);

const timestamp = text()
  .trim()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid')
  .optional();

/** `PUT /terminations/draft`: the sections of the wizard saved so far; each given section must be complete. */
export const terminationDraftSchema = z.object({
  kind: z.enum(TERMINATION_WIZARD_KINDS, { error: 'validation.invalid' }),
  /** POPIA consent: required when the draft is created. */
  consent: z.literal(true, { error: 'validation.consentRequired' }).optional(),
  language: z.enum(LANGUAGES).optional(),
  personalDetails: z.unknown().optional(),
  propertyInfo: terminationPropertySchema.optional(),
  depositDeclaration: depositFields.partial().superRefine(checkBankAccount, bankCheckOptions).optional(),
});

/** The spec's uploaded-file record; the server's own list of documents is what counts. */
const uploadedFile = z.object({
  originalName: text().max(300).optional(),
  fileName: text().max(300).optional(),
  type: text().max(20).optional(),
  size: z.union([text().max(40), z.number()]).optional(),
  uploadDate: text().max(40).optional(),
});

/** `POST /terminations/residential` and `/business`: the spec's payload. */
export const terminationSubmissionSchema = z.object({
  personalDetails: z.unknown(),
  propertyInfo: terminationPropertySchema,
  depositDeclaration: depositFields
    .extend({
      declarationAccepted: z.literal(true, { error: 'validation.declarationRequired' }),
      signature: text().optional(),
      signatureType: z.enum(['typed', 'drawn']).optional(),
      TermDate: timestamp,
      SignedDate: timestamp,
    })
    .superRefine(checkBankAccount, bankCheckOptions),
  signatureType: z.enum(['typed', 'drawn'], { error: 'validation.signatureRequired' }),
  TermDate: timestamp,
  SignedDate: timestamp,
  uploadedFiles: z.array(uploadedFile).max(10).optional(),
  language: z.enum(LANGUAGES).optional(),
});

export const personalSchemaOf = (kind: TerminationWizardKind) =>
  kind === 'business' ? businessTerminationPersonalSchema : terminationPersonalSchema;

export type TerminationPersonalDetails = z.output<typeof businessTerminationPersonalSchema>;
export type TerminationPersonalInput = z.input<typeof businessTerminationPersonalSchema>;
export type TerminationPropertyInfo = z.output<typeof terminationPropertySchema>;
export type TerminationPropertyInput = z.input<typeof terminationPropertySchema>;
export type TerminationDepositDeclaration = z.output<typeof terminationDepositSchema>;
export type TerminationDepositInput = z.input<typeof terminationDepositSchema>;
export type TerminationSubmission = z.input<typeof terminationSubmissionSchema>;

export interface TerminationDocumentRecord {
  type: TerminationDocumentType;
  /** The stored name: what the upload answered as `path`, and what remove and view take. */
  fileName: string;
  originalName: string;
  /** In KB with one decimal, as the spec's file record has it. */
  size: string;
  uploadDate: string;
  /** The meter photo's capture time, read from the photo before its metadata was stripped. */
  capturedAt?: string | null;
}

/** `GET /terminations/draft`: the session's termination as the wizard needs it to carry on. */
export interface TerminationDraft {
  terminationId: string;
  kind: TerminationWizardKind;
  status: string;
  /** Where the wizard picks up: the first step not yet done, or confirmation once submitted. */
  step: TerminationStep;
  accountNo: string | null;
  personalDetails: Partial<TerminationPersonalDetails> | null;
  propertyInfo: TerminationPropertyInfo | null;
  depositDeclaration: Partial<TerminationDepositDeclaration> | null;
  documents: TerminationDocumentRecord[];
  cellVerified: boolean;
  maskedPhone: string | null;
  /** What staff asked for, in the customer's language, while it needs information. */
  infoRequest: string | null;
  submittedAt: string | null;
}

/**
 * `GET /terminations/draft/register-address`: the address of the account's premise in the accounts register, for the
 * property step to start from; null unless the account is open and the draft's ID (or CIPC) number is its holder's.
 */
export type TerminationRegisterAddress = Pick<
  TerminationPropertyInfo,
  'complexName' | 'unitNumber' | 'streetNumber' | 'streetName' | 'suburb'
> & { province: TerminationPropertyInfo['province'] | null };

export interface TerminationSubmitResponse {
  success: true;
  message: string;
  data: { accountNo: string; terminationId: string };
}
