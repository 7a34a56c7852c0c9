import type { Language } from '@protea/shared/constants';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import type { Database } from '../../db/client.js';
import { findAccountNumberOpenedBy } from '../../db/repositories/account-repository.js';
import { findAdminDisplayName } from '../../db/repositories/admin-application-repository.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { findPremiseWithComplex } from '../../db/repositories/premises-repository.js';
import { adminPersonOf, caseDetailParts } from '../cases/case-detail-parts.js';
import { staffGuardsOf } from '../cases/decision-guards.js';
import { decisionToText } from '../cases/decision-text.js';
import { approvalFactsOf } from './approval-facts.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the review dialog shows; listed reasons in the reader's language. */
export async function getApplicationDetail(
  db: Database,
  a: ApplicationRow,
  language: Language,
): Promise<AdminApplicationDetail> {
  const [parts, approvedBy, premise, accountNumber] = await Promise.all([
    caseDetailParts(db, a),
    findAdminDisplayName(db, a.decidedBy),
    a.premiseId ? findPremiseWithComplex(db, a.premiseId) : undefined,
    findAccountNumberOpenedBy(db, a.id),
  ]);
  return {
    id: a.id,
    appReference: a.reference,
    formType: a.formType,
    status: a.status as AdminApplicationDetail['status'],
    isBusiness: a.isBusiness,
    createdAt: a.createdAt.toISOString(),
    submittedAt: iso(a.submittedAt),
    updatedAt: a.updatedAt.toISOString(),
    ...adminPersonOf(a),
    language: a.language,
    reference: { name: a.refName, relation: a.refRelation, phone: a.refCellNo, address: a.refAddress },
    property: {
      complexName: a.complexName,
      complexId: a.complexId,
      unitNumber: a.unitNumber,
      premise: premise?.premise.premise ?? null,
      premiseId: a.premiseId,
      streetName: a.streetAddress,
      suburb: a.suburb,
      province: a.province,
      isOwner: a.isOwner,
      moveInDate: a.occupationDate,
      leaseDate: a.leaseDate,
    },
    postalAddress: { line1: a.postalAddress, postalCode: a.postalCode },
    business: a.business ?? null,
    deposit: {
      amountCents: a.depositCents,
      approvedAt: iso(a.depositApprovedAt),
      isNeeded: a.depositCents === null ? null : a.depositCents > 0,
    },
    approvedBy,
    decidedAt: iso(a.decidedAt),
    accountNumber,
    lastClientMessage: decisionToText(a.lastMessage, language),
    infoRequested: decisionToText(a.infoRequest, language),
    ...parts,
    documentsApproved: Object.fromEntries(parts.documents.map((d) => [d.type, d.isApproved])),
    guards: staffGuardsOf(a, approvalFactsOf(a, parts.documents)),
  };
}
