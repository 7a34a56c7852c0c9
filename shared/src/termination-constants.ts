// What a termination is made of, without its schemas: the web shows these on screens that must not wait for the
// validation library (zod loads with the first form check; issue 12). The schemas re-export them.
import { PROVINCES } from './constants.js';

/** Spec 1 'Termination flow': the five steps and their progress. */
export const TERMINATION_STEPS = [
  { step: 'personal-details', progress: 20 },
  { step: 'property-info', progress: 40 },
  { step: 'document-upload', progress: 60 },
  { step: 'deposit-declaration', progress: 80 },
  { step: 'confirmation', progress: 100 },
] as const;
export type TerminationStep = (typeof TERMINATION_STEPS)[number]['step'];

export const TERMINATION_WIZARD_KINDS = ['residential', 'business'] as const;
export type TerminationWizardKind = (typeof TERMINATION_WIZARD_KINDS)[number];

/** Documents the customer uploads: ID copy, bank confirmation letter (both required) and the optional meter photo. */
export const TERMINATION_DOCUMENT_TYPES = ['id', 'bank', 'meter'] as const;
export type TerminationDocumentType = (typeof TERMINATION_DOCUMENT_TYPES)[number];
export const REQUIRED_TERMINATION_DOCUMENTS = ['id', 'bank'] as const;
/** What the termination file picker accepts (spec 1 'Termination uploads'); the meter photo is an image. */
export const TERMINATION_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const METER_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const TERMINATION_TITLES = ['mr', 'mrs', 'ms', 'dr', 'prof'] as const;
export const PROVINCE_SLUGS = PROVINCES.map((p) => p.slug) as unknown as readonly [string, ...string[]];
export const ACCOUNT_TYPES = ['cheque', 'savings'] as const;

/** The declaration's terms (spec 1 section 9). */
export const TERMINATION_NOTICE_DAYS = 30;
export const TERMINATION_PENALTY_DAYS = 7;
export const DEPOSIT_REFUND_DAYS = 21;
/** A disconnection further ahead than this is a typing mistake, not a notice. */
export const DISCONNECTION_MAX_DAYS_AHEAD = 366;

/** The provider's account number: digits, leading zeros kept (`00005555`). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,12}$/;
