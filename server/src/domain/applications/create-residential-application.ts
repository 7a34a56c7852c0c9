import { TERMS_VERSION } from '@protea/shared/constants';
import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { type ApplicationRow, insertApplication } from '../../db/repositories/application-repository.js';
import { insertCaseEvent, insertConsent } from '../../db/repositories/case-repository.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { toApplicationColumns } from './application-fields.js';
import { newReferenceNumber } from './reference-number.js';

/** The application, its consent and its first timeline event, in one transaction. */
export async function createResidentialApplication(
  deps: CaseDeps,
  input: CreateResidentialApplication,
  language: string,
): Promise<ApplicationRow> {
  return inTransaction(deps, async (tx) => {
    const columns = await toApplicationColumns(tx, input);
    for (let attempt = 0; attempt < 10; attempt++) {
      const created = await insertApplication(tx, {
        ...columns,
        kind: 'residential_application',
        reference: newReferenceNumber(attempt),
        formType: 1,
        status: applicationWorkflow.initial,
        stepNo: 9,
        language: input.language ?? language,
      });
      if (!created) continue;
      await insertConsent(tx, { caseId: created.id, purpose: 'popia', termsVersion: TERMS_VERSION });
      await insertCaseEvent(tx, {
        caseId: created.id,
        actorType: 'customer',
        kind: 'created',
        data: { termsVersion: TERMS_VERSION },
      });
      return created;
    }
    throw new Error('could not find a free application reference');
  });
}
