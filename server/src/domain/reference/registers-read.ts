import type {
  AccountRecord,
  ComplexRecord,
  ReferenceListQuery,
  ReferencePage,
} from '@protea/shared/schemas/reference-data';
import type { Database } from '../../db/client.js';
import { listAccountPage, listComplexPage } from '../../db/repositories/reference-repository.js';

export async function readComplexPage(db: Database, query: ReferenceListQuery): Promise<ReferencePage<ComplexRecord>> {
  const { items, total } = await listComplexPage(db, query);
  return { items, total, exact: true, page: query.page, pageSize: query.pageSize };
}

type AccountRow = Awaited<ReturnType<typeof listAccountPage>>['items'][number];

export const accountRecord = (row: AccountRow): AccountRecord => ({
  id: row.id,
  accountNumber: row.accountNumber,
  holderName: row.holderName,
  holderIdNumber: row.holderIdNumber,
  cellPhone: row.cellPhone,
  email: row.email,
  complexName: row.complexName,
  unitNumber: row.unitNumber,
  premiseCode: row.premiseCode,
  depositHeld: row.depositCents / 100,
  openedOn: row.openedOn,
  closedOn: row.closedOn,
  openedBy: row.openedById && row.openedByReference ? { id: row.openedById, reference: row.openedByReference } : null,
  closedBy: row.closedById && row.closedByReference ? { id: row.closedById, reference: row.closedByReference } : null,
});

export async function readAccountPage(db: Database, query: ReferenceListQuery): Promise<ReferencePage<AccountRecord>> {
  const { items, total, exact } = await listAccountPage(db, query);
  return { items: items.map(accountRecord), total, exact, page: query.page, pageSize: query.pageSize };
}
