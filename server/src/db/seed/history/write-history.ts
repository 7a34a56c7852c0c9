import type { CaseEventData } from '@protea/shared/case-events';
import { TERMS_VERSION } from '@protea/shared/constants';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../../adapters/storage/file-storage.js';
import type { Database } from '../../client.js';
import {
  accounts,
  applications,
  auditLog,
  caseEvents,
  cases,
  consents,
  documents,
  notifications,
  terminations,
} from '../../schema.js';
import type { demoDocumentFiles } from '../demo-documents.js';
import type { CasePlan } from './case-plan.js';

/** The audit action that marks the history as seeded: a second run finds it and adds nothing. */
export const HISTORY_SEED_ACTION = 'seed.history';

/** Everything planned, written in one transaction; the document files are moved into place after it commits. */
export async function writeHistory(
  db: Database,
  storage: FileStorage | undefined,
  data: {
    casesOut: CasePlan[];
    applicationRows: (typeof applications.$inferInsert)[];
    terminationRows: (typeof terminations.$inferInsert)[];
    accountInserts: (typeof accounts.$inferInsert)[];
    accountCloses: Array<{ id: number; closedOn: string; caseId: string }>;
    /** The demo files, made while the history was planned. */
    files: Promise<Awaited<ReturnType<typeof demoDocumentFiles>> | undefined>;
  },
) {
  const { casesOut } = data;
  const applicationById = new Map(data.applicationRows.map((row) => [row.id, row]));
  const terminationById = new Map(data.terminationRows.map((row) => [row.id, row]));
  const personOf = (plan: CasePlan) => {
    const row = applicationById.get(plan.id) ?? terminationById.get(plan.id);
    return `${row?.firstName ?? ''} ${row?.surname ?? ''}`.trim();
  };
  const signer = (plan: CasePlan) => personOf(plan) || plan.person.displayName;
  // A business's representative, searched beside its name, as the repositories keep it (case-detail-table.ts).
  const representativeOf = (plan: CasePlan) => {
    const person = personOf(plan);
    return person && person !== plan.person.displayName ? person : null;
  };
  const caseRows: (typeof cases.$inferInsert)[] = casesOut.map((plan) => ({
    id: plan.id,
    kind: plan.kind,
    reference: plan.reference,
    status: plan.status,
    displayName: plan.person.displayName,
    representativeName: representativeOf(plan),
    cellPhone: plan.person.cellPhone,
    email: plan.person.email,
    language: plan.person.language,
    cellConfirmedAt: plan.cellConfirmedAt === null ? null : new Date(plan.cellConfirmedAt),
    submittedAt: plan.submittedAt === null ? null : new Date(plan.submittedAt),
    decidedBy: plan.decidedBy,
    decidedAt: plan.decidedAt === null ? null : new Date(plan.decidedAt),
    infoRequest: plan.status === 'needsinfo' ? plan.infoRequest : null,
    lastMessage: plan.lastMessage,
    signatureType: plan.signedAt === null ? null : 'typed',
    signatureText: plan.signedAt === null ? null : signer(plan),
    signedAt: plan.signedAt === null ? null : new Date(plan.signedAt),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(plan.updatedAt),
  }));

  // Real small files for the document rows, written before the rows and moved into place after they commit.
  const files = await data.files;
  const staged: Array<{ commit(): Promise<void>; discard(): Promise<void> }> = [];
  const documentRows: (typeof documents.$inferInsert)[] = [];
  if (storage && files) {
    const all = casesOut.flatMap((plan) => [...plan.documents.values()].map((d) => ({ plan, d })));
    for (let start = 0; start < all.length; start += 50) {
      const batch = all.slice(start, start + 50);
      const stagedBatch = await Promise.all(
        batch.map(({ d }) => storage.stage(files[d.quality].content, files[d.quality].extension)),
      );
      batch.forEach(({ plan, d }, i) => {
        const file = files[d.quality];
        staged.push(stagedBatch[i]!);
        documentRows.push({
          caseId: plan.id,
          type: d.type,
          storedName: stagedBatch[i]!.storedName,
          originalName: `${d.type}-${file.originalName}`,
          contentType: file.contentType,
          sizeBytes: file.content.byteLength,
          uploadedAt: new Date(d.uploadedAt),
          isApproved: d.isApproved,
          reviewedBy: d.reviewedBy,
          reviewedAt: d.reviewedAt === null ? null : new Date(d.reviewedAt),
        });
      });
    }
  }

  try {
    await db.transaction(async (tx) => {
      await bulkInsert(tx, cases, caseRows);
      await bulkInsert(tx, applications, data.applicationRows);
      await bulkInsert(tx, terminations, data.terminationRows);
      await bulkInsert(
        tx,
        consents,
        casesOut.map((plan) => ({
          caseId: plan.id,
          purpose: 'popia' as const,
          termsVersion: TERMS_VERSION,
          givenAt: new Date(plan.createdAt),
        })),
      );
      // Notifications first, with ids taken from their sequence: the events name them.
      const planned = casesOut.flatMap((plan) => plan.notifications.map((n) => ({ plan, n })));
      const allocated = await tx.execute(
        sql`select nextval(pg_get_serial_sequence('notifications', 'id'))::int as id from generate_series(1, ${planned.length})`,
      );
      const ids = (allocated as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
      const idByRef = new Map(planned.map(({ n }, i) => [n.ref, ids[i]!]));
      await bulkInsert(
        tx,
        notifications,
        planned.map(({ plan, n }) => ({
          id: idByRef.get(n.ref)!,
          caseId: plan.id,
          channel: n.channel,
          recipient: n.recipient,
          purpose: n.purpose,
          language: plan.person.language,
          bodyKey: n.bodyKey,
          subjectKey: n.subjectKey,
          vars: n.vars,
          status: 'sent' as const,
          attempts: 1,
          nextAttemptAt: new Date(n.at),
          createdAt: new Date(n.at),
          sentAt: new Date(n.at + 4_000),
        })),
        { overridingSystemValue: true },
      );
      const eventRows = casesOut.flatMap((plan) =>
        plan.events.map((e) => ({
          caseId: plan.id,
          at: new Date(e.at),
          actorType: e.actorType,
          adminId: e.adminId,
          kind: e.kind,
          data:
            e.notificationRef === undefined
              ? e.data
              : ({ ...e.data, notificationId: idByRef.get(e.notificationRef)! } as CaseEventData),
        })),
      );
      eventRows.sort((a, b) => a.at.getTime() - b.at.getTime());
      await bulkInsert(tx, caseEvents, eventRows);
      await bulkInsert(tx, documents, documentRows);
      await bulkInsert(tx, accounts, data.accountInserts);
      if (data.accountCloses.length > 0) {
        await tx.execute(sql`
          update ${accounts} set closed_on = r.closed_on, closed_by_case_id = r.case_id, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(data.accountCloses.map((c) => ({ id: c.id, closed_on: c.closedOn, case_id: c.caseId })))}::jsonb)
            as r(id integer, closed_on date, case_id uuid)
          where ${accounts.id} = r.id and ${accounts.closedOn} is null`);
      }
      await tx.insert(auditLog).values({
        actor: 'seed',
        action: HISTORY_SEED_ACTION,
        details: { cases: caseRows.length, documents: documentRows.length },
      });
    });
  } catch (error) {
    await Promise.all(staged.map((file) => file.discard()));
    throw error;
  }
  for (let start = 0; start < staged.length; start += 50) {
    await Promise.all(staged.slice(start, start + 50).map((file) => file.commit()));
  }
}

/**
 * Many rows in one statement, sent as one JSON value and unpacked by `jsonb_to_recordset`: on PGlite far
 * faster than thousands of bound parameters. The columns are those of the first row (the rows are uniform).
 */
async function bulkInsert<T extends PgTable>(
  tx: Database,
  table: T,
  rows: T['$inferInsert'][],
  options: { overridingSystemValue?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const definition = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const overriding = options.overridingSystemValue ? sql.raw(' overriding system value') : sql.raw('');
  await tx.execute(
    sql`insert into ${table} (${names})${overriding} select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${definition})`,
  );
}
