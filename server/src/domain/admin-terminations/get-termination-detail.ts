import type { Language } from '@protea/shared/constants';
import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import type { Database } from '../../db/client.js';
import { findAccountById } from '../../db/repositories/account-repository.js';
import { findAdminDisplayName } from '../../db/repositories/admin-application-repository.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { adminPersonOf, caseDetailParts } from '../cases/case-detail-parts.js';
import { staffGuardsOf } from '../cases/decision-guards.js';
import { decisionToText } from '../cases/decision-text.js';
import { holderCheckOf, holderFactsOf } from '../terminations/holder-answer.js';
import { completionFactsOf } from './completion-facts.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the detail dialog shows, the register check with it; listed reasons in the reader's language. */
export async function getTerminationDetail(
  db: Database,
  t: TerminationRow,
  language: Language,
): Promise<AdminTerminationDetail> {
  const [parts, approvedBy, account] = await Promise.all([
    caseDetailParts(db, t, (d) => (d.type === 'meter' ? { capturedAt: iso(t.meterPhotoTakenAt) } : {})),
    findAdminDisplayName(db, t.decidedBy),
    t.registerAccountId ? findAccountById(db, t.registerAccountId) : undefined,
  ]);
  const { timeline } = parts;
  const approved = timeline.find((e) => e.kind === 'status' && e.data.to === 'approved');
  const completed = timeline.find((e) => e.kind === 'status' && e.data.to === 'completed');
  const isBusiness = t.kind === 'business_termination';
  return {
    id: t.id,
    reference: t.reference,
    accountNo: t.accountNumber,
    formType: t.formType,
    isBusiness,
    status: t.status as TerminationStatus,
    createdAt: t.createdAt.toISOString(),
    submittedAt: iso(t.submittedAt),
    updatedAt: t.updatedAt.toISOString(),
    disconnectionDate: t.disconnectionDate,
    approvedAt: approved?.at ?? null,
    approvedBy: approved ? (approved.adminName ?? approvedBy) : null,
    completedAt: completed?.at ?? null,
    lastClientMessage: decisionToText(t.lastMessage, language),
    infoRequested: decisionToText(t.infoRequest, language),
    language: t.language,
    person: adminPersonOf(t),
    referencePerson: { name: t.refName, relation: t.refRelation, phone: t.refCellNo, address: t.refAddress },
    business: isBusiness
      ? { name: t.businessName, registrationNumber: t.registrationNumber, vatNumber: t.vatNumber, type: t.businessType }
      : null,
    banking: {
      bankName: t.bankName,
      branch: t.bankBranch,
      accountNumber: t.bankAccountNumber,
      accountType: t.bankAccountType,
      accountHolder: t.bankAccountName,
      branchCode: t.bankBranchCode,
    },
    property: {
      complexName: t.complexName,
      unitNumber: t.unitNumber,
      streetNumber: t.streetNumber,
      streetName: t.streetName,
      suburb: t.suburb,
      province: t.province,
      isOwner: t.isOwner,
      owner: { name: t.ownerName, phone: t.ownerCellPhone, email: t.ownerEmail },
    },
    newAddress: {
      complexName: t.newComplexName,
      unitNumber: t.newUnitNumber,
      streetNumber: t.newStreetNumber,
      streetName: t.newStreetName,
      suburb: t.newSuburb,
      city: t.newCity,
      province: t.newProvince,
    },
    finalReading: {
      reading: t.finalMeterReading,
      photoTakenAt: iso(t.meterPhotoTakenAt),
      recordedAt: iso(t.finalReadingRecordedAt),
    },
    register: {
      checked: t.accountFound !== null,
      accountFound: t.accountFound,
      idMatches: t.idMatches,
      premiseMatches: t.premiseMatches,
      depositHeldCents: t.depositHeldCents,
      noticeDays: t.noticeDays,
      lateNotice: t.lateNotice,
      penaltyMayApply: t.penaltyMayApply,
      refundDueDate: t.refundDueDate,
      holderName: account?.account.holderName ?? null,
      premise: account?.premise ?? null,
      accountClosedOn: account?.account.closedOn ?? null,
    },
    holder: holderCheckOf(t),
    ...parts,
    guards: staffGuardsOf(t, { ...completionFactsOf(t), ...holderFactsOf(t) }),
  };
}
