import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import type { WizardKind } from '@protea/shared/kinds/customer-kind';
import type { CreateBusinessApplication } from '@protea/shared/schemas/business-application';
import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { type ApplicationRow, insertApplication } from '../../db/repositories/application-repository.js';
import { createCase } from '../cases/create-case.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { toApplicationColumns } from './application-fields.js';

/** The application (residential, form type 1, or business, form type 4), its consent and its first timeline event, in one transaction. */
export async function createApplication(
  deps: CaseDeps,
  kind: WizardKind,
  input: CreateResidentialApplication | CreateBusinessApplication,
  language: string,
): Promise<ApplicationRow> {
  const { caseKind, formType } = applicationKindOf(kind);
  return inTransaction(deps, async (tx) => {
    const columns = await toApplicationColumns(tx, input);
    return createCase(tx, 'PM', (reference) =>
      insertApplication(tx, {
        ...columns,
        kind: caseKind,
        reference,
        formType,
        status: applicationWorkflow.initial,
        stepNo: 9,
        language: input.language ?? language,
      }),
    );
  });
}
