import type { DecisionText } from '@protea/shared/case-events';
import { isValidSaIdNumber } from '@protea/shared/sa-id-number';
import type { CaseRef } from '@protea/shared/schemas/assistant';
import {
  type FactRows,
  loadDecidedFactRows,
  loadFactRowsByReference,
} from '../../db/repositories/assistant-facts-repository.js';
import { AppError } from '../app-error.js';
import { requiredDocumentsOf } from '../applications/application-access.js';
import { normalizeReference } from '../cases/reference-number.js';
import type { AssistantContext } from './assistant-context.js';

/** What the per-application analyses know of an application: its facts and the words staff wrote about it. */
export interface ApplicationFacts {
  id: string;
  ref: CaseRef;
  status: string;
  isBusiness: boolean;
  idNumber: string | null;
  firstName: string | null;
  surname: string | null;
  complexName: string | null;
  unitNumber: string | null;
  complexId: number | null;
  premiseId: number | null;
  createdAt: Date;
  cellVerified: boolean;
  depositSet: boolean;
  /** Owner or tenant: the deposit rule that applies (tenants pay a deposit, owners mostly not). */
  isOwner: boolean;
  documentsComplete: boolean;
  documentsApproved: boolean;
  rejectedDocuments: string[];
  missingDocuments: string[];
  signed: boolean;
  infoRounds: number;
  /** Whether staff approved it at some point (a completed or archived one too). */
  everApproved: boolean;
  /** Staff's words and listed reasons: info requests, rejections, notes, messages. */
  staffTexts: Array<{ key: string | null; text: string | null; kind: string }>;
}

function groupByCase<T extends { case_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.case_id);
    if (group) group.push(row);
    else groups.set(row.case_id, [row]);
  }
  return groups;
}

/** Facts of applications from their rows, documents and timeline events as the repository reads them. */
function factsOf({ rows, documents, events }: FactRows): ApplicationFacts[] {
  const docsByCase = groupByCase(documents);
  const eventsByCase = groupByCase(events);
  return rows.map((row) => {
    const docs = docsByCase.get(row.id) ?? [];
    const caseEvents = eventsByCase.get(row.id) ?? [];
    const required = requiredDocumentsOf({ isBusiness: row.is_business, business: row.business });
    const present = new Set(docs.map((doc) => doc.type));
    const missing = required.filter((type) => !present.has(type));
    const rejected = new Set(docs.filter((doc) => doc.is_approved === false).map((doc) => doc.type));
    for (const event of caseEvents) {
      if (event.kind === 'document_rejected') rejected.add(String(event.data.type));
    }
    const staffTexts: ApplicationFacts['staffTexts'] = [];
    let infoRounds = 0;
    for (const event of caseEvents) {
      if (event.kind === 'status') {
        if (event.data.to === 'needsinfo') infoRounds++;
        const reason = event.data.reason as DecisionText | undefined;
        if (reason && (reason.key || reason.text)) {
          staffTexts.push({ key: reason.key ?? null, text: reason.text ?? null, kind: String(event.data.action) });
        }
      } else if (event.kind === 'note' || event.kind === 'message') {
        staffTexts.push({ key: null, text: String(event.data.text ?? ''), kind: event.kind });
      }
    }
    return {
      id: row.id,
      ref: { reference: row.reference, kind: row.kind as CaseRef['kind'], name: row.display_name, status: row.status },
      status: row.status,
      isBusiness: row.is_business === true || (row.is_business as unknown) === 't',
      idNumber: row.id_number,
      firstName: row.first_name,
      surname: row.surname,
      complexName: row.complex_name,
      unitNumber: row.unit_number,
      complexId: row.complex_id,
      premiseId: row.premise_id,
      createdAt: new Date(row.created_at),
      cellVerified: row.cell_confirmed_at !== null,
      depositSet: row.deposit_approved_at !== null,
      isOwner: row.is_owner === true || (row.is_owner as unknown) === 't',
      documentsComplete: missing.length === 0,
      documentsApproved: docs.length > 0 && missing.length === 0 && docs.every((doc) => doc.is_approved === true),
      rejectedDocuments: [...rejected],
      missingDocuments: missing,
      signed: row.signed_at !== null,
      infoRounds,
      everApproved: row.ever_approved === true || (row.ever_approved as unknown) === 't',
      staffTexts,
    };
  });
}

/**
 * Facts of the latest `limit` applications staff decided (the likelihood model's training set), the latest decided
 * first.
 */
export async function loadDecidedFacts(context: AssistantContext, limit: number): Promise<ApplicationFacts[]> {
  return factsOf(await loadDecidedFactRows(context.db, limit));
}

/** One application by the reference staff typed (PM-2026-00012, any case); 404 when there is none. */
export async function loadApplicationFacts(
  context: AssistantContext,
  applicationId: string,
): Promise<ApplicationFacts> {
  const reference = normalizeReference(applicationId.trim());
  const [facts] = reference ? factsOf(await loadFactRowsByReference(context.db, reference)) : [];
  if (!facts) throw new AppError('application_not_found');
  return facts;
}

/** An ID number that passes the SA ID check. */
export const hasValidId = (facts: Pick<ApplicationFacts, 'idNumber'>) =>
  facts.idNumber !== null && /^\d{13}$/.test(facts.idNumber) && isValidSaIdNumber(facts.idNumber);
