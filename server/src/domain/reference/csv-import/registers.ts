import { parseRandsToCents } from '@protea/shared/money';
import { toE164Mobile } from '@protea/shared/phone-number';
import { isValidIdOrPassport } from '@protea/shared/sa-id-number';
import { CIPC_NUMBER_PATTERN } from '@protea/shared/schemas/business';
import { optionalEmail } from '@protea/shared/schemas/fields';
import {
  complexFields,
  IMPORT_HEADERS,
  type ImportRegister,
  MAX_DEPOSIT_RANDS,
  premiseCodeSchema,
  UNIT_NUMBER_MAX,
  unitNumberSchema,
} from '@protea/shared/schemas/reference-data';
import { text } from '@protea/shared/schemas/text';
import { ACCOUNT_NUMBER_PATTERN } from '@protea/shared/termination-constants';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import {
  commitAccounts,
  commitUnits,
  countAccountChanges,
  countUnitChanges,
  findAccountConflicts,
  findAccountWarnings,
  findUnitConflicts,
  type StagedConflict,
  type StagedCounts,
  type StagedRow,
} from '../../../db/repositories/reference-import-repository.js';
import { csvDateFault, parseCsvDate } from './csv-values.js';
import { type CheckedLine, checkLine } from './line-schema.js';

/** What an import needs of a register: its header, the check of one line, and the SQL of its staged rows. */
export interface ImportableRegister {
  name: ImportRegister;
  header: readonly string[];
  check(values: string[]): CheckedLine<StagedRow>;
  findConflicts(db: Database, importId: string): Promise<StagedConflict[]>;
  /** Lines the import takes but someone should look at; asked of the good lines only. */
  findWarnings?(db: Database, importId: string): Promise<StagedConflict[]>;
  countChanges(db: Database, importId: string): Promise<StagedCounts>;
  commit(tx: Database, importId: string): Promise<void>;
}

const unitLine = z
  .object({
    complex_name: complexFields.name,
    street_address: complexFields.streetAddress,
    suburb: complexFields.suburb,
    city: complexFields.city,
    province: complexFields.province,
    unit_number: unitNumberSchema,
    premise_code: premiseCodeSchema,
  })
  .transform(
    (v): StagedRow => ({
      name: v.complex_name,
      streetAddress: v.street_address,
      suburb: v.suburb,
      city: v.city,
      province: v.province,
      unitNumber: v.unit_number,
      premiseCode: v.premise_code,
    }),
  );

/**
 * A value read once and checked by what reading it gave: `read` answers the value, or null when the text is not one
 * (each column's parser runs once a line, a hundred thousand times a file). A blank is `blank` when that is allowed.
 * `faultOf` words what is wrong with a text that is not one, when that differs from text to text.
 */
const parsedText = <T>(
  key: string,
  read: (v: string) => T | null,
  blank?: T,
  faultOf: (v: string) => string = () => key,
) =>
  text(key).transform((v, ctx) => {
    if (blank !== undefined && v.trim() === '') return blank;
    const value = read(v);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: faultOf(v) });
      return z.NEVER;
    }
    return value;
  });

const blankAsNull = (v: string) => (v.trim() === '' ? null : v.trim());

const accountLine = z
  .object({
    account_number: text('admin.reference.validation.accountNumberFormat')
      .trim()
      .regex(ACCOUNT_NUMBER_PATTERN, 'admin.reference.validation.accountNumberFormat'),
    holder_name: text('admin.reference.validation.holderNameRequired')
      .trim()
      .min(1, 'admin.reference.validation.holderNameRequired')
      .max(200, 'validation.tooLong'),
    holder_id_number: text('admin.reference.validation.holderIdFormat')
      .trim()
      .refine(
        (v) => isValidIdOrPassport(v) || CIPC_NUMBER_PATTERN.test(v),
        'admin.reference.validation.holderIdFormat',
      ),
    cell_number: parsedText<string | null>('validation.mobileInvalid', toE164Mobile, null),
    email: optionalEmail('validation.emailInvalid').transform((v) => v ?? null),
    complex_name: text().max(100, 'validation.tooLong').transform(blankAsNull),
    unit_number: text().max(UNIT_NUMBER_MAX, 'validation.tooLong').transform(blankAsNull),
    deposit_held: parsedText('admin.reference.validation.depositFormat', parseRandsToCents, 0).refine(
      (cents) => cents <= MAX_DEPOSIT_RANDS * 100,
      'admin.reference.validation.amountRange',
    ),
    opened_on: parsedText('admin.reference.validation.dateFormat', parseCsvDate, undefined, csvDateFault),
    closed_on: parsedText<string | null>('admin.reference.validation.dateFormat', parseCsvDate, null, csvDateFault),
  })
  .superRefine((v, ctx) => {
    if ((v.complex_name === null) !== (v.unit_number === null)) {
      const column = v.complex_name === null ? 'complex_name' : 'unit_number';
      ctx.addIssue({ code: 'custom', path: [column], message: 'admin.reference.validation.complexAndUnitTogether' });
    }
    if (v.closed_on !== null && v.closed_on < v.opened_on) {
      ctx.addIssue({ code: 'custom', path: ['closed_on'], message: 'admin.reference.validation.closedBeforeOpened' });
    }
  })
  .transform(
    (v): StagedRow => ({
      accountNumber: v.account_number,
      holderName: v.holder_name,
      holderIdNumber: v.holder_id_number,
      isBusiness: CIPC_NUMBER_PATTERN.test(v.holder_id_number),
      cellPhone: v.cell_number,
      email: v.email,
      complexName: v.complex_name,
      unitNumber: v.unit_number,
      depositCents: v.deposit_held,
      openedOn: v.opened_on,
      closedOn: v.closed_on,
    }),
  );

export const IMPORTABLE_REGISTERS: Record<ImportRegister, ImportableRegister> = {
  complexes: {
    name: 'complexes',
    header: IMPORT_HEADERS.complexes,
    check: (values) => checkLine(unitLine, IMPORT_HEADERS.complexes, values),
    findConflicts: findUnitConflicts,
    countChanges: countUnitChanges,
    commit: commitUnits,
  },
  accounts: {
    name: 'accounts',
    header: IMPORT_HEADERS.accounts,
    check: (values) => checkLine(accountLine, IMPORT_HEADERS.accounts, values),
    findConflicts: findAccountConflicts,
    findWarnings: findAccountWarnings,
    countChanges: countAccountChanges,
    commit: commitAccounts,
  },
};
