import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { type ApplicationRow, insertApplication } from '../../db/repositories/application-repository.js';
import { createCase } from '../cases/create-case.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { toApplicationColumns } from './application-fields.js';

/** The application, its consent and its first timeline event, in one transaction. */
export async function createResidentialApplication(
  deps: CaseDeps,
  input: CreateResidentialApplication,
  language: string,
): Promise<ApplicationRow> {
  return inTransaction(deps, async (tx) => {
    const columns = await toApplicationColumns(tx, input);
    return createCase(tx, 'PM', (reference) =>
      insertApplication(tx, {
        ...columns,
        kind: 'residential_application',
        reference,
        formType: 1,
        status: applicationWorkflow.initial,
        stepNo: 9,
        language: input.language ?? language,
      }),
    );
  });
}
