import { TERMINATION_KINDS } from '@protea/shared/case-kinds';
import type { TerminationListQuery, TerminationListSort } from '@protea/shared/schemas/admin-terminations';
import { ilike, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases, terminations } from '../schema.js';
import {
  type CaseListDefinition,
  caseExportFields,
  caseListFields,
  casesForExport,
  listCasePage,
} from './case-list-repository.js';

const listFields = {
  ...caseListFields,
  accountNo: terminations.accountNumber,
  submittedAt: cases.submittedAt,
  formType: terminations.formType,
  disconnectionDate: terminations.disconnectionDate,
  accountFound: terminations.accountFound,
  idMatches: terminations.idMatches,
  premiseMatches: terminations.premiseMatches,
  lateNotice: terminations.lateNotice,
  penaltyMayApply: terminations.penaltyMayApply,
  holderAnswer: terminations.holderAnswer,
};

const exportFields = {
  ...listFields,
  ...caseExportFields,
  complexName: terminations.complexName,
  unitNumber: terminations.unitNumber,
  depositHeldCents: terminations.depositHeldCents,
  refundDueDate: terminations.refundDueDate,
};

/** The admin list of terminations, residential and business. */
export const terminationList: CaseListDefinition<TerminationListSort, typeof listFields, typeof exportFields> = {
  kinds: TERMINATION_KINDS,
  kindOfType: { residential: 'residential_termination', business: 'business_termination' },
  sorts: {
    createdAt: cases.createdAt,
    accountNo: terminations.accountNumber,
    name: cases.displayName,
    disconnectionDate: terminations.disconnectionDate,
    status: cases.status,
    dueAt: cases.dueAt,
  },
  own: { table: terminations, id: terminations.id },
  // Besides reference, name (the business name for businesses), email and cell: the account and ID numbers.
  search: (pattern) => [
    ilike(terminations.accountNumber, pattern),
    ilike(terminations.idNumber, pattern),
    ilike(terminations.registrationNumber, pattern),
  ],
  fields: { list: listFields, export: exportFields },
  // `holder=denied`: the requests whose holder said "not me" (issue 39), found through their own index.
  filter: (query) =>
    'holder' in query && typeof query.holder === 'string'
      ? sql`${cases.id} in (select ${terminations.id} from ${terminations} where ${terminations.holderAnswer} = ${query.holder})`
      : undefined,
};

export const listTerminationsPage = (db: Database, query: TerminationListQuery) =>
  listCasePage(db, terminationList, query);

export const terminationsForExport = (db: Database, query: TerminationListQuery) =>
  casesForExport(db, terminationList, query);
