import type { AccountPremiseIssues, CaseRef, PremiseIssue } from '@protea/shared/schemas/assistant';
import {
  findComplexIdByName,
  findPremiseIdByUnit,
  listLiveApplicationsLike,
  listLiveCasesWithIdNumber,
  listOpenAccountsOnPremise,
} from '../../db/repositories/assistant-premise-repository.js';
import type { ApplicationFacts } from './application-facts.js';
import { type AssistantContext, caseRefOf, textOf } from './assistant-context.js';

const normalized = (value: string | null) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const nameKey = (value: string | null) =>
  normalized(value)
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '');

/** Premises and accounts that do not add up for this application. */
export async function findAccountPremiseIssues(
  context: AssistantContext,
  facts: ApplicationFacts,
): Promise<AccountPremiseIssues> {
  const t = textOf(context);
  const { db } = context;
  const findings: PremiseIssue[] = [];

  // The complex and unit in the register: linked by staff, or found by the names the applicant typed.
  const complex =
    facts.complexId !== null ? { id: facts.complexId } : await findComplexIdByName(db, normalized(facts.complexName));
  let premiseId = facts.premiseId;
  if (!complex) {
    findings.push({
      code: 'complex_unknown',
      detail: t('premise.complexUnknown', { complex: facts.complexName ?? '-' }),
      cases: [],
    });
  } else if (premiseId === null) {
    const unit = await findPremiseIdByUnit(db, complex.id, normalized(facts.unitNumber));
    if (unit) premiseId = unit.id;
    else {
      findings.push({
        code: 'unit_unknown',
        detail: t('premise.unitUnknown', { unit: facts.unitNumber ?? '-', complex: facts.complexName ?? '-' }),
        cases: [],
      });
    }
  }

  // An account still open on the unit: the last occupant has not terminated, or this is the holder again.
  if (premiseId !== null) {
    const open = await listOpenAccountsOnPremise(db, premiseId);
    for (const account of open) {
      const sameId = facts.idNumber !== null && account.holder_id_number === facts.idNumber;
      const applicantName = nameKey(`${facts.firstName ?? ''} ${facts.surname ?? ''}`);
      const sameName = applicantName !== '' && nameKey(account.holder_name).includes(nameKey(facts.surname));
      findings.push({
        code: 'open_account_on_unit',
        detail: t(sameId ? 'premise.openAccountSameHolder' : 'premise.openAccount', {
          account: account.account_number,
        }),
        cases: [],
      });
      if (!sameId) {
        findings.push({
          code: 'holder_id_differs',
          detail: t('premise.holderIdDiffers', { account: account.account_number }),
          cases: [],
        });
      }
      if (sameId && !sameName) {
        findings.push({
          code: 'holder_name_differs',
          detail: t('premise.holderNameDiffers', { account: account.account_number, holder: account.holder_name }),
          cases: [],
        });
      }
    }
  }

  // The same ID number on other requests still under way.
  if (facts.idNumber) {
    const others = await listLiveCasesWithIdNumber(db, facts.id, facts.idNumber);
    if (others.length > 0) {
      findings.push({
        code: 'id_on_other_requests',
        detail: t('premise.idOnOthers', { count: others.length }),
        cases: others.map(caseRefOf),
      });
    }
  }

  // Near-duplicates: another live application for the same unit, or by the same person's name.
  const near = await listLiveApplicationsLike(db, facts.id, {
    complexName: normalized(facts.complexName),
    unitNumber: normalized(facts.unitNumber),
    firstName: normalized(facts.firstName),
    surname: normalized(facts.surname),
  });
  const alreadyNamed = new Set(findings.flatMap((finding) => finding.cases.map((ref: CaseRef) => ref.reference)));
  const duplicates = near.filter((row) => !alreadyNamed.has(row.reference));
  if (duplicates.length > 0) {
    findings.push({
      code: 'near_duplicate',
      detail: t('premise.nearDuplicate', { count: duplicates.length }),
      cases: duplicates.map(caseRefOf),
    });
  }

  const recommendations = [...new Set(findings.map((finding) => t(`premise.recommend.${finding.code}`)))];
  if (recommendations.length === 0) recommendations.push(t('premise.recommend.none'));
  return {
    summary:
      findings.length === 0
        ? t('premise.summaryNone', { reference: facts.ref.reference })
        : t('premise.summary', { reference: facts.ref.reference, count: findings.length }),
    potentialIssues: findings.map((finding) => finding.detail),
    recommendations,
    findings,
  };
}
