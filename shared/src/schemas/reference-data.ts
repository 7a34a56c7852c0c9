import { z } from 'zod';
import { MAX_LIST_PAGE } from './case-list.js';
import { isoDate, requiredText } from './fields.js';
import { text } from './text.js';

// The company's own data (issue 29): complexes and their units, the accounts register and the deposit rules, as
// staff edit them on screen and as a billing or property system exports them to CSV.

/** A premise code as billing systems print them: `CX001-014`, `PTA/77/3`. */
export const PREMISE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/;
export const UNIT_NUMBER_MAX = 20;

export const complexFields = {
  name: requiredText('admin.reference.validation.complexNameRequired'),
  streetAddress: requiredText('admin.reference.validation.streetAddressRequired', 200),
  suburb: requiredText('admin.reference.validation.suburbRequired'),
  city: requiredText('admin.reference.validation.cityRequired'),
  province: requiredText('admin.reference.validation.provinceRequired'),
};

export const premiseCodeSchema = text('admin.reference.validation.premiseCodeRequired')
  .trim()
  .min(1, { error: 'admin.reference.validation.premiseCodeRequired', abort: true })
  .regex(PREMISE_CODE_PATTERN, 'admin.reference.validation.premiseCodeFormat');

export const unitNumberSchema = requiredText('admin.reference.validation.unitNumberRequired', UNIT_NUMBER_MAX);

/** `POST /admin/reference/complexes`. */
export const createComplexSchema = z.object({
  ...complexFields,
  postalCode: text()
    .trim()
    .regex(/^(\d{4})?$/, 'admin.reference.validation.postalCodeFormat')
    .optional(),
});
export type CreateComplexInput = z.input<typeof createComplexSchema>;

/** `PATCH /admin/reference/complexes/:id`: any of the fields, and `isActive` to deactivate or bring back. */
export const changeComplexSchema = createComplexSchema.partial().extend({ isActive: z.boolean().optional() });
export type ChangeComplexInput = z.input<typeof changeComplexSchema>;

/** `POST /admin/reference/complexes/:id/units` and `PATCH .../units/:unitId`. */
export const unitSchema = z.object({ unitNumber: unitNumberSchema, premiseCode: premiseCodeSchema });
export type UnitInput = z.input<typeof unitSchema>;

export const APPLICANT_TYPES = ['residential', 'business'] as const;
export const OCCUPANCIES = ['owner', 'tenant'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];
export type Occupancy = (typeof OCCUPANCIES)[number];

/** The most a deposit may be: well above any real one, so a typo of an extra zero or three is caught. */
export const MAX_DEPOSIT_RANDS = 1_000_000;

export const depositAmountSchema = z
  .number({ error: 'admin.reference.validation.amountRequired' })
  .min(0, 'admin.reference.validation.amountRange')
  .max(MAX_DEPOSIT_RANDS, 'admin.reference.validation.amountRange')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'admin.reference.validation.amountCents');

export const depositRuleSchema = z.object({
  applicantType: z.enum(APPLICANT_TYPES, { error: 'validation.invalid' }),
  occupancy: z.enum(OCCUPANCIES, { error: 'validation.invalid' }),
  /** Rands, as the rest of the API speaks of money. */
  amount: depositAmountSchema,
  effectiveFrom: isoDate('admin.reference.validation.effectiveFromFormat'),
});
export type DepositRule = z.infer<typeof depositRuleSchema>;

/** `PUT /admin/reference/deposit-rules`: the body `GET` answers with; a rule already stored as it is changes nothing. */
export const depositRulesSchema = z.object({ rules: z.array(depositRuleSchema).min(1).max(40) });
export type DepositRulesInput = z.input<typeof depositRulesSchema>;

export interface DepositRulesAnswer {
  /** The rule in force today for each of the four kinds, then those that start later. */
  rules: DepositRule[];
  /** Every rule ever set, newest first, with who set it. */
  history: (DepositRule & { setBy: string | null; setAt: string })[];
}

export const referenceListQuerySchema = z.object({
  search: text().trim().max(100, 'validation.tooLong').optional().default(''),
  status: z.enum(['active', 'inactive', 'open', 'closed', 'all']).optional().default('all'),
  page: z.coerce.number().int().min(1).max(MAX_LIST_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReferenceListQuery = z.output<typeof referenceListQuerySchema>;

export interface ComplexRecord {
  id: number;
  code: string;
  name: string;
  streetAddress: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string | null;
  isActive: boolean;
  unitCount: number;
}

export interface UnitRecord {
  id: number;
  unitNumber: string;
  premiseCode: string;
  address: string;
}

/** `GET /admin/reference/complexes/:id`: the complex and its units. */
export interface ComplexUnitsAnswer {
  complex: ComplexRecord;
  units: UnitRecord[];
}

export interface AccountRecord {
  id: number;
  accountNumber: string;
  holderName: string;
  holderIdNumber: string;
  cellPhone: string | null;
  email: string | null;
  complexName: string | null;
  unitNumber: string | null;
  premiseCode: string | null;
  depositHeld: number;
  openedOn: string;
  closedOn: string | null;
  /** The requests that opened and closed it, by reference, when the portal did. */
  openedBy: { id: string; reference: string } | null;
  closedBy: { id: string; reference: string } | null;
}

export interface ReferencePage<T> {
  items: T[];
  total: number;
  /**
   * False when a search of the accounts register matched more than it counts (LIST_COUNT_LIMIT, 100, as the case
   * lists): `total` is then 101, "more than 100". The complexes register is always counted exactly.
   */
  exact: boolean;
  page: number;
  pageSize: number;
}

/** The registers a CSV file loads, and the header each file starts with (docs/api/reference-data.md). */
export const IMPORT_HEADERS = {
  complexes: ['complex_name', 'street_address', 'suburb', 'city', 'province', 'unit_number', 'premise_code'],
  accounts: [
    'account_number',
    'holder_name',
    'holder_id_number',
    'cell_number',
    'email',
    'complex_name',
    'unit_number',
    'deposit_held',
    'opened_on',
    'closed_on',
  ],
} as const;
export type ImportRegister = keyof typeof IMPORT_HEADERS;
export const IMPORT_REGISTERS = Object.keys(IMPORT_HEADERS) as ImportRegister[];

/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** A report lists at most this many errors (and as many warnings), and counts the rest. */
export const MAX_IMPORT_ERRORS_LISTED = 2_000;

export interface ImportLineError {
  /** The line of the file; line 1 is the header. */
  line: number;
  /** The column's header name; null for a fault of the whole line. */
  column: string | null;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** The data lines of the file: `created + updated + unchanged + linesWithErrors`. */
  rows: number;
  /** The lines without an error, by what the import does (would do) to them. */
  created: number;
  updated: number;
  unchanged: number;
  /** The lines with at least one error; a line may have several. */
  linesWithErrors: number;
  /** Every error, ordered by line. */
  errors: ImportLineError[];
  /** Errors beyond those listed (MAX_IMPORT_ERRORS_LISTED). */
  moreErrors: number;
  /** What the import takes but someone should look at (two open accounts of one holder's ID number), by line. */
  warnings: ImportLineError[];
  /** Warnings beyond those listed. */
  moreWarnings: number;
}
